/**
 * What the archive bench adds to a small correspondence load (bench/correspondence/load.ts): a
 * building with four deposits (fifty shelves each, five bodies, six levels of ten positions:
 * 60,000 positions), `expedients` units of which a fifth are boxes holding the rest (most
 * transferred and placed, some closed in their office, a few open), `documents` archived
 * documents in order with their folio ranges (the archived entries linked as their sources), and
 * `loans` temporary access permissions over the units (most returned, some active, some overdue,
 * some waiting). Retention dates follow the app's rule: closing date + years in office, + years
 * in the central archive. Each office has three series (eliminated, kept, selected after their
 * central period); one office head also gets the office archive keys (the scenarios' clerk).
 */
import type pg from 'pg';
import { ENTITY as PERMISSION_ENTITY } from '../../src/server/modules/archive-temporary-permissions/archive-temporary-permissions.scope';
import { PERMISSION_NUMBER_FORMAT } from '../../src/server/modules/archive-temporary-permissions/archive-temporary-permissions.service';
import type { LoadExtension } from '../correspondence/load';
import { TOPICS } from '../correspondence/words';

export interface ArchiveCounts {
  expedients: number;
  documents: number;
  loans: number;
}

const LEVEL_CAPACITY = 10;

/** The bench's building, down to its levels; answers the levels' ids in order. */
async function addLocations(c: pg.Client): Promise<number[]> {
  const ids = (rows: { id: number }[]) => rows.map((r) => r.id);
  const { rows } = await c.query<{ id: number }>(
    `insert into physical_locations (kind, code, name) values ('edificio', 'B', 'Edificio del archivo (bench)') returning id`,
  );
  const below = async (parents: number[], kind: string, count: number, prefix: string, capacity: number | null) =>
    ids(
      (
        await c.query<{ id: number }>(
          `insert into physical_locations (parent_id, kind, code, capacity)
           select p, $2, $3 || lpad(n::text, 2, '0'), $5::int
           from unnest($1::int[]) with ordinality as u(p, k), generate_series(1, $4::int) n order by k, n
           returning id`,
          [parents, kind, prefix, count, capacity],
        )
      ).rows,
    );
  const deposits = await below(ids(rows), 'deposito', 4, 'D', null);
  const shelves = await below(deposits, 'estante', 50, 'E', null);
  const bodies = await below(shelves, 'cuerpo', 5, 'C', null);
  return (await below(bodies, 'nivel', 6, 'N', LEVEL_CAPACITY)).sort((a, b) => a - b);
}

/** Three series per office (but the front desk): how long each is kept and what becomes of it. */
const SERIES = [
  { code: 'B01', name: 'Informes técnicos', years_office: 2, years_central: 8, disposition: 'E' },
  { code: 'B02', name: 'Resoluciones', years_office: 3, years_central: 10, disposition: 'CT' },
  { code: 'B03', name: 'Correspondencia', years_office: 1, years_central: 4, disposition: 'S' },
];

async function addSeries(c: pg.Client): Promise<void> {
  for (const one of SERIES)
    await c.query(
      `insert into series (code, name, office_id, years_office, years_central, disposition)
       select o.code || '-' || $1, $2 || ' de ' || o.name, o.id, $3, $4, $5 from offices o where o.code <> 'MP'`,
      [one.code, one.name, one.years_office, one.years_central, one.disposition],
    );
}

/** The role the bench gives an office's head to read their office's archive (the clerk of the scenarios). */
export const CLERK_ROLE = 'Archivo de oficina (bench)';

