/** The public verification of a document signed in Folio (no session). */
import { api } from '../../lib/api';

export interface VerifiedDocument {
  number: string;
  signed_at: string;
  /** The office that issued it. */
  issuer: string;
  subject: string | null;
  restricted: boolean;
  intact: boolean;
  signers: { name: string; dni: string | null; reason: string; signed_at: string | null }[];
}

const BASE = '/api/v1/public/documents';

export const verifyDocument = (code: string) =>
  api<{ data: VerifiedDocument }>(`${BASE}/${encodeURIComponent(code)}`, { bearer: null }).then((a) => a.data);

/** The authentic signed PDF's address (withheld for a restricted document). */
export const documentPdfUrl = (code: string) => `${BASE}/${encodeURIComponent(code)}/pdf`;
