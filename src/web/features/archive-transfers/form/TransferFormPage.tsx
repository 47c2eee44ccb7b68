/**
 * "Nueva transferencia" and its edit while a draft: the office (the user's own, unless they
 * prepare for any office), the planned date, notes and, when new, its closed units. Keyboard
 * first: Tab through the fields, Enter takes a suggestion, Ctrl+Enter saves.
 */

import { can } from '@shared/permissions';
import { TRANSFER_STATES, transferInput } from '@shared/schemas/archive-transfers';
import { calendarDate } from '@shared/working-days';
import { useWatch } from 'react-hook-form';
import { codeName } from '../../../lib/crud/columns';
import { ResourceFormPage } from '../../../lib/crud/ResourceFormPage';
import { DateField } from '../../../lib/form/DateField';
import { FormSection } from '../../../lib/form/FormSection';
import { FormTextAreaField } from '../../../lib/form/FormTextAreaField';
import { OfficeField } from '../../../lib/form/OfficeField';
import { lockReason } from '../../../lib/records/lockReason';
import { useSession } from '../../../lib/session';
import { RESOURCE, TRANSFERS_PATH, type Transfer } from '../archive-transfers.record';
import { UnitsField } from '../show/UnitsField';

const LOCK_REASON = lockReason({ one: 'la transferencia', all: 'las transferencias' }, TRANSFER_STATES);

export default function TransferFormPage() {
  const { user, permissions } = useSession();
  const anyOffice = can(permissions, ['archive-transfers-create']);
  return (
    <ResourceFormPage<typeof transferInput, Transfer>
      resource={RESOURCE}
      basePath={TRANSFERS_PATH}
      noun="transferencia"
      feminine
      schema={transferInput}
      deskKeys
      defaults={{
        office_id: user?.office?.id ?? undefined,
        transfer_date: calendarDate(new Date()),
        notes: null,
        expedient_ids: [],
      }}
      toValues={(t) => ({ office_id: t.office_id, transfer_date: t.transfer_date, notes: t.notes, expedient_ids: [] })}
      lockedReason={LOCK_REASON}
      afterSave={(t) => `${TRANSFERS_PATH}/${t.id}`}
      fields={(form, record) => (
        <>
          <FormSection title="Quién transfiere" />
          {anyOffice ? (
            <OfficeField control={form.control} name="office_id" label="Oficina" current={record?.office} autoFocus />
          ) : (
            <p className="transfer-office">
              Oficina: <strong>{user?.office ? codeName(user.office) : 'sin oficina'}</strong>
            </p>
          )}
          <DateField control={form.control} name="transfer_date" label="Fecha de transferencia" />
          <FormTextAreaField form={form} name="notes" label="Observaciones" maxLength={1000} />
          {!record && (
            <>
              <FormSection title="Qué transfiere" />
              <OfficeUnits form={form} />
            </>
          )}
        </>
      )}
    />
  );
}

function OfficeUnits({
  form,
}: {
  form: Parameters<Parameters<typeof ResourceFormPage<typeof transferInput, Transfer>>[0]['fields']>[0];
}) {
  const officeId = useWatch({ control: form.control, name: 'office_id' }) as number | undefined;
  return <UnitsField control={form.control} name="expedient_ids" officeId={officeId ?? null} />;
}
