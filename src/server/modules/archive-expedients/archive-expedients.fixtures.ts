/** What the archive API tests share: a series with a subseries, a small location tree, `create` and `post`. */
import { expect } from 'vitest';
import type { AnsweredRecord } from '../../test/fixtures';
import { call, type TestApp } from '../../test/harness';
import { type EntryFixtures, entryFixtures } from '../entries/entries.fixtures';

export type Unit = AnsweredRecord & { code: string };

export interface ArchiveFixtures {
  /** `serie` (3 + 5 years, E) with `subserie` (2 + 8 years, CT); `levels` two levels of 3 positions; `shelf` their shelf. */
  ids: { serie: number; subserie: number; shelf: number; levels: [number, number] };
  create(over?: Record<string, unknown>, token?: string): Promise<Unit>;
  /** `POST` with the admin's token unless another is given; the raw answer. */
  post(url: string, body: Record<string, unknown>, token?: string): ReturnType<typeof call>;
}

let made = 0;

/** `f`: the entries fixtures (demo tokens, office ids by code). */
export async function archiveFixtures(
  { app }: TestApp,
  f: { tokens: { admin: string }; ids: Record<string, number> },
): Promise<ArchiveFixtures> {
  const admin = f.tokens.admin;
  made += 1;
  const post = (url: string, body: Record<string, unknown>, token = admin) => call(app, 'POST', url, { token, body });
  const created = async (url: string, body: Record<string, unknown>) => {
    const res = await post(url, body);
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data.id as number;
  };
  const serie = await created('/api/v1/series', {
    code: `S${made}`,
    name: `Contratos ${made}`,
    office_id: f.ids.GAF,
    years_office: 3,
    years_central: 5,
    disposition: 'E',
  });
  const subserie = await created('/api/v1/subseries', {
    series_id: serie,
    code: `S${made}.1`,
    name: `Contratos de obra ${made}`,
    office_id: f.ids.GAF,
    years_office: 2,
    years_central: 8,
    disposition: 'CT',
  });
  const node = (kind: string, parent_id: number | null, code: string, capacity: number | null = null) =>
    created('/api/v1/physical-locations', { kind, parent_id, code, name: null, capacity, notes: null });
  const building = await node('edificio', null, `T${made}`);
  const deposit = await node('deposito', building, 'D1');
  const shelf = await node('estante', deposit, 'E01');
  const body = await node('cuerpo', shelf, 'C1');
  const levels: [number, number] = [await node('nivel', body, 'N1', 3), await node('nivel', body, 'N2', 3)];
  let units = 0;
  const create = async (over: Record<string, unknown> = {}, token = admin) => {
    units += 1;
    const res = await post(
      '/api/v1/archive-expedients',
      {
        code: `EXP-${made}-${units}`,
        title: `Expediente de prueba ${units}`,
        kind: 'expediente',
        office_id: f.ids.GAF,
        ...over,
      },
      token,
    );
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data as Unit;
  };
  return { ids: { serie, subserie, shelf, levels }, create, post };
}

/** A suite's `beforeAll` setup: the entries fixtures (`f`) and the archive's on top of them (`a`). */
export async function archiveSetup(ctx: TestApp): Promise<{ f: EntryFixtures; a: ArchiveFixtures }> {
  const f = await entryFixtures(ctx);
  return { f, a: await archiveFixtures(ctx, f) };
}
