/**
 * The demo central archive: the Sede central building with two deposits, their shelves, bodies
 * and levels, and boxes of the demo series placed on them (some levels full, some half, some
 * empty), so the archivist's location tree shows real occupancy. Deterministic.
 */
import { asc, eq } from 'drizzle-orm';
import type { Db, Executor } from '../client';
import { archiveExpedients, physicalLocations, series, subseries, users } from '../schema';

interface Shelf {
  code: string;
  name: string;
  bodies: number;
  levels: number;
  capacity: number;
}

const DEPOSITS: readonly { code: string; name: string; shelves: readonly Shelf[] }[] = [
  {
    code: 'D1',
    name: 'Depósito 1 · Documentación administrativa',
    shelves: [
      { code: 'E01', name: 'Estante metálico 1', bodies: 2, levels: 4, capacity: 6 },
      { code: 'E02', name: 'Estante metálico 2', bodies: 2, levels: 4, capacity: 6 },
    ],
  },
  {
    code: 'D2',
    name: 'Depósito 2 · Documentación jurídica y contable',
    shelves: [{ code: 'E01', name: 'Estante rodante 1', bodies: 1, levels: 5, capacity: 8 }],
  },
];

/** How many boxes each level holds, in tree order: full, part-full and empty levels. */
const FILL = [6, 6, 6, 4, 6, 5, 3, 0, 2, 0, 0, 0, 6, 6, 1, 0, 8, 8, 5, 0, 0];

async function insertNode(
  tx: Executor,
  values: { parent_id: number | null; kind: string; code: string; name?: string; capacity?: number },
): Promise<number> {
  const [row] = await tx.insert(physicalLocations).values(values).returning({ id: physicalLocations.id });
  return row!.id;
}

/** Inserts the demo tree; returns the ids of its levels in reading order. */
async function seedTree(tx: Executor): Promise<number[]> {
  const building = await insertNode(tx, { parent_id: null, kind: 'edificio', code: 'A', name: 'Sede central' });
  const levels: number[] = [];
  for (const deposit of DEPOSITS) {
    const depositId = await insertNode(tx, {
      parent_id: building,
      kind: 'deposito',
      code: deposit.code,
      name: deposit.name,
    });
    for (const shelf of deposit.shelves) {
      const shelfId = await insertNode(tx, {
        parent_id: depositId,
        kind: 'estante',
        code: shelf.code,
        name: shelf.name,
      });
      for (let b = 1; b <= shelf.bodies; b++) {
        const bodyId = await insertNode(tx, { parent_id: shelfId, kind: 'cuerpo', code: `C${b}` });
        for (let n = 1; n <= shelf.levels; n++) {
          levels.push(
            await insertNode(tx, { parent_id: bodyId, kind: 'nivel', code: `N${n}`, capacity: shelf.capacity }),
          );
        }
      }
    }
  }
  return levels;
}

export async function seedDemoArchive(db: Db, now: Date = new Date()): Promise<{ levels: number; boxes: number }> {
  return db.transaction(async (tx) => {
    const [archivist] = await tx.select({ id: users.id }).from(users).where(eq(users.username, 'archivero'));
    const kinds = await tx
      .select({ series: series.name, subseries: subseries.name })
      .from(subseries)
      .innerJoin(series, eq(series.id, subseries.series_id))
      .orderBy(asc(subseries.id));
    const titles =
      kinds.length > 0 ? kinds.map((k) => `${k.series} · ${k.subseries}`) : ['Documentación administrativa'];
    const levels = await seedTree(tx);
    const boxes = [];
    let box = 0;
    for (const [i, level] of levels.entries()) {
      for (let position = 1; position <= (FILL[i] ?? 0); position++) {
        box++;
        const year = 2015 + (box % 9);
        boxes.push({
          code: `CAJA-${String(box).padStart(3, '0')}`,
          title: `${titles[box % titles.length]} ${year}`,
          kind: 'caja',
          box_number: box,
          location_id: level,
          position,
          placed_at: new Date(now.getTime() - (120 - box) * 86_400_000),
          placed_by: archivist?.id ?? null,
        });
      }
    }
    if (boxes.length > 0) await tx.insert(archiveExpedients).values(boxes);
    return { levels: levels.length, boxes: boxes.length };
  });
}
