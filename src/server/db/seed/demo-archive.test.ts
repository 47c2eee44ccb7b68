/** The demo archive: a building with two deposits whose levels are full, part-full and empty, as the archivist reads it. */
import { beforeAll, expect, it } from 'vitest';
import { call, describeEachDatabase, login } from '../../test/harness';
import { seedDemoArchive } from './demo-archive';

interface Node {
  kind: string;
  topographic_code: string;
  capacity_total: number;
  occupied: number;
}

describeEachDatabase('demo archive', (ctx) => {
  let made: { levels: number; boxes: number };
  beforeAll(async () => {
    made = await seedDemoArchive(ctx().app.db);
  });

  it('lists the archivist every unit, most of them on the shelves', async () => {
    const token = await login(ctx().app, 'archivero');
    const all = (await call(ctx().app, 'GET', '/api/v1/archive-expedients?per_page=100', { token })).json();
    expect(all.meta.total).toBe(80);
    const waiting = await call(ctx().app, 'GET', '/api/v1/archive-expedients?placed=false', { token });
    expect(waiting.json().meta.total).toBe(8);
  });

  it('shows the archivist two deposits with shelves and occupancy at every level of the tree', async () => {
    const token = await login(ctx().app, 'archivero');
    const tree = (await call(ctx().app, 'GET', '/api/v1/physical-locations/tree', { token })).json().data as Node[];
    expect(made.levels).toBe(21);
    const byCode = new Map(tree.map((n) => [n.topographic_code, n]));
    expect(tree.filter((n) => n.kind === 'deposito').map((n) => n.topographic_code)).toEqual(['A-D1', 'A-D2']);
    expect(byCode.get('A')).toMatchObject({ capacity_total: 16 * 6 + 5 * 8, occupied: made.boxes });
    expect(byCode.get('A-D1-E01-C1-N1')).toMatchObject({ capacity_total: 6, occupied: 6 });
    expect(byCode.get('A-D1-E01-C2-N4')).toMatchObject({ occupied: 0 });
    expect(byCode.get('A-D2-E01-C1')).toMatchObject({ capacity_total: 40, occupied: 21 });
    expect(made.boxes).toBe(72);
  });
});
