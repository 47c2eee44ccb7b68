/**
 * Step 1 of a submission: the form is checked (fields, captcha, limits, files) and kept as
 * «por verificar»; the citizen gets a link to confirm their address. Nothing reaches the
 * operators until they follow it (virtual-desk.verify.ts).
 */
import type { DeskSubmissionInput } from '@shared/schemas/virtual-desk';
import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { type DeskFile, typeEntries, virtualDeskSubmissions } from '../../db/schema';
import { invalid } from '../../lib/errors';
import { hashSecret, newSecret } from '../../lib/tokens';

/** How long the e-mail link works (shorter than the file sweeper's grace, so the files are still there). */
export const VERIFY_MINUTES = 30;

export interface HeldSubmission {
  token: string;
  id: number;
}

export async function holdSubmission(
  db: Executor,
  input: Omit<DeskSubmissionInput, 'captcha_token' | 'captcha_answer' | 'declaration'> & {
    folios: number;
    type_entry_id: number;
    /** A reply from the casilla electrónica: the output it answers (named in the request's note). */
    reply_to?: string;
  },
  files: DeskFile[],
  ip: string,
): Promise<HeldSubmission> {
  const [type] = await db
    .select({ id: typeEntries.id })
    .from(typeEntries)
    .where(and(eq(typeEntries.id, input.type_entry_id), eq(typeEntries.active, true)));
  if (!type) throw invalid({ type_entry_id: ['Elija un tipo de documento de la lista.'] });
  const token = newSecret();
  const [row] = await db
    .insert(virtualDeskSubmissions)
    .values({
      email: input.email,
      verify_hash: hashSecret(token),
      verify_expires_at: new Date(Date.now() + VERIFY_MINUTES * 60_000),
      sender: {
        document_type: input.document_type,
        document_number: input.document_number,
        name: input.name,
        email: input.email,
        phone: input.phone,
        address: input.address,
        ubigeo: input.ubigeo,
      },
      document: {
        type_entry_id: input.type_entry_id,
        subject: input.subject,
        folios: input.folios,
        ...(input.reply_to && { reply_to: input.reply_to }),
      },
      files,
      ip: ip.slice(0, 64),
    })
    .returning({ id: virtualDeskSubmissions.id });
  return { token, id: row!.id };
}
