/** The location tree: where each kind hangs, computed codes and occupancy, moving, capacity and deletion rules. */
import { expect, it } from 'vitest';
import { archiveExpedients } from '../../db/schema';
import { call, describeEachDatabase, login } from '../../test/harness';

interface Node {
  id: number;
  version: number;
  topographic_code: string;
  capacity_total: number;
  occupied: number;
}

describeEachDatabase('physical locations', (ctx) => {
  let token = '';
  const api = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown) =>
    call(ctx().app, method, url, { token, body });
  /** A new node, with no name nor notes; the raw answer. */
  const post = (kind: string, code: string, parent_id: number | null | undefined, capacity: number | null = null) =>
    api('POST', '/api/v1/physical-locations', { kind, code, parent_id, capacity, name: null, notes: null });
  const create = async (kind: string, code: string, parent_id: number | null, capacity: number | null = null) => {
    const res = await post(kind, code, parent_id, capacity);
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data as Node;
  };
  const ids: Record<string, number> = {};
  let unit = 0;
  const place = (code: string, position: number) =>
    ctx()
      .app.db.insert(archiveExpedients)
      .values({
        code: `CAJA-${++unit}`,
        title: `Caja ${unit}`,
        location_id: ids[code]!,
        position,
      });

  it('builds building → deposit → shelf → body → level and computes the topographic code', async () => {
    token = await login(ctx().app, 'archivero');
    ids.A = (await create('edificio', 'a', null)).id;
    ids.D1 = (await create('deposito', 'D1', ids.A)).id;
    ids.D2 = (await create('deposito', 'D2', ids.A)).id;
    ids.E02 = (await create('estante', 'E02', ids.D1)).id;
    ids.C1 = (await create('cuerpo', 'C1', ids.E02)).id;
    const level = await create('nivel', 'N3', ids.C1, 4);
    ids.N3 = level.id;
    ids.N4 = (await create('nivel', 'N4', ids.C1, 6)).id;
    expect(level).toMatchObject({ topographic_code: 'A-D1-E02-C1-N3', capacity_total: 4, occupied: 0 });
    const shown = await api('GET', `/api/v1/physical-locations/${ids.E02}`);
    expect(shown.json().data).toMatchObject({
      topographic_code: 'A-D1-E02',
      capacity_total: 10,
      children_count: 1,
      parent: { id: ids.D1, kind: 'deposito', topographic_code: 'A-D1' },
      can: { update: true, delete: true },
    });
  });

  it('refuses a node under the wrong kind, a capacity outside levels and a code taken beside it', async () => {
    const wrong = await post('nivel', 'N9', ids.D1);
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors).toEqual({
      parent_id: ['Nivel va dentro de un cuerpo, no de un depósito.'],
      capacity: ['Indique cuántas cajas caben en el nivel.'],
    });
    const rootless = await post('estante', 'E09', null, 3);
    expect(rootless.json().errors).toEqual({
      parent_id: ['Elija un depósito que lo contenga.'],
      capacity: ['Solo los niveles tienen capacidad; la de los demás es la suma de sus niveles.'],
    });
    const taken = await post('deposito', 'd1', ids.A);
    expect(taken.json().errors).toEqual({ code: ['Ya existe una ubicación con el código D1 en el mismo lugar.'] });
    const dashed = await post('deposito', 'D-3', ids.A);
    expect(dashed.json().errors.code).toEqual(['Use letras, números, punto o guion bajo, sin espacios ni guiones.']);
    // The same code under another parent is fine: codes are unique among siblings.
    expect((await create('estante', 'E02', ids.D2!)).topographic_code).toBe('A-D2-E02');
  });

  it('counts occupancy up the tree and finds the next free position', async () => {
    await place('N3', 1);
    await place('N3', 2);
    await place('N3', 4);
    const tree = (await api('GET', '/api/v1/physical-locations/tree')).json().data as (Node & { kind: string })[];
    const byCode = new Map(tree.map((n) => [n.topographic_code, n]));
    expect(byCode.get('A')).toMatchObject({ capacity_total: 10, occupied: 3 });
    expect(byCode.get('A-D1-E02-C1-N3')).toMatchObject({ capacity_total: 4, occupied: 3 });
    expect(byCode.get('A-D2')).toMatchObject({ capacity_total: 0, occupied: 0 });
    expect(tree.map((n) => n.topographic_code).slice(0, 4)).toEqual(['A', 'A-D1', 'A-D1-E02', 'A-D1-E02-C1']);

    const contents = (await api('GET', `/api/v1/physical-locations/${ids.N3}/contents`)).json().data;
    expect(contents.positions.map((p: { code: string; unit: unknown }) => [p.code, p.unit !== null])).toEqual([
      ['P01', true],
      ['P02', true],
      ['P03', false],
      ['P04', true],
    ]);
    expect(contents.next_free).toMatchObject({
      location_id: ids.N3,
      position: 3,
      topographic_code: 'A-D1-E02-C1-N3-P03',
    });
    await place('N3', 3);
    const fromShelf = (await api('GET', `/api/v1/physical-locations/${ids.E02}/contents`)).json().data;
    expect(fromShelf.next_free).toMatchObject({
      location_id: ids.N4,
      position: 1,
      topographic_code: 'A-D1-E02-C1-N4-P01',
    });
    expect(fromShelf.children.map((c: Node) => c.topographic_code)).toEqual(['A-D1-E02-C1']);
    const empty = (await api('GET', `/api/v1/physical-locations/${ids.D2}/contents`)).json().data;
    expect(empty.next_free).toBeNull();
  });

  it('moves a shelf with everything on it to another deposit', async () => {
    const shelf = (await api('GET', `/api/v1/physical-locations/${ids.E02}`)).json().data;
    const clash = await api('PUT', `/api/v1/physical-locations/${ids.E02}`, { ...shelf, parent_id: ids.D2 });
    expect(clash.json().errors).toEqual({ code: ['Ya existe una ubicación con el código E02 en el mismo lugar.'] });
    const moved = await api('PUT', `/api/v1/physical-locations/${ids.E02}`, {
      ...shelf,
      code: 'E05',
      parent_id: ids.D2,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().data).toMatchObject({ topographic_code: 'A-D2-E05', occupied: 4, version: shelf.version + 1 });
    const level = (await api('GET', `/api/v1/physical-locations/${ids.N3}/contents`)).json().data;
    expect(level.positions[0].topographic_code).toBe('A-D2-E05-C1-N3-P01');
    const tree = (await api('GET', '/api/v1/physical-locations/tree')).json().data as Node[];
    const deposits = tree.filter((n) => ['A-D1', 'A-D2'].includes(n.topographic_code));
    expect(deposits.map((d) => [d.topographic_code, d.occupied, d.capacity_total])).toEqual([
      ['A-D1', 0, 0],
      ['A-D2', 4, 10],
    ]);
    const history = (await api('GET', `/api/v1/physical-locations/${ids.E02}/history`)).json().data;
    expect(history[0]).toMatchObject({
      action: 'update',
      changes: { parent_id: [ids.D1, ids.D2], code: ['E02', 'E05'] },
    });
    const stale = await api('PUT', `/api/v1/physical-locations/${ids.E02}`, { ...shelf, parent_id: ids.D1 });
    expect(stale.statusCode).toBe(409);
  });

  it('keeps a level from shrinking under its boxes and a holder from changing kind', async () => {
    const level = (await api('GET', `/api/v1/physical-locations/${ids.N3}`)).json().data;
    const shrink = await api('PUT', `/api/v1/physical-locations/${ids.N3}`, { ...level, capacity: 3 });
    expect(shrink.json().errors).toEqual({
      capacity: ['La posición P04 está ocupada: la capacidad no puede ser menor que 4.'],
    });
    const grow = await api('PUT', `/api/v1/physical-locations/${ids.N3}`, { ...level, capacity: 8 });
    expect(grow.json().data).toMatchObject({ capacity: 8, capacity_total: 8, occupied: 4 });
    const body = (await api('GET', `/api/v1/physical-locations/${ids.C1}`)).json().data;
    const rekind = await api('PUT', `/api/v1/physical-locations/${ids.C1}`, {
      ...body,
      kind: 'estante',
      parent_id: ids.D2,
    });
    expect(rekind.json().errors.kind).toEqual([
      'No se puede cambiar el tipo de una ubicación que contiene otras o tiene cajas.',
    ]);
  });

  it('refuses to delete a location holding boxes or other locations, and deletes an empty one', async () => {
    const withBoxes = await api('DELETE', `/api/v1/physical-locations/${ids.N3}`);
    expect(withBoxes.statusCode).toBe(409);
    expect(withBoxes.json().message).toBe('No se puede eliminar: hay cajas en este nivel. Muévalas primero.');
    const holder = await api('DELETE', `/api/v1/physical-locations/${ids.D2}`);
    expect(holder.statusCode).toBe(409);
    expect(holder.json().message).toBe(
      'No se puede eliminar: contiene otras ubicaciones. Muévalas o elimínelas primero.',
    );
    expect((await api('DELETE', `/api/v1/physical-locations/${ids.N4}`)).statusCode).toBe(204);
    expect((await api('GET', `/api/v1/physical-locations/${ids.N4}`)).statusCode).toBe(404);
    expect((await api('GET', `/api/v1/physical-locations/${ids.N4}/contents`)).statusCode).toBe(404);
  });

  it('answers 403 to a user without the keys and filters the list by parent and kind', async () => {
    const outsider = await login(ctx().app, 'servidor');
    const denied = await call(ctx().app, 'GET', '/api/v1/physical-locations/tree', { token: outsider });
    expect(denied.statusCode).toBe(403);
    const list = await api('GET', `/api/v1/physical-locations?parent_id=${ids.A}&sort=code`);
    expect(list.json().data.map((n: Node) => n.topographic_code)).toEqual(['A-D1', 'A-D2']);
    const levels = await api('GET', '/api/v1/physical-locations?kind=nivel');
    expect(levels.json().meta.total).toBe(1);
  });
});
