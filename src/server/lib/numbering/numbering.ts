/**
 * Gapless yearly document numbers (see README.md in this folder): the next number is taken with
 * one atomic upsert inside the caller's transaction, so it is given back if that transaction
 * rolls back and concurrent registrations wait on the sequence row until the holder commits.
 */
import { formatDocumentNumber } from '@shared/document-number';
import { calendarDate } from '@shared/working-days';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { Executor, Tx } from '../../db/client';
import { documentSequences } from '../../db/schema';

/** The sequences the modules number; free text in the table so a new one needs no migration. */
export type SequenceKind = 'entries' | 'outputs' | 'supporting-entries' | 'supporting-outputs' | (string & {});

export interface SequenceKey {
  kind: SequenceKind;
  /** '' (default) for one organisation-wide sequence; the office id (as text) for per-office ones. */
  scope?: string;
  year: number;
}

export interface NextNumberInput extends SequenceKey {
  /** The configured format (`number_formats.*` in settings), e.g. `ING-{AAAA}-{NNNNNN}`. */
  format: string;
  /** Needed when the format carries {OFICINA}. */
  officeCode?: string | null;
}

export interface DocumentNumber {
  /** The bare sequence value: 1, 2, 3… within (kind, scope, year). */
  sequence: number;
  /** The formatted number, e.g. `ING-2026-000123`. */
  number: string;
}

function checkKey({ kind, scope = '', year }: SequenceKey) {
  if (!kind || kind.length > 40) throw new Error(`Invalid sequence kind: ${kind}`);
  if (scope.length > 40) throw new Error(`Invalid sequence scope: ${scope}`);
  if (!Number.isInteger(year) || year < 1 || year > 9999) throw new Error(`Invalid sequence year: ${year}`);
  return { kind, scope, year };
}

/**
 * Takes the next number of (kind, scope, year) in `tx`. Call it inside the transaction that
 * inserts the document, as late as practical: from here until commit, every other registration
 * of the same sequence waits.
 */
export async function nextDocumentNumber(tx: Tx, input: NextNumberInput): Promise<DocumentNumber> {
  const { kind, scope, year } = checkKey(input);
  const [row] = await tx
    .insert(documentSequences)
    .values({ kind, scope, year, last_value: 1 })
    .onConflictDoUpdate({
      target: [documentSequences.kind, documentSequences.scope, documentSequences.year],
      set: { last_value: sql`${documentSequences.last_value} + 1`, updated_at: sql`now()` },
    })
    .returning({ last_value: documentSequences.last_value });
  const sequence = row!.last_value;
  return {
    sequence,
    number: formatDocumentNumber(input.format, { year, sequence, officeCode: input.officeCode }),
  };
}

/** The next number as SQL over the sequence row, to take it in the statement that inserts the record. */
export interface NumberInStatement {
  /** The upsert of the sequence row, as a CTE for `tx.with(taken).insert(table)`. */
  taken: ReturnType<typeof takeNextSql>;
  /** The sequence value and the formatted number, read from `taken` (use them as insert values). */
  sequence: SQL<number>;
  number: SQL<string>;
}

function takeNextSql(tx: Tx, kind: string, scope: string, year: number) {
  return tx.$with('taken', { last_value: sql<number>`last_value` }).as(
    sql`insert into ${documentSequences} (kind, scope, year, last_value) values (${kind}, ${scope}, ${year}, 1)
      on conflict (kind, scope, year) do update set last_value = ${documentSequences}.last_value + 1, updated_at = now()
      returning last_value`,
  );
}

/**
 * The same number as `nextDocumentNumber`, taken by the statement that inserts the document:
 * `tx.with(n.taken).insert(table).values({ ..., sequence: n.sequence, number: n.number })`. One
 * round trip less under the sequence row's lock; the insert and the number commit or roll back
 * together, as before. The format is applied in SQL around the sequence (padded like
 * `formatDocumentNumber`, never cut), every other token in JavaScript.
 */
export function nextDocumentNumberInStatement(tx: Tx, input: NextNumberInput): NumberInStatement {
  const { kind, scope, year } = checkKey(input);
  const value = sql`(select last_value from taken)`;
  const parts = input.format.split(/(\{N+\})/).filter(Boolean);
  const pieces = parts.map((part) => {
    const digits = /^\{(N+)\}$/.exec(part)?.[1]?.length;
    if (digits) return sql`lpad(${value}::text, greatest(${sql.raw(String(digits))}, length(${value}::text)), '0')`;
    return sql`${formatDocumentNumber(part, { year, sequence: 0, officeCode: input.officeCode })}::text`;
  });
  return {
    taken: takeNextSql(tx, kind, scope, year),
    sequence: sql<number>`${value}`,
    number: sql<string>`(${sql.join(pieces, sql` || `)})`,
  };
}

/**
 * The number the next registration would probably get (a preview for forms; it takes no lock
 * and is not reserved, so another clerk may take it first).
 */
export async function peekDocumentNumber(db: Executor, input: NextNumberInput): Promise<DocumentNumber> {
  const { kind, scope, year } = checkKey(input);
  const [row] = await db
    .select({ last_value: documentSequences.last_value })
    .from(documentSequences)
    .where(and(eq(documentSequences.kind, kind), eq(documentSequences.scope, scope), eq(documentSequences.year, year)));
  const sequence = (row?.last_value ?? 0) + 1;
  return {
    sequence,
    number: formatDocumentNumber(input.format, { year, sequence, officeCode: input.officeCode }),
  };
}

/** The year a document registered at `at` is numbered in: the calendar year in the organisation's time zone (America/Lima). */
export function numberingYear(at: Date = new Date()): number {
  return Number(calendarDate(at).slice(0, 4));
}
