/**
 * "Nueva solicitud de salida" and its edit (while pending or observed): the output the office
 * wants numbered and dispatched, with its recipients, then what mesa de partes should know.
 */
import { outputRequestInput, REQUEST_STATES } from '@shared/schemas/requests';
import { useState } from 'react';
import { ResourceFormPage } from '../../../lib/crud/ResourceFormPage';
import { lockReason } from '../../../lib/records/lockReason';
import { RegistryFields } from '../../../lib/requests/RegistryFields';
import { useSession } from '../../../lib/session';
import type { OutputRequest } from '../request';
import { ProposedOutputFields } from './ProposedOutputFields';
import { knownOptions, requestDefaults, requestValues } from './values';
import '../../../lib/requests/requests.css';

const LOCK_REASON = lockReason({ one: 'la solicitud', all: 'las solicitudes' }, REQUEST_STATES);

export default function OutputRequestFormPage() {
  const { user } = useSession();
  const [defaults] = useState(requestDefaults);
  return (
    <ResourceFormPage<typeof outputRequestInput, OutputRequest>
      resource="output-requests"
      noun="solicitud de salida"
      feminine
      schema={outputRequestInput}
      defaults={defaults}
      toValues={requestValues}
      deskKeys
      lockedReason={LOCK_REASON}
      afterSave={(request) => `/output-requests/${request.id}`}
      fields={(form, record) => (
        <>
          <ProposedOutputFields
            form={form as never}
            known={knownOptions(record)}
            officeId={record?.requesting_office_id ?? user?.office?.id}
          />
          <RegistryFields form={form as never} />
        </>
      )}
    />
  );
}
