/** Create and edit a webhook; on creating, the signing secret is shown once before its page opens. */

import { webhookInput } from '@shared/schemas/webhooks';
import { ResourceFormPage } from '../../lib/crud/ResourceFormPage';
import { CheckboxGroupField } from '../../lib/form/CheckboxGroupField';
import { FormTextField } from '../../lib/form/FormTextField';
import { OfficeField } from '../../lib/form/OfficeField';
import { SwitchField } from '../../lib/form/SwitchField';
import { useSecretAfterSave } from '../../lib/useSecretAfterSave';
import { EVENT_OPTIONS, SECRET_WARNING, type WebhookRecord } from './types';

export default function WebhookFormPage() {
  const secret = useSecretAfterSave<WebhookRecord>({
    field: 'secret',
    next: (record) => `/webhooks/${record.id}`,
    header: 'Secreto de firma',
    warning: SECRET_WARNING,
    ownerLabel: 'Webhook',
    confirmLabel: 'Entendido, ya lo copié',
    copiedLabel: 'Copiado',
  });
  return (
    <>
      <ResourceFormPage<typeof webhookInput, WebhookRecord>
        resource="webhooks"
        noun="webhook"
        schema={webhookInput}
        defaults={{ name: '', url: '', events: [], office_id: null, active: true }}
        toValues={(r) => ({ name: r.name, url: r.url, events: r.events, office_id: r.office_id, active: r.active })}
        afterSave={secret.afterSave}
        fields={(form) => (
          <>
            <FormTextField form={form} name="name" label="Nombre" autoFocus />
            <FormTextField form={form} name="url" label="URL que recibe los eventos" />
            <OfficeField
              control={form.control}
              name="office_id"
              label="Oficina (opcional: sin ella, todas)"
              placeholder="Todas las oficinas"
            />
            <SwitchField control={form.control} name="active" label="Activo" />
            <div className="form-grid-full">
              <CheckboxGroupField control={form.control} name="events" label="Eventos" options={EVENT_OPTIONS} />
            </div>
          </>
        )}
      />
      {secret.dialog}
    </>
  );
}
