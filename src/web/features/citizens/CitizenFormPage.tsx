import { citizenInput } from '@shared/schemas/citizens';
import { CitizenFields } from '../../lib/citizens/CitizenFields';
import { CITIZEN_DEFAULTS, type Citizen, citizenPlace, citizenValues } from '../../lib/citizens/citizen';
import { ResourceFormPage } from '../../lib/crud/ResourceFormPage';

export default function CitizenFormPage() {
  return (
    <ResourceFormPage<typeof citizenInput, Citizen>
      resource="citizens"
      noun="destinatario"
      schema={citizenInput}
      defaults={CITIZEN_DEFAULTS}
      toValues={citizenValues}
      afterSave={(record) => `/citizens/${record.id}`}
      fields={(form, record) => (
        <CitizenFields
          form={form}
          editingId={record?.id}
          legacyPlace={record && !record.ubigeo ? citizenPlace(record) : null}
        />
      )}
    />
  );
}
