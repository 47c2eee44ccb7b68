/**
 * The catalogues the generated documents point at, added to the demo seed: a municipality's
 * offices with five people each (the demo users first), entry and output types, classifications.
 */
import type pg from 'pg';
import { CLASSIFICATIONS, ENTRY_TYPES, EXTRA_OFFICES, NAMES, OUTPUT_TYPES, SURNAMES } from './words';

/** Every office has exactly this many people in the generator's pools (a rectangular SQL array). */
export const PEOPLE_PER_OFFICE = 5;

export interface ReferenceData {
  /** Office id by code. */
  offices: Map<string, number>;
  /** `pool[officeId - 1]` = the ids of that office's people, head first. */
  pool: number[][];
  /** Entry type ids with their default response days, in ENTRY_TYPES order (common first). */
  entryTypes: { id: number; days: number }[];
  outputTypes: number[];
  /** Classification ids in CLASSIFICATIONS order. */
  classifications: number[];
}

const ids = (rows: { id: number }[]) => rows.map((r) => r.id);

async function roleId(c: pg.Client, name: string): Promise<number> {
  const { rows } = await c.query<{ id: number }>('select id from roles where name = $1', [name]);
  if (!rows[0]) throw new Error(`The demo seed has no role ${name}.`);
  return rows[0].id;
}

async function addOffices(c: pg.Client): Promise<Map<string, number>> {
  for (const office of EXTRA_OFFICES) {
    await c.query(
      `insert into offices (code, name, parent_id) select $1, $2, id from offices where code = $3
       on conflict (code) do nothing`,
      [office.code, office.name, office.parent],
    );
  }
  const { rows } = await c.query<{ id: number; code: string }>('select id, code from offices order by id');
  return new Map(rows.map((r) => [r.code, r.id]));
}

/** Fills every office up to PEOPLE_PER_OFFICE people (demo users kept), heads first. */
async function addPeople(c: pg.Client, offices: Map<string, number>): Promise<number[][]> {
  const { rows: demo } = await c.query<{ password_hash: string }>(
    `select password_hash from users where username = 'mesapartes'`,
  );
  const passwordHash = demo[0]?.password_hash;
  if (!passwordHash) throw new Error('Seed the demo users first.');
  const roles = {
    head: await roleId(c, 'Jefe de oficina'),
    worker: await roleId(c, 'Servidor de oficina'),
    desk: await roleId(c, 'Mesa de partes'),
  };
  const pool: number[][] = [];
  for (const [code, officeId] of offices) {
    const { rows: people } = await c.query<{ id: number }>(
      `select u.id from users u left join offices o on o.head_user_id = u.id
       where u.office_id = $1 order by (o.id is null), u.id`,
      [officeId],
    );
    for (let k = people.length; k < PEOPLE_PER_OFFICE; k++) {
      const n = officeId * 10 + k;
      const username = `${code.toLowerCase()}${k + 1}`;
      const { rows } = await c.query<{ id: number }>(
        `insert into users (username, email, password_hash, names, surnames, office_id, position)
         values ($1, $2, $3, $4, $5, $6, $7) returning id`,
        [
          username,
          `${username}@folio.local`,
          passwordHash,
          NAMES[n % NAMES.length],
          `${SURNAMES[n % SURNAMES.length]} ${SURNAMES[(n * 7) % SURNAMES.length]}`,
          officeId,
          k === 0 ? 'Jefe de oficina' : 'Especialista',
        ],
      );
      const id = rows[0]!.id;
      const role = code === 'MP' ? roles.desk : k === 0 ? roles.head : roles.worker;
      await c.query('insert into user_roles (user_id, role_id) values ($1, $2)', [id, role]);
      if (k === 0) await c.query('update offices set head_user_id = $1 where id = $2', [id, officeId]);
      people.push({ id });
    }
    pool[officeId - 1] = ids(people).slice(0, PEOPLE_PER_OFFICE);
  }
  // Office ids are 1..n on a fresh database; a hole would leave a row of the SQL array empty.
  for (let i = 0; i < pool.length; i++) pool[i] ??= Array(PEOPLE_PER_OFFICE).fill(pool[0]![0]);
  return pool;
}

export async function addReferenceData(c: pg.Client): Promise<ReferenceData> {
  const offices = await addOffices(c);
  const pool = await addPeople(c, offices);
  const entryTypes: { id: number; days: number }[] = [];
  for (const t of ENTRY_TYPES) {
    const { rows } = await c.query<{ id: number }>(
      'insert into type_entries (code, name, response_days) values ($1, $2, $3) returning id',
      [t.code, t.name, t.days],
    );
    entryTypes.push({ id: rows[0]!.id, days: t.days });
  }
  const outputTypes: number[] = [];
  for (const t of OUTPUT_TYPES) {
    const { rows } = await c.query<{ id: number }>(
      'insert into type_outputs (code, name) values ($1, $2) returning id',
      [t.code, t.name],
    );
    outputTypes.push(rows[0]!.id);
  }
  const classifications: number[] = [];
  for (const k of CLASSIFICATIONS) {
    const { rows } = await c.query<{ id: number }>(
      'insert into document_classifications (name, restricted) values ($1, $2) returning id',
      [k.name, k.restricted],
    );
    classifications.push(rows[0]!.id);
  }
  return { offices, pool, entryTypes, outputTypes, classifications };
}
