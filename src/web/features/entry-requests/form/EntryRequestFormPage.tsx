/**
 * "Nueva solicitud" and "Editar solicitud" (while pending or observed): the proposed entry, then
 * what mesa de partes should know — urgency, whether the paper original is still to come, a note.
 */
import { entryRequestInput, REQUEST_STATES } from '@shared/schemas/requests';
import { useState } from 'react';
import { ResourceFormPage } from '../../../lib/crud/ResourceFormPage';
import { lockReason } from '../../../lib/records/lockReason';
import { RegistryFields } from '../../../lib/requests/RegistryFields';
import { useSession } from '../../../lib/session';
import type { EntryRequest } from '../request';
import { RequestEntryFields } from './RequestEntryFields';
import { knownOptions, requestDefaults, requestValues } from './values';
import '../../../lib/requests/requests.css';

const LOCK_REASON = lockReason({ one: 'la solicitud', all: 'las solicitudes' }, REQUEST_STATES);

export default function EntryRequestFormPage() {
  const { user } = useSession();
  const [defaults] = useState(() => requestDefaults(user?.office));
  return (
    <ResourceFormPage<typeof entryRequestInput, EntryRequest>
      resource="entry-requests"
      noun="solicitud de ingreso"
      feminine
      schema={entryRequestInput}
      defaults={defaults}
      toValues={requestValues}
      deskKeys
      lockedReason={LOCK_REASON}
      afterSave={(request) => `/entry-requests/${request.id}`}
      fields={(form, record) => (
        <>
          <RequestEntryFields form={form} known={knownOptions(record, user?.office)} />
          <RegistryFields form={form as never} />
        </>
      )}
    />
  );
}
