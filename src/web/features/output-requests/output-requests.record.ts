/** The output request ("Solicitud de salida") as `GET /api/v1/output-requests/:id` answers it. */
import type { OutputInput } from '@shared/schemas/outputs';
import type { CodeName, PersonName } from '../../lib/records/names';
import type { RequestRecord } from '../../lib/requests/request';

type Named<T> = T & { id: number };

export interface ProposedCitizen {
  id: number;
  name: string;
  document_type: string;
  document_number: string;
}

export interface OutputRequest extends RequestRecord {
  /** The proposed output; its origin office is the requesting office. */
  proposal: Omit<OutputInput, 'entry_id'>;
  output_id: number | null;
  output: { id: number; number: string } | null;
  proposal_names?: {
    type_output: Named<CodeName> | null;
    origin_office: Named<CodeName> | null;
    signer: Named<PersonName> | null;
    /** The recipients' citizens, in the proposal's order. */
    recipients: (ProposedCitizen | null)[];
  };
}
