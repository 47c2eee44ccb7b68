/**
 * The demo disposal, made through the services like the archivist's work: three expedients of
 * Gerencia General whose retention ran out (memorandos, E; oficios, S, one kept by selection),
 * listed in an inventory; given a file store, its signed resolution (a generated one-page PDF) is
 * attached and it is approved, otherwise it stays a draft waiting for that file. Either way the
 * execution is left to do, so every demo shows a disposal in progress.
 */
import type { Settings } from '@shared/schemas/configs';
import { and, eq } from 'drizzle-orm';
import PDFDocument from 'pdfkit';
import { saveAttachments } from '../../lib/attachments/attachments';
import type { FileStore } from '../../lib/attachments/file-store';
import { actorOf } from '../../lib/records/caller';
import { readSettings } from '../../lib/settings/settings';
import { approveDisposal, registerDisposal } from '../../modules/archive-disposals/archive-disposals.service';
import { closeExpedient, createExpedient } from '../../modules/archive-expedients/archive-expedients.service';
import type { Db } from '../client';
import { offices, series, subseries } from '../schema';
import { demoCallers } from './demo-correspondence';

/** A one-page stand-in for the scanned resolution. */
function resolutionPdf(settings: Settings, number: string): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', margin: 72, info: { Producer: 'Folio', Title: number } });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve) => {
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
  });
  doc.font('Helvetica-Bold').fontSize(13).text(settings.institution_name, { align: 'center' });
  doc.moveDown().fontSize(12).text(`Resolución de Gerencia General N.° ${number}`, { align: 'center' });
  doc
    .moveDown()
    .font('Helvetica')
    .fontSize(11)
    .text('Se aprueba la eliminación de los documentos del inventario adjunto, cuyo plazo de retención venció.');
  doc.end();
  return done;
}

export const DEMO_RESOLUTION = '012-2026-GG';

export async function seedDemoDisposals(db: Db, files?: FileStore): Promise<{ disposals: number }> {
  const archivist = (await demoCallers(db)).get('archivero');
  if (!archivist) return { disposals: 0 };
  const [gg] = await db.select({ id: offices.id }).from(offices).where(eq(offices.code, 'GG'));
  const [serie] = await db.select({ id: series.id }).from(series).where(eq(series.code, 'GG-02'));
  if (!gg || !serie) return { disposals: 0 };
  const sub = async (code: string) =>
    (
      await db
        .select({ id: subseries.id })
        .from(subseries)
        .where(and(eq(subseries.series_id, serie.id), eq(subseries.code, code)))
    )[0]?.id ?? null;
  const units: [string, string, string, string][] = [
    ['GG-MEM-2018', 'Memorandos de Gerencia General 2018', '02', '2018-12-31'],
    ['GG-MEM-2019', 'Memorandos de Gerencia General 2019', '02', '2019-12-31'],
    ['GG-OF-2017', 'Oficios emitidos por Gerencia General 2017', '01', '2017-12-31'],
  ];
  const ids: number[] = [];
  for (const [code, title, subCode, closedOn] of units) {
    const subseriesId = await sub(subCode);
    ids.push(
      await db.transaction(async (tx) => {
        const unit = await createExpedient(tx, archivist, {
          code,
          title,
          kind: 'expediente',
          box_number: null,
          container_id: null,
          office_id: gg.id,
          series_id: serie.id,
          subseries_id: subseriesId,
          medium: 'fisico',
          notes: null,
        });
        await closeExpedient(tx, archivist, unit.id, { version: unit.version, closed_on: closedOn });
        return unit.id;
      }),
    );
  }
  const settings = (await readSettings(db)).settings;
  await db.transaction(async (tx) => {
    const draft = await registerDisposal(tx, archivist, {
      items: ids.map((id, i) => ({ expedient_id: id, keep: i === 2 })),
      notes: 'Memorandos y oficios de Gerencia General con retención cumplida.',
    });
    if (!files) return;
    await saveAttachments(tx, {
      store: files,
      ownerType: 'archive-disposals',
      ownerId: draft.id,
      files: [
        {
          filename: `Resolución ${DEMO_RESOLUTION}.pdf`,
          content: await resolutionPdf(settings, DEMO_RESOLUTION),
        },
      ],
      actor: actorOf(archivist),
    });
    await approveDisposal(tx, archivist, draft.id, {
      version: draft.version,
      resolution_number: DEMO_RESOLUTION,
      resolution_date: '2026-01-15',
    });
  });
  return { disposals: 1 };
}
