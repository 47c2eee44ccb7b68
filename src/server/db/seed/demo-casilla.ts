/**
 * The demo's casilla electrónica (docs/electronic-delivery.md): a citizen who opened and confirmed
 * one, and who sent a document through the virtual desk with the same DNI and address, so «Mis
 * trámites» shows it, and three notifications in her casilla (demo-casilla-notices.ts). Made
 * through the services, as the public pages do.
 */
import { casillaRegistrationInput } from '@shared/schemas/casilla';
import { eq } from 'drizzle-orm';
import PDFDocument from 'pdfkit';
import type { FileStore } from '../../lib/attachments/file-store';
import { pdfBytes } from '../../lib/export/printout';
import { openCasilla, verifyCasilla } from '../../modules/casilla/casilla.service';
import { holdSubmission } from '../../modules/virtual-desk/virtual-desk.submit';
import { verifySubmission } from '../../modules/virtual-desk/virtual-desk.verify';
import type { Db } from '../client';
import { typeEntries } from '../schema';
import { seedDemoCasillaNotices } from './demo-casilla-notices';

export const DEMO_CASILLA = {
  document_number: '70123456',
  name: 'Lucía Mamani Condori',
  email: 'lucia.mamani@correo.pe',
  password: 'Casilla-demo-2026',
} as const;

const CLIENT = { ip: '127.0.0.1', userAgent: 'Folio demo' };

const SUBJECT = 'Solicitud de constancia de posesión del lote 23, Chilca';

/** The citizen's letter as they would scan it: one page of text. */
async function letter(): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', margin: 72, info: { Title: SUBJECT } });
  const bytes = pdfBytes(doc);
  doc.fontSize(12).text('Lima, 20 de noviembre de 2026', { align: 'right' }).moveDown(2);
  doc.text('Señor Alcalde de la Municipalidad Provincial de Ejemplo').moveDown();
  doc.text(`Asunto: ${SUBJECT}`).moveDown();
  doc.text(
    `Yo, ${DEMO_CASILLA.name}, identificada con DNI ${DEMO_CASILLA.document_number}, solicito se me otorgue la constancia de posesión del lote 23 de la manzana B, en el distrito de Chilca, que ocupo desde el año 2015.`,
  );
  doc.end();
  return bytes;
}

/** Without a file store (tests of the seed alone) the casilla is opened without a submission. */
export async function seedDemoCasilla(db: Db, institution: string, files?: FileStore): Promise<void> {
  const input = casillaRegistrationInput.parse({
    document_type: 'DNI',
    ...DEMO_CASILLA,
    password_confirmation: DEMO_CASILLA.password,
    accepted: true,
  });
  const opened = await db.transaction((tx) => openCasilla(tx, input, institution, CLIENT));
  if (opened.kind === 'taken') return;
  await db.transaction((tx) => verifyCasilla(tx, opened.token));
  const [type] = await db.select({ id: typeEntries.id }).from(typeEntries).where(eq(typeEntries.active, true)).limit(1);
  if (!type || !files) return;
  const content = await letter();
  const stored = await files.put(content);
  const held = await holdSubmission(
    db,
    {
      document_type: 'DNI',
      document_number: DEMO_CASILLA.document_number,
      name: DEMO_CASILLA.name,
      email: DEMO_CASILLA.email,
      phone: '987 123 456',
      address: 'Jr. Ayacucho 245, Cercado',
      type_entry_id: type.id,
      subject: SUBJECT,
      folios: 3,
    },
    [
      {
        sha256: stored.sha256,
        name: 'solicitud.pdf',
        size: content.length,
        content_type: 'application/pdf',
        main: true,
      },
    ],
    CLIENT.ip,
  );
  await verifySubmission(db, held.token, CLIENT.ip);
  await seedDemoCasillaNotices(db, files, DEMO_CASILLA, { sha256: stored.sha256, size: content.length });
}
