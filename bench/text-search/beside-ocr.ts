/**
 * The API while OCR runs (target: within 20 % of idle): the Ingresos list of Mesa de partes and a
 * registration, one client each at the same time, `RATE` requests a second each (a busy front
 * desk; a client sending its next request at once would leave OCR, which stops while requests are
 * answered, no moment to run), in windows of `seconds`.
 */
import type pg from 'pg';
import { type BenchServer, percentile, run } from '../correspondence/http';

const RATE = 10;

export interface Times {
  list: number[];
  registration: number[];
}

export const emptyTimes = (): Times => ({ list: [], registration: [] });

export function addTimes(into: Times, from: Times): void {
  into.list.push(...from.list);
  into.registration.push(...from.registration);
}

export const p95 = (times: number[]) =>
  percentile(
    [...times].sort((a, b) => a - b),
    95,
  );

export interface Probe {
  /** One window: the list's and the registration's request times. */
  window(): Promise<Times>;
}

export async function apiProbe(
  c: pg.Client,
  server: BenchServer,
  auth: Record<string, string>,
  seconds: number,
): Promise<Probe> {
  const { rows: types } = await c.query<{ id: number }>('select id from type_entries');
  const { rows: offices } = await c.query<{ id: number }>(`select id from offices where code <> 'MP'`);
  const { rows: citizens } = await c.query<{ n: number }>('select max(id)::int as n from citizens');
  const any = <T>(list: T[]) => list[Math.floor(Math.random() * list.length)]!;
  const body = () =>
    JSON.stringify({
      channel: 'presencial',
      type_entry_id: any(types).id,
      sender_id: 1 + Math.floor(Math.random() * citizens[0]!.n),
      subject: 'Solicitud de constancia (junto al OCR)',
      folios: 1,
      destination_office_id: any(offices).id,
      priority: 'normal',
    });
  const list = { base: server.base, headers: auth, path: () => '/api/v1/entries', connections: 1, seconds, rate: RATE };
  const registration = { ...list, method: 'POST' as const, body, expect: 201 };
  const window = async () => {
    const [l, r] = await Promise.all([run(list), run(registration)]);
    return { list: l.times, registration: r.times };
  };
  // A warm-up window: the first requests of a connection compile the routes' code.
  await window();
  return { window };
}
