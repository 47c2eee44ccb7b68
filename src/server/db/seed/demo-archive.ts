/**
 * The demo central archive: the Sede central building with two deposits, their shelves, bodies
 * and levels, and boxes of the demo series placed on them (some levels full, some half, some
 * empty), so the archivist's location tree shows real occupancy; closed boxes with their
 * retention, documents inside, and some of the correspondence archived. Deterministic, through
 * the services.
 */
import { asc, eq, sql } from 'drizzle-orm';
import type { Caller } from '../../lib/records/caller';
import { createArchiveDocument } from '../../modules/archive-documents/archive-documents.service';
import type { ExpedientRow } from '../../modules/archive-expedients/archive-expedients.scope';
import {
  closeExpedient,
  createExpedient,
  placeExpedient,
} from '../../modules/archive-expedients/archive-expedients.service';
import type { Db, Executor, Tx } from '../client';
import {
  archiveDocuments,
  archiveExpedients,
  entries,
  offices,
  outputs,
  physicalLocations,
  series,
  subseries,
} from '../schema';
import { demoCallers } from './demo-correspondence';

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

/** How many boxes each level holds, in tree order: full, part-full and empty levels (72 placed). */
const FILL = [6, 6, 6, 4, 6, 5, 3, 0, 2, 0, 0, 0, 6, 6, 1, 0, 8, 8, 5, 0, 0];

/** Units registered in all; those beyond the placed ones wait on the reception table. */
const UNITS = 80;

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

/** Two loose documents of the unit's year (the date range and folios follow from them). */
async function fileLoose(tx: Tx, caller: Caller, unit: ExpedientRow, year: number, n: number) {
  const titles = ['Informe técnico', 'Oficio de remisión', 'Acta de reunión', 'Memorando de conformidad'];
  let folio = 1;
  for (let k = 0; k < 2; k++) {
    const folios = 2 + ((n + k) % 7);
    await createArchiveDocument(tx, caller, {
      expedient_id: unit.id,
      position: null,
      folio_from: folio,
      folio_to: folio + folios - 1,
      notes: null,
      source_kind: null,
      source_id: null,
      title: `${titles[(n + k) % titles.length]} N.° ${String(n * 3 + k).padStart(3, '0')}-${year}`,
      document_date: `${year}-${String(3 + k * 6).padStart(2, '0')}-${String(10 + (n % 15)).padStart(2, '0')}`,
    });
    folio += folios;
  }
}

/**
 * The archive's units, made through their services as the archivist would: registered with their
 * office, series and subseries, most placed on the shelves in reading order, the older ones with
 * documents and closed on the last day of their year (their retention computed, some already
 * due), and a few attended entries and delivered outputs archived into the open ones.
 */
export async function seedDemoArchive(db: Db): Promise<{ levels: number; boxes: number }> {
  const archivist = (await demoCallers(db)).get('archivero');
  return db.transaction(async (tx) => {
    const kinds = await tx
      .select({
        series_id: series.id,
        subseries_id: subseries.id,
        series: series.name,
        subseries: subseries.name,
        office_id: sql<number | null>`coalesce(${subseries.office_id}, ${series.office_id})`,
      })
      .from(subseries)
      .innerJoin(series, eq(series.id, subseries.series_id))
      .orderBy(asc(subseries.id));
    const levels = await seedTree(tx);
    if (!archivist) return { levels: levels.length, boxes: 0 };
    const [fallback] = await tx.select({ id: offices.id }).from(offices).orderBy(asc(offices.id)).limit(1);
    const slots = levels.flatMap((level, i) =>
      Array.from({ length: FILL[i] ?? 0 }, (_, p) => ({ level, position: p + 1 })),
    );
    const open: ExpedientRow[] = [];
    for (let n = 1; n <= UNITS; n++) {
      const kind = kinds.length > 0 ? kinds[n % kinds.length]! : null;
      const year = 2015 + (n % 9);
      let unit = await createExpedient(tx, archivist, {
        code: `CAJA-${String(n).padStart(3, '0')}`,
        title: kind ? `${kind.series} · ${kind.subseries} ${year}` : `Documentación administrativa ${year}`,
        kind: n % 9 === 0 ? 'archivador' : 'caja',
        box_number: n,
        container_id: null,
        office_id: kind?.office_id ?? fallback!.id,
        series_id: kind?.series_id ?? null,
        subseries_id: kind?.subseries_id ?? null,
        medium: n % 11 === 0 ? 'hibrido' : 'fisico',
        notes: null,
      });
      const slot = slots[n - 1];
      if (slot)
        unit = await placeExpedient(tx, archivist, unit.id, {
          version: unit.version,
          location_id: slot.level,
          position: slot.position,
        });
      if (n <= 24 && kind) {
        await fileLoose(tx, archivist, unit, year, n);
        const [current] = await tx.select().from(archiveExpedients).where(eq(archiveExpedients.id, unit.id));
        // The older ones are closed at the end of their year; the rest stay open for more documents.
        if (year <= 2020)
          await closeExpedient(tx, archivist, unit.id, { version: current!.version, closed_on: `${year}-12-31` });
        else open.push(current!);
      } else if (n > 72) open.push(unit);
    }
    await archiveCorrespondence(tx, archivist, open);
    return { levels: levels.length, boxes: slots.length };
  });
}

/** Four attended entries and two delivered outputs, archived into open units after their last folio. */
async function archiveCorrespondence(tx: Tx, caller: Caller, open: ExpedientRow[]) {
  const attended = await tx
    .select({ id: entries.id, folios: entries.folios })
    .from(entries)
    .where(eq(entries.state, 'atendido'))
    .orderBy(asc(entries.received_at))
    .limit(4);
  const delivered = await tx
    .select({ id: outputs.id, folios: outputs.folios })
    .from(outputs)
    .where(eq(outputs.state, 'entregado'))
    .orderBy(asc(outputs.issued_at))
    .limit(2);
  const sources = [
    ...attended.map((r) => ({ kind: 'entries' as const, ...r })),
    ...delivered.map((r) => ({ kind: 'outputs' as const, ...r })),
  ];
  for (const [i, source] of sources.entries()) {
    const unit = open[i % Math.max(open.length, 1)];
    if (!unit) return;
    const [last] = await tx
      .select({ folio: sql<number>`coalesce(max(${archiveDocuments.folio_to}), 0)::int` })
      .from(archiveDocuments)
      .where(eq(archiveDocuments.expedient_id, unit.id));
    const from = Number(last?.folio ?? 0) + 1;
    await createArchiveDocument(tx, caller, {
      expedient_id: unit.id,
      position: null,
      folio_from: from,
      folio_to: from + Math.max(1, source.folios) - 1,
      notes: null,
      source_kind: source.kind,
      source_id: source.id,
      title: null,
      document_date: null,
    });
  }
}
