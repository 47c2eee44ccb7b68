/**
 * The gapless number of a record being registered (lib/numbering), with its scope and format
 * tokens (docs/domain.md §1):
 *
 * - `scope`: `organisation` (one sequence per kind and year: entries, outputs), `office` (one per
 *   office: requests, delivery controls, transfers) or `office-type` (one per office and document
 *   type: supporting documents);
 * - format tokens: `{AAAA}`, `{AA}`, `{N…}` and `{OFICINA}` (lib/numbering), plus `{SIGLA}` (the
 *   office's code, as DOMAIN writes it) and `{TIPO}` (the type's name in capitals):
 *   `{TIPO} N.° {NNN}-{AAAA}-{SIGLA}` → `INFORME N.° 012-2026-OAJ`.
 */
import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { offices } from '../../db/schema';
import {
  type NumberInStatement,
  nextDocumentNumber,
  nextDocumentNumberInStatement,
  numberingYear,
  type SequenceKind,
} from '../numbering/numbering';

export type NumberingScope = 'organisation' | 'office' | 'office-type';

export interface RegistrationNumberInput {
  kind: SequenceKind;
  format: string;
  officeId: number;
  /** When the record is dated: its year is the numbering year (organisation time zone). */
  at: Date;
  scope?: NumberingScope;
  /** The document type, for `office-type` and `{TIPO}`. */
  type?: { id: number; name: string };
}

/** The sequence's scope key: '' for the organisation, the office id, or office and type ids. */
export function sequenceScope(input: Pick<RegistrationNumberInput, 'scope' | 'officeId' | 'type'>): string {
  if (input.scope === 'office') return String(input.officeId);
  if (input.scope === 'office-type') {
    if (!input.type) throw new Error('A per office and type number needs the type.');
    return `${input.officeId}:${input.type.id}`;
  }
  return '';
}

/** `{SIGLA}` as `{OFICINA}`, `{TIPO}` as the type's name in capitals (without braces). */
export function expandTokens(format: string, type: { name: string } | undefined): string {
  const named = format.replaceAll('{SIGLA}', '{OFICINA}');
  if (!named.includes('{TIPO}')) return named;
  if (!type) throw new Error(`The format ${format} needs a document type.`);
  return named.replaceAll('{TIPO}', type.name.toLocaleUpperCase('es').replace(/[{}]/g, '').trim());
}

/** The format with its named tokens expanded, and the office's code when the format prints it. */
async function numberFormat(tx: Tx, input: RegistrationNumberInput) {
  const format = expandTokens(input.format, input.type);
  // The office's code only when the format prints it: one round trip less per registration.
  const [office] = format.includes('{OFICINA}')
    ? await tx.select({ code: offices.code }).from(offices).where(eq(offices.id, input.officeId))
    : [];
  return { format, officeCode: office?.code };
}

/**
 * Takes the next number. Call it last in the transaction: from here until commit other
 * registrations of the same sequence wait (lib/numbering).
 */
export async function registrationNumber(
  tx: Tx,
  input: RegistrationNumberInput,
): Promise<{ year: number; sequence: number; number: string }> {
  const year = numberingYear(input.at);
  const { sequence, number } = await nextDocumentNumber(tx, {
    kind: input.kind,
    scope: sequenceScope(input),
    year,
    ...(await numberFormat(tx, input)),
  });
  return { year, sequence, number };
}

/**
 * The next number taken by the record's own insert (lib/numbering,
 * `nextDocumentNumberInStatement`): `tx.with(n.taken).insert(table).values({ ..., year: n.year,
 * sequence: n.sequence, number: n.number })`. Preferred when the insert needs nothing else from
 * the number: it saves a round trip while other registrations wait.
 */
export async function registrationNumberInStatement(
  tx: Tx,
  input: RegistrationNumberInput,
): Promise<NumberInStatement & { year: number }> {
  const year = numberingYear(input.at);
  const numbered = nextDocumentNumberInStatement(tx, {
    kind: input.kind,
    scope: sequenceScope(input),
    year,
    ...(await numberFormat(tx, input)),
  });
  return { ...numbered, year };
}