/** The first office head but the demo's `jefe` becomes their office's archive clerk. */
async function addOfficeArchiveClerk(c: pg.Client): Promise<void> {
  const { rows } = await c.query<{ id: number }>(
    `insert into roles (name, description) values ($1, 'Consulta el archivo de su oficina.') returning id`,
    [CLERK_ROLE],
  );
  await c.query(
    `insert into role_permissions (role_id, permission)
     select $1, unnest(array['archive-expedients-show', 'archive-documents-show'])`,
    [rows[0]!.id],
  );
  const { rowCount } = await c.query(
    `insert into user_roles (user_id, role_id)
     select u.id, $1 from users u join user_roles ur on ur.user_id = u.id join roles r on r.id = ur.role_id
     where r.name = 'Jefe de oficina' and u.username <> 'jefe' order by u.id limit 1`,
    [rows[0]!.id],
  );
  if (rowCount !== 1) throw new Error('The reference data has no office head.');
}

/**
 * $1 first id - 1, $2 expedients, $3 boxes, $4 series ids, $5 their offices, $6 subseries ids (0:
 * none), $7 years in office, $8 years in central, $9 dispositions, $10 level ids, $11 topics,
 * $12 the archivist. Boxes first (ids $1+1..$1+$3), then the units inside them.
 */
const EXPEDIENTS_SQL = `
insert into archive_expedients (id, code, title, kind, box_number, container_id, office_id, series_id, subseries_id,
  medium, state, date_from, date_to, closed_on, years_office, years_central, disposition, office_retention_until,
  central_retention_until, location_id, position, placed_at, placed_by, version, created_at, updated_at)
select x.id, x.code, x.title, x.kind, x.box_number, x.container_id, ($5::int[])[x.s], ($4::int[])[x.s],
  nullif(($6::int[])[x.s], 0), 'fisico', x.state,
  case when x.state <> 'abierto' then x.closed_on - 400 end, x.closed_on, x.closed_on,
  case when x.state <> 'abierto' then ($7::int[])[x.s] end, case when x.state <> 'abierto' then ($8::int[])[x.s] end,
  case when x.state <> 'abierto' then ($9::text[])[x.s] end,
  case when x.state <> 'abierto' then (x.closed_on + make_interval(years => ($7::int[])[x.s]))::date end,
  case when x.state <> 'abierto' then (x.closed_on + make_interval(years => ($7::int[])[x.s] + ($8::int[])[x.s]))::date end,
  x.location_id, x.position, case when x.location_id is not null then x.closed_on + 900 end,
  case when x.location_id is not null then $12::int end, 1, now() - interval '2 years', now()
from (
  select $1::int + i as id, y.kind, y.s, y.state,
    case when y.kind = 'caja' then 'CAJA-B-' || lpad(i::text, 6, '0') else 'EXP-B-' || lpad(i::text, 7, '0') end as code,
    case when y.kind = 'caja' then 'Caja ' || i || ' — ' else 'Expediente ' || i || ' — ' end
      || ($11::text[])[1 + (i * 7919) % array_length($11::text[], 1)] as title,
    case when y.kind = 'caja' then i end as box_number,
    case when y.kind <> 'caja' then $1::int + 1 + (i - 1) % $3::int end as container_id,
    case when y.state <> 'abierto' then date '2012-01-01' + (y.box * 37) % 4700 end as closed_on,
    case when y.kind = 'caja' and y.state = 'transferido' then ($10::int[])[1 + (i - 1) / ${LEVEL_CAPACITY}] end
      as location_id,
    case when y.kind = 'caja' and y.state = 'transferido' then 1 + (i - 1) % ${LEVEL_CAPACITY} end as position
  from generate_series(1, $2::int) i
  cross join lateral (select case when i <= $3::int then i else 1 + (i - 1) % $3::int end as box) b
  cross join lateral (select b.box,
    case when i <= $3::int then 'caja' else 'expediente' end as kind,
    1 + (b.box * 31) % array_length($4::int[], 1) as s,
    case when b.box % 20 = 0 then 'abierto' when b.box % 20 < 4 then 'cerrado' else 'transferido' end as state) y
) x`;

