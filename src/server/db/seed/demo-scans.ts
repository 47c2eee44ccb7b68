/**
 * Demo entries whose only attachment is a scan (an image, or a PDF without a text layer), so that
 * searching a word printed on the paper finds them once the background text reading has OCR'd
 * them: it starts with the server (the text sweep runs when the job queue starts) and takes a few
 * seconds per page.
 */
import { entryInput } from '@shared/schemas/entries';
import { eq } from 'drizzle-orm';
import { saveAttachments } from '../../lib/attachments/attachments';
import type { FileStore } from '../../lib/attachments/file-store';
import { scannedPage, scannedPdf } from '../../lib/attachments/text/scans';
import { actorOf } from '../../lib/records/caller';
import { registerEntry } from '../../modules/entries/entries.service';
import type { Db } from '../client';
import { citizens, offices, typeEntries } from '../schema';
import { demoCallers } from './demo-correspondence';

/** What each scan says; the README's demo table names a word of each to search. */
export const DEMO_SCANS = [
  {
    subject: 'Solicitud de visación de planos del lote 23',
    office: 'OAJ',
    file: 'solicitud-escaneada.png',
    lines: [
      'SOLICITO: Visación de planos',
      'Señor Alcalde de la Municipalidad:',
      'Solicito la visación de los planos del lote 23',
      'de la manzana F, en el distrito de Chilca,',
      'para el trámite de independización.',
    ],
  },
  {
    subject: 'Reclamo por notificación defectuosa',
    office: 'GAF',
    file: 'reclamo-escaneado.pdf',
    lines: [
      'RECLAMO',
      'La notificación no se hizo en mi domicilio,',
      'como lo exige el artículo 20 de la Ley 27444,',
      'por lo que solicito que se declare su nulidad.',
    ],
  },
] as const;

export async function seedDemoScans(db: Db, files: FileStore): Promise<void> {
  const clerk = (await demoCallers(db)).get('mesapartes');
  const [sender] = await db.select().from(citizens).where(eq(citizens.document_type, 'DNI')).limit(1);
  const [type] = await db.select().from(typeEntries).where(eq(typeEntries.active, true)).limit(1);
  if (!clerk || !sender || !type) return;
  for (const [index, scan] of DEMO_SCANS.entries()) {
    const [office] = await db.select().from(offices).where(eq(offices.code, scan.office));
    if (!office) continue;
    const content = scan.file.endsWith('.png') ? scannedPage(scan.lines) : await scannedPdf(scan.lines);
    await db.transaction(async (tx) => {
      const entry = await registerEntry(
        tx,
        clerk,
        entryInput.parse({
          channel: 'presencial',
          type_entry_id: type.id,
          sender_id: sender.id,
          sender_reference: `ESCRITO N.° ${index + 71}-2026`,
          subject: scan.subject,
          folios: 1,
          destination_office_id: office.id,
        }),
      );
      await saveAttachments(tx, {
        store: files,
        ownerType: 'entries',
        ownerId: entry.id,
        files: [{ filename: scan.file, content }],
        actor: actorOf(clerk),
      });
    });
  }
}
