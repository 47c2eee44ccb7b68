/** The gapless number of a record being registered: its year from when it is dated, its office's code for {OFICINA}. */
import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { offices } from '../../db/schema';
import { nextDocumentNumber, numberingYear, type SequenceKind } from '../numbering/numbering';

/**
 * Takes the next number of `kind`, organisation-wide per year. Call it last in the transaction:
 * from here until commit other registrations wait (lib/numbering).
 */
export async function registrationNumber(
  tx: Tx,
  input: { kind: SequenceKind; format: string; officeId: number; at: Date },
): Promise<{ year: number; sequence: number; number: string }> {
  // The office's code only when the format prints it: one round trip less per registration.
  const [office] = input.format.includes('{OFICINA}')
    ? await tx.select({ code: offices.code }).from(offices).where(eq(offices.id, input.officeId))
    : [];
  const year = numberingYear(input.at);
  const { sequence, number } = await nextDocumentNumber(tx, {
    kind: input.kind,
    scope: '',
    year,
    format: input.format,
    officeCode: office?.code,
  });
  return { year, sequence, number };
}