/**
 * $1 first id - 1, $2 documents, $3 first expedient inside a box, $4 how many, $5 topics, $6 the
 * archivist. Each unit's documents in order, five folios each; the first archived entries are
 * the sources of the first documents. The office is written here: the loader's triggers are off.
 */
const DOCUMENTS_SQL = `
insert into archive_documents (id, expedient_id, position, folio_from, folio_to, source_kind, source_id, title,
  document_date, archived_by, office_id, version, created_at, updated_at)
select $1::int + i, e.id, p.position, (p.position - 1) * 5 + 1, p.position * 5,
  case when s.id is not null then 'entries' end, s.id,
  ($5::text[])[1 + (i::bigint * 104729) % array_length($5::text[], 1)] || ' (documento ' || i || ')',
  date '2012-01-01' + (i::bigint * 13 % 4700)::int, $6::int, e.office_id, 1, now() - interval '2 years', now()
from generate_series(1, $2::int) i
join archive_expedients e on e.id = $3::int + (i - 1) % $4::int
cross join lateral (select 1 + (i - 1) / $4::int as position) p
left join (select id, row_number() over (order by id) as rn from entries where state = 'archivado') s on s.rn = i`;

/**
 * $1 first id - 1, $2 loans, $3 first expedient inside a box, $4 how many, $5 people (user ids),
 * $6 their offices, $7 the archivist, $8 the year, $9 the number's prefix, $10 the year's last
 * sequence. One unit per loan (the one-active-loan rule holds by construction).
 */
const LOANS_SQL = `
insert into archive_temporary_permissions (id, year, sequence, number, holder_id, holder_office_id, item_kind,
  item_id, item_label, item_office_id, type, reason, starts_on, until_on, original_until_on, state, requested_by,
  authorized_by, authorized_at, granted_by, granted_at, returned_at, received_by, version, created_at, updated_at)
select $1::int + i, $8::int, $10::int + i, $9::text || lpad(($10::int + i)::text, 6, '0'), h.holder, h.office, 'archive-expedients',
  e.id, e.code, e.office_id, case when i % 10 = 0 then 'acceso_digital' when i % 3 = 0 then 'consulta_sala' else 'prestamo_fisico' end,
  'Consulta de antecedentes para un informe', d.starts_on, d.starts_on + 10, d.starts_on + 10, d.state, $7::int,
  null, null, case when d.state in ('vigente', 'devuelto') then $7::int end,
  case when d.state in ('vigente', 'devuelto') then d.starts_on::timestamptz end,
  case when d.state = 'devuelto' then (d.starts_on + 7)::timestamptz end,
  case when d.state = 'devuelto' then $7::int end, 2, d.starts_on::timestamptz, now()
from generate_series(1, $2::int) i
join archive_expedients e on e.id = $3::int + (i - 1) % $4::int
cross join lateral (select ($5::int[])[1 + (i * 7) % array_length($5::int[], 1)] as holder,
  ($6::int[])[1 + (i * 7) % array_length($6::int[], 1)] as office) h
cross join lateral (select
  case when i % 100 < 85 then 'devuelto' when i % 100 < 93 then 'vigente' when i % 100 < 97 then 'solicitado'
       else 'por_autorizar' end as state,
  case when i % 100 < 85 then current_date - 30 - (i % 300)
       when i % 100 < 89 then current_date - 15 - (i % 10)
       else current_date - (i % 5) end as starts_on) d`;

