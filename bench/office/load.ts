/**
 * What the office bench adds to the correspondence load (bench/correspondence/load.ts): entry
 * and output requests, supporting documents of both kinds, and one person who sees every
 * supporting document (`-all`, which no demo role holds): the second person of OCI, the
 * internal control office. Then the number sequences continue where the loaded numbers end, and
 * every sequence is checked: numbers 1..N, N the sequence's value, the last one as the app formats it.
 */
import { formatDocumentNumber } from '@shared/document-number';
import type { Settings } from '@shared/schemas/configs';
import type pg from 'pg';
import type { LoadExtension } from '../correspondence/load';
import { calendar } from '../correspondence/load-sql';
import { loadRequests } from './load-requests';
import { loadSupporting } from './load-supporting';

export interface OfficeCounts {
  entryRequests: number;
  outputRequests: number;
  supportingEntries: number;
  supportingOutputs: number;
}

/** The person given `-all` on supporting documents (OCI's second person, `oci2`). */
export const AUDITOR = 'oci2';

const AUDIT_ROLE = {
  name: 'Control de documentos de apoyo',
  description: 'Consulta los documentos de apoyo de todas las oficinas.',
  permissions: [
    'supporting-entries-all',
    'supporting-outputs-all',
    'supporting-entries-show',
    'supporting-outputs-show',
  ],
};

async function addAuditor(c: pg.Client): Promise<void> {
  const { rows } = await c.query<{ id: number }>('insert into roles (name, description) values ($1, $2) returning id', [
    AUDIT_ROLE.name,
    AUDIT_ROLE.description,
  ]);
  const roleId = rows[0]!.id;
  await c.query('insert into role_permissions (role_id, permission) select $1, unnest($2::text[])', [
    roleId,
    AUDIT_ROLE.permissions,
  ]);
  const { rowCount } = await c.query(
    'insert into user_roles (user_id, role_id) select id, $2 from users where username = $1',
    [AUDITOR, roleId],
  );
  if (rowCount !== 1) throw new Error(`The bench's reference data has no user ${AUDITOR}.`);
}

/** The sequences as the services keep them: requests per kind and year, supporting documents per office too. */
const SEQUENCES = [
  { kind: 'entry-requests', from: `requests where kind = 'entry'`, scope: `''` },
  { kind: 'output-requests', from: `requests where kind = 'output'`, scope: `''` },
  { kind: 'supporting-entries', from: 'supporting_entries where true', scope: 'office_id::text' },
  { kind: 'supporting-outputs', from: 'supporting_outputs where true', scope: 'office_id::text' },
] as const;

type Format = keyof Settings['number_formats'];
const FORMATS: Record<(typeof SEQUENCES)[number]['kind'], Format> = {
  'entry-requests': 'entry_requests',
  'output-requests': 'output_requests',
  'supporting-entries': 'supporting_entries',
  'supporting-outputs': 'supporting_outputs',
};

async function alignAndCheck(c: pg.Client, formats: Settings['number_formats']): Promise<string[]> {
  const lines: string[] = [];
  for (const { kind, from, scope } of SEQUENCES) {
    await c.query(
      `insert into document_sequences (kind, scope, year, last_value)
       select $1, ${scope}, year, max(sequence) from ${from} group by 2, 3
       on conflict (kind, scope, year) do update set last_value = excluded.last_value, updated_at = now()`,
      [kind],
    );
    const { rows } = await c.query<{
      scope: string;
      year: number;
      n: number;
      distinct_n: number;
      min: number;
      max: number;
      last_value: number | null;
      number: string;
      code: string | null;
    }>(
      `select t.scope, t.year, count(*)::int as n, count(distinct t.sequence)::int as distinct_n, min(t.sequence) as min,
              max(t.sequence) as max, s.last_value, (array_agg(t.number order by t.sequence desc))[1] as number,
              (select code from offices o where o.id::text = t.scope) as code
       from (select ${scope} as scope, year, sequence, number from ${from}) t
       left join document_sequences s on s.kind = $1 and s.scope = t.scope and s.year = t.year
       group by t.scope, t.year, s.last_value`,
      [kind],
    );
    const problems = rows.filter(
      (r) =>
        r.n !== r.max ||
        r.distinct_n !== r.n ||
        r.min !== 1 ||
        r.last_value !== r.max ||
        r.number !==
          formatDocumentNumber(formats[FORMATS[kind]], { year: r.year, sequence: r.max, officeCode: r.code }),
    );
    if (problems.length > 0)
      throw new Error(`${kind}: numbering has gaps or is out of step: ${JSON.stringify(problems.slice(0, 5))}`);
    const total = rows.reduce((sum, r) => sum + r.n, 0);
    lines.push(`numbering · ${kind}: ${rows.length} sequences, ${total} numbers 1..N, gapless`);
  }
  return lines;
}

export function officeExtension(counts: OfficeCounts, citizens: number): LoadExtension {
  return {
    name: 'office',
    counts: { ...counts },
    tables: ['requests', 'supporting_entries', 'supporting_outputs'],
    async load(c, { ref, formats, phase }) {
      await addAuditor(c);
      await loadRequests(
        c,
        {
          entry: calendar(counts.entryRequests, formats.entry_requests),
          output: calendar(counts.outputRequests, formats.output_requests),
        },
        ref,
        citizens,
      );
      phase('requests');
      // Only the dates of the calendar are used: supporting documents are numbered per office.
      await loadSupporting(
        c,
        {
          entries: calendar(counts.supportingEntries, 'X-{AAAA}-{NNNN}'),
          outputs: calendar(counts.supportingOutputs, 'X-{AAAA}-{NNNN}'),
        },
        ref,
        citizens,
      );
      phase('supporting documents');
    },
    finish: alignAndCheck,
  };
}
