/**
 * "Nueva solicitud" and "Editar solicitud" (while pending or observed): the proposed entry, then
 * what mesa de partes should know — urgency, whether the paper original is still to come, a note.
 */
import { entryRequestInput } from '@shared/schemas/requests';
import { RequestFormPage } from '../../../lib/requests/RequestFormPage';
import { useSession } from '../../../lib/session';
import type { EntryRequest } from '../entry-requests.record';
import { RequestEntryFields } from './RequestEntryFields';
import { knownOptions, promotedDefaults, requestDefaults, requestValues } from './values';

export default function EntryRequestFormPage() {
  const { user } = useSession();
  return (
    <RequestFormPage<typeof entryRequestInput, EntryRequest>
      resource="entry-requests"
      noun="solicitud de ingreso"
      schema={entryRequestInput}
      from="supporting-entries"
      defaults={(promoted) => (promoted ? promotedDefaults(user?.office, promoted) : requestDefaults(user?.office))}
      toValues={requestValues}
      proposed={(form, record, fromDocument) => (
        <RequestEntryFields form={form} known={knownOptions(record, user?.office, fromDocument)} />
      )}
    />
  );
}
