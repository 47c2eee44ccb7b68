/**
 * Create and edit a peer institution. The two shared secrets are typed once and never shown again:
 * left empty on creation the send secret is generated and shown once to hand to the peer; left
 * empty on an edit a secret stays as it was.
 */
import { peerInstitutionInput } from '@shared/schemas/peer-institutions';
import { ResourceFormPage } from '../../lib/crud/ResourceFormPage';
import { FormTextField } from '../../lib/form/FormTextField';
import { SwitchField } from '../../lib/form/SwitchField';
import { useSecretAfterSave } from '../../lib/useSecretAfterSave';
import { type PeerInstitutionRecord, SECRET_WARNING } from './types';

export default function PeerInstitutionFormPage() {
  const secret = useSecretAfterSave<PeerInstitutionRecord>({
    field: 'send_secret',
    next: () => '/peer-institutions',
    header: 'Clave de envío',
    warning: SECRET_WARNING,
    ownerLabel: 'Institución',
    confirmLabel: 'Entendido, ya la copié',
    copiedLabel: 'Copiada',
  });
  return (
    <>
      <ResourceFormPage<typeof peerInstitutionInput, PeerInstitutionRecord>
        resource="peer-institutions"
        noun="institución"
        schema={peerInstitutionInput}
        defaults={{ name: '', ruc: '', base_url: '', active: true, send_secret: null, receive_secret: null }}
        toValues={(r) => ({
          name: r.name,
          ruc: r.ruc,
          base_url: r.base_url,
          active: r.active,
          send_secret: null,
          receive_secret: null,
        })}
        afterSave={secret.afterSave}
        fields={(form) => (
          <>
            <FormTextField form={form} name="name" label="Nombre de la institución" autoFocus />
            <FormTextField form={form} name="ruc" label="RUC" />
            <FormTextField form={form} name="base_url" label="Dirección de su Folio (https://…)" />
            <SwitchField control={form.control} name="active" label="Activa" />
            <FormTextField
              form={form}
              name="send_secret"
              label="Clave de envío (vacía: se genera al crear; al editar, se conserva)"
            />
            <FormTextField
              form={form}
              name="receive_secret"
              label="Clave de recepción: la clave de envío de la otra institución (vacía: se conserva)"
            />
          </>
        )}
      />
      {secret.dialog}
    </>
  );
}
