/** The entry request ("Solicitud de ingreso") as `GET /api/v1/entry-requests/:id` answers it. */
import type { EntryInput } from '@shared/schemas/entries';
import type { CodeName, PersonName } from '../../lib/records/names';
import type { RequestRecord } from '../../lib/requests/request';

type Named<T> = T & { id: number };

export interface EntryRequest extends RequestRecord {
  proposal: EntryInput;
  entry_id: number | null;
  entry: { id: number; number: string } | null;
  proposal_names?: {
    type_entry: Named<CodeName> | null;
    sender: { id: number; name: string; document_type: string; document_number: string } | null;
    destination_office: Named<CodeName> | null;
    assignee: Named<PersonName> | null;
  };
}