export function archiveExtension(counts: ArchiveCounts): LoadExtension {
  return {
    name: 'archive',
    counts: { ...counts },
    tables: ['archive_expedients', 'archive_documents', 'archive_temporary_permissions'],
    async load(c, { phase }) {
      const levels = await addLocations(c);
      await addSeries(c);
      await addOfficeArchiveClerk(c);
      const { rows: people } = await c.query<{ id: number; office_id: number; archivist: boolean }>(
        `select id, office_id, username = 'archivero' as archivist from users where office_id is not null order by id`,
      );
      const archivist = people.find((p) => p.archivist)!.id;
      const { rows: retention } = await c.query<{
        series_id: number;
        office_id: number;
        subseries_id: number;
        years_office: number;
        years_central: number;
        disposition: string;
      }>(
        `select s.id as series_id, s.office_id, coalesce(ss.id, 0) as subseries_id,
                coalesce(ss.years_office, s.years_office, 2) as years_office,
                coalesce(ss.years_central, s.years_central, 8) as years_central,
                coalesce(ss.disposition, s.disposition, 'E') as disposition
         from series s left join subseries ss on ss.series_id = s.id where s.office_id is not null order by s.id, ss.id`,
      );
      const boxes = Math.ceil(counts.expedients / 5);
      if (levels.length * LEVEL_CAPACITY < boxes) throw new Error('More boxes than shelf positions.');
      const base = async (table: string) =>
        (await c.query<{ n: number }>(`select coalesce(max(id), 0)::int as n from ${table}`)).rows[0]!.n;
      const expedientBase = await base('archive_expedients');
      await c.query(EXPEDIENTS_SQL, [
        expedientBase,
        counts.expedients,
        boxes,
        retention.map((r) => r.series_id),
        retention.map((r) => r.office_id),
        retention.map((r) => r.subseries_id),
        retention.map((r) => r.years_office),
        retention.map((r) => r.years_central),
        retention.map((r) => r.disposition),
        levels,
        TOPICS,
        archivist,
      ]);
      phase('expedients and boxes');
      const inside = { first: expedientBase + boxes + 1, count: counts.expedients - boxes };
      await c.query(DOCUMENTS_SQL, [
        await base('archive_documents'),
        counts.documents,
        inside.first,
        inside.count,
        TOPICS,
        archivist,
      ]);
      await c.query(
        `update archive_expedients e set folios = d.folios, date_from = least(e.date_from, d.first), date_to = greatest(e.date_to, d.last)
         from (select expedient_id, sum(folio_to - folio_from + 1)::int as folios, min(document_date) as first,
                      max(document_date) as last from archive_documents group by expedient_id) d
         where d.expedient_id = e.id and e.id >= $1`,
        [inside.first],
      );
      phase('archived documents');
      const year = new Date().getFullYear();
      await c.query(LOANS_SQL, [
        await base('archive_temporary_permissions'),
        counts.loans,
        inside.first,
        inside.count,
        people.map((p) => p.id),
        people.map((p) => p.office_id),
        archivist,
        year,
        PERMISSION_NUMBER_FORMAT.replace('{AAAA}', String(year)).replace('{NNNNNN}', ''),
        (
          await c.query<{ n: number }>(
            'select coalesce(max(sequence), 0)::int as n from archive_temporary_permissions where year = $1',
            [year],
          )
        ).rows[0]!.n,
      ]);
      phase('loans');
    },
    async finish(c) {
      // The next loan the app numbers continues the year's sequence.
      await c.query(
        `insert into document_sequences (kind, scope, year, last_value)
         select $1, '', year, max(sequence) from archive_temporary_permissions group by year
         on conflict (kind, scope, year) do update set last_value = excluded.last_value, updated_at = now()`,
        [PERMISSION_ENTITY],
      );
      const { rows } = await c.query<{ n: number; placed: number; due: number }>(
        `select count(*)::int as n, count(location_id)::int as placed,
                count(*) filter (where central_retention_until <= current_date)::int as due from archive_expedients`,
      );
      const { rows: loans } = await c.query<{ state: string; n: number }>(
        `select state, count(*)::int as n from archive_temporary_permissions group by state order by state`,
      );
      return [
        `archive: ${rows[0]!.n} units, ${rows[0]!.placed} placed, ${rows[0]!.due} past their central retention`,
        `archive: loans ${loans.map((l) => `${l.state} ${l.n}`).join(', ')}`,
      ];
    },
  };
}
