/**
 * "Nueva solicitud" and "Editar solicitud" (while pending or observed): the proposed entry, then
 * what mesa de partes should know — urgency, whether the paper original is still to come, a note.
 */
import { entryRequestInput, REQUEST_STATES } from '@shared/schemas/requests';
import { useState } from 'react';
import { ResourceFormPage } from '../../../lib/crud/ResourceFormPage';
import { LoadError } from '../../../lib/LoadError';
import { lockReason } from '../../../lib/records/lockReason';
import { type PromotedDocument, PromotedNotice, promotedCitizen, usePromoted } from '../../../lib/requests/promoted';
import { RegistryFields } from '../../../lib/requests/RegistryFields';
import { Spinner } from '../../../lib/Spinner';
import { useSession } from '../../../lib/session';
import type { EntryRequest } from '../entry-requests.record';
import { RequestEntryFields } from './RequestEntryFields';
import { knownOptions, promotedDefaults, requestDefaults, requestValues } from './values';
import '../../../lib/requests/requests.css';

const LOCK_REASON = lockReason({ one: 'la solicitud', all: 'las solicitudes' }, REQUEST_STATES);

export default function EntryRequestFormPage() {
  const promoted = usePromoted('supporting-entries');
  if (promoted.error) return <LoadError error={promoted.error} onRetry={() => void promoted.retry()} />;
  if (promoted.waiting) return <Spinner />;
  return <EntryRequestForm promoted={promoted.document} />;
}

function EntryRequestForm({ promoted }: { promoted: PromotedDocument | undefined }) {
  const { user } = useSession();
  const [defaults] = useState(() =>
    promoted ? promotedDefaults(user?.office, promoted) : requestDefaults(user?.office),
  );
  const fromDocument = promotedCitizen(promoted);
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
          {!record && <PromotedNotice resource="supporting-entries" document={promoted} />}
          <RequestEntryFields form={form} known={knownOptions(record, user?.office, fromDocument)} />
          <RegistryFields form={form as never} />
        </>
      )}
    />
  );
}
