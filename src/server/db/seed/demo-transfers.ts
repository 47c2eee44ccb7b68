/**
 * The demo transfers (docs/domain.md §5.4), made through the services as the Oficina de Asesoría Jurídica
 * and the archivist would: boxes of its office archive with their expedients and documents,
 * closed at the end of their year; a transfer received (two boxes accepted and placed on the
 * shelves, one rejected with its observation); one sent and waiting for the archive; two closed
 * boxes still to transfer; and this year's transfer schedule.
 */
import { calendarDate } from '@shared/working-days';
import { asc, eq } from 'drizzle-orm';
import type { Caller } from '../../lib/records/caller';
import { createArchiveDocument } from '../../modules/archive-documents/archive-documents.service';
import type { ExpedientRow } from '../../modules/archive-expedients/archive-expedients.scope';
import { closeExpedient, createExpedient } from '../../modules/archive-expedients/archive-expedients.service';
import {
  createTransfer,
  receiveTransfer,
  sendTransfer,
} from '../../modules/archive-transfers/archive-transfers.service';
import { loadLocationTree, nextFreePosition } from '../../modules/physical-locations/physical-locations.service';
import type { Db, Tx } from '../client';
import { archiveExpedients, archiveTransferItems, archiveTransferSchedules, offices, series } from '../schema';
import { demoCallers } from './demo-correspondence';

const DAY = 86_400_000;

const TOPICS = [
  'Informes legales sobre contrataciones',
  'Opiniones sobre ordenanzas municipales',
  'Procesos judiciales en trámite',
  'Convenios interinstitucionales',
  'Recursos de apelación resueltos',
  'Informes sobre licencias de funcionamiento',
  'Procesos laborales concluidos',
];

/** A box of the office archive with two expedients of two documents each, all closed on 31 December. */
async function box(tx: Tx, archivist: Caller, office: number, serie: number, year: number, n: number) {
  const code = `OAJ-AG-${year}-${String(n).padStart(2, '0')}`;
  const unit = (over: Partial<ExpedientRow> & { code: string; title: string; kind: 'caja' | 'expediente' }) =>
    createExpedient(tx, archivist, {
      box_number: null,
      container_id: null,
      office_id: office,
      series_id: serie,
      subseries_id: null,
      medium: 'fisico',
      notes: null,
      ...over,
    } as Parameters<typeof createExpedient>[2]);
  const container = await unit({ code, title: `${TOPICS[n % TOPICS.length]} ${year}`, kind: 'caja', box_number: n });
  for (let e = 1; e <= 2; e++) {
    const expedient = await unit({
      code: `${code}-${e}`,
      title: `${TOPICS[(n + e) % TOPICS.length]} — legajo ${e}`,
      kind: 'expediente',
      container_id: container.id,
    });
    let folio = 1;
    for (let d = 0; d < 2; d++) {
      const folios = 3 + ((n + e + d) % 9);
      await createArchiveDocument(tx, archivist, {
        expedient_id: expedient.id,
        position: null,
        folio_from: folio,
        folio_to: folio + folios - 1,
        notes: null,
        source_kind: null,
        source_id: null,
        title: `Informe legal N.° ${String(n * 10 + e * 2 + d).padStart(3, '0')}-${year}-OAJ`,
        document_date: `${year}-${String(2 + e * 3 + d).padStart(2, '0')}-${String(5 + n).padStart(2, '0')}`,
      });
      folio += folios;
    }
    // Filing bumped its version (date range and folios).
    const [current] = await tx.select().from(archiveExpedients).where(eq(archiveExpedients.id, expedient.id));
    await closeExpedient(tx, archivist, expedient.id, { version: current!.version, closed_on: `${year}-12-31` });
  }
  const closed = await closeExpedient(tx, archivist, container.id, {
    version: container.version,
    closed_on: `${year}-12-31`,
  });
  return closed;
}

export async function seedDemoTransfers(db: Db, now = new Date()): Promise<{ transfers: number; boxes: number }> {
  const people = await demoCallers(db);
  const archivist = people.get('archivero');
  const head = people.get('jefe');
  const [oaj] = await db.select({ id: offices.id }).from(offices).where(eq(offices.code, 'OAJ'));
  const [gaf] = await db.select({ id: offices.id }).from(offices).where(eq(offices.code, 'GAF'));
  if (!archivist || !head || !oaj) return { transfers: 0, boxes: 0 };
  const own = await db
    .select({ id: series.id })
    .from(series)
    .where(eq(series.office_id, oaj.id))
    .orderBy(asc(series.code));
  const [serie] =
    own.length > 0 ? own : await db.select({ id: series.id }).from(series).orderBy(asc(series.id)).limit(1);
  if (!serie) return { transfers: 0, boxes: 0 };
  const year = Number(calendarDate(now).slice(0, 4));
  const day = (n: number) => calendarDate(new Date(now.getTime() - n * DAY));

  const boxes = await db.transaction(async (tx) => {
    const made: ExpedientRow[] = [];
    for (let n = 1; n <= 3; n++) made.push(await box(tx, archivist, oaj.id, serie.id, year - 3, n));
    for (let n = 1; n <= 4; n++) made.push(await box(tx, archivist, oaj.id, own[1]?.id ?? serie.id, year - 2, n));
    return made;
  });

  // Received: two boxes accepted and placed where the shelves have room, one sent back.
  await db.transaction(async (tx) => {
    const draft = await createTransfer(tx, head, {
      office_id: oaj.id,
      transfer_date: day(40),
      notes: 'Transferencia programada de informes legales.',
      expedient_ids: boxes.slice(0, 3).map((b) => b.id),
    });
    const sent = await sendTransfer(tx, head, draft.id, { version: draft.version });
    const tree = await loadLocationTree(tx);
    const root = [...tree.values()].find((n) => n.parent_id === null);
    const free = root ? await nextFreePosition(tx, tree, root.id) : null;
    const items = await tx
      .select({ id: archiveTransferItems.id })
      .from(archiveTransferItems)
      .where(eq(archiveTransferItems.transfer_id, sent.id))
      .orderBy(asc(archiveTransferItems.position));
    await receiveTransfer(tx, archivist, sent.id, {
      version: sent.version,
      decisions: items.map((item, i) =>
        i === 2
          ? {
              item_id: item.id,
              decision: 'rechazado',
              observation: 'Foliación incompleta: faltan los folios 4 a 6 del legajo 1.',
            }
          : { item_id: item.id, decision: 'aceptado', observation: null },
      ),
      placements: free ? [{ expedient_id: boxes[0]!.id, location_id: free.location_id, position: free.position }] : [],
    });
  });

  // Sent and waiting for the archive.
  await db.transaction(async (tx) => {
    const draft = await createTransfer(tx, head, {
      office_id: oaj.id,
      transfer_date: day(0),
      notes: null,
      expedient_ids: boxes.slice(3, 5).map((b) => b.id),
    });
    await sendTransfer(tx, head, draft.id, { version: draft.version });
  });

  await db.insert(archiveTransferSchedules).values([
    {
      year,
      office_id: oaj.id,
      month: 3,
      series_id: serie.id,
      notes: 'Informes legales con dos años en el archivo de gestión.',
    },
    ...(own[1] ? [{ year, office_id: oaj.id, month: 3, series_id: own[1].id, notes: null }] : []),
    ...(gaf
      ? [{ year, office_id: gaf.id, month: 5, series_id: null, notes: 'Todas sus series con plazo cumplido.' }]
      : []),
  ]);
  return { transfers: 2, boxes: boxes.length };
}
