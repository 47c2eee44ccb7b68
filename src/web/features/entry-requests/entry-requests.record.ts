/** The entry request ("Solicitud de ingreso") as `GET /api/v1/entry-requests/:id` answers it. */
import type { deskEntryProposal } from '@shared/schemas/requests';
import type { z } from 'zod';
import type { CodeName, PersonName } from '../../lib/records/names';
import type { RequestRecord } from '../../lib/requests/request';

type Named<T> = T & { id: number };

export interface EntryRequest extends RequestRecord {
  /** What the office proposed; a virtual desk request leaves the destination office to mesa de partes. */
  proposal: z.output<typeof deskEntryProposal>;
  entry_id: number | null;
  entry: { id: number; number: string } | null;
  proposal_names?: {
    type_entry: Named<CodeName> | null;
    sender: { id: number; name: string; document_type: string; document_number: string } | null;
    destination_office: Named<CodeName> | null;
    assignee: Named<PersonName> | null;
  };
}
