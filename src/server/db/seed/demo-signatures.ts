/**
 * The demo's digital signatures (docs/signatures.md): the institution's seal, a certificate from
 * the demo root naming the demo RUC, so the cargos and constancias come out sealed; and two
 * entries from a citizen, each with a signed PDF request: one as signed, one altered after
 * signing (the amount changed), so the entry page shows a valid signature and the red warning.
 * The background check reads both PDFs once the server's jobs start.
 */
import { rucCheckDigit } from '@shared/ruc';
import { entryInput } from '@shared/schemas/entries';
import { eq } from 'drizzle-orm';
import PDFDocument from 'pdfkit';
import { saveAttachments } from '../../lib/attachments/attachments';
import type { FileStore } from '../../lib/attachments/file-store';
import { pdfBytes } from '../../lib/export/printout';
import { actorOf } from '../../lib/records/caller';
import { localKeySigner, pdfSigner, readPkcs12 } from '../../lib/signatures';
import { createTestSigner } from '../../lib/signatures/test-pki';
import { registerEntry } from '../../modules/entries/entries.service';
import { saveSeal } from '../../modules/institution-seal/institution-seal.service';
import type { Db } from '../client';
import { citizens, offices, typeEntries } from '../schema';
import { demoCallers } from './demo-correspondence';
import { demoRoot } from './demo-pki';

/** The demo institution's RUC (Configuración › Institución), named by its seal. */
export const DEMO_RUC = `2056841239${rucCheckDigit('2056841239')}`;
export const DEMO_SEAL_NAME = 'Municipalidad Provincial de Ejemplo';
const PASSWORD = 'demo-p12';

/** The citizen's request as they would sign it at home: plain text, uncompressed so the amount can be altered. */
async function requestPdf(sender: string): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', margin: 72, compress: false, info: { Title: 'Solicitud' } });
  const done = pdfBytes(doc);
  doc.font('Helvetica-Bold').fontSize(14).text('SOLICITUD DE DEVOLUCIÓN DE PAGO', { align: 'center' });
  doc.moveDown(1.5).font('Helvetica').fontSize(11);
  doc.text('Señor Gerente General de la Municipalidad Provincial de Ejemplo:');
  doc.moveDown();
  doc.text(
    `Yo, ${sender}, solicito la devolución del pago en exceso por arbitrios municipales del año 2025, ` +
      'según el recibo que adjunto.',
    { align: 'justify' },
  );
  doc.moveDown();
  doc.text('Monto a devolver: S/ 1500.00');
  doc.moveDown();
  doc.text('Huancayo, 20 de noviembre de 2026.');
  doc.end();
  return done;
}

/** The same file with the amount changed in its bytes after signing: «1500» becomes «9500» (pdfkit writes text in hex). */
function altered(signed: Uint8Array): Buffer {
  const copy = Buffer.from(signed);
  const at = copy.indexOf('31353030');
  if (at < 0) throw new Error('demo signatures: the amount is not in the signed PDF');
  copy[at + 1] = 0x39;
  return copy;
}

export async function seedDemoSignatures(db: Db, files?: FileStore, sealSecret?: string): Promise<void> {
  const clerk = (await demoCallers(db)).get('mesapartes');
  const admin = (await demoCallers(db)).get('admin');
  if (!clerk || !admin) return;
  const root = demoRoot();
  if (sealSecret) {
    const seal = readPkcs12(
      createTestSigner(root, { name: DEMO_SEAL_NAME, ruc: DEMO_RUC, password: PASSWORD }),
      PASSWORD,
      {
        require: 'ruc',
      },
    );
    await saveSeal(db, actorOf(admin), seal, sealSecret);
  }
  if (!files) return;
  const [sender] = await db.select().from(citizens).where(eq(citizens.document_type, 'DNI')).limit(1);
  const [type] = await db.select().from(typeEntries).where(eq(typeEntries.active, true)).limit(1);
  const [gg] = await db.select().from(offices).where(eq(offices.code, 'GG'));
  if (!sender || !type || !gg) return;
  const name = [sender.names, sender.surnames].filter(Boolean).join(' ');
  const material = readPkcs12(
    createTestSigner(root, { name, dni: sender.document_number, password: PASSWORD }),
    PASSWORD,
    { require: 'dni' },
  );
  const signed = await pdfSigner(localKeySigner(material)).sign(await requestPdf(name), {
    reason: 'Solicito la devolución',
  });
  const documents = [
    { subject: 'Solicitud de devolución de pago, firmada digitalmente', file: Buffer.from(signed) },
    { subject: 'Solicitud de devolución de pago, firmada y luego alterada', file: altered(signed) },
  ];
  for (const [index, document] of documents.entries()) {
    await db.transaction(async (tx) => {
      const entry = await registerEntry(
        tx,
        clerk,
        entryInput.parse({
          channel: 'mesa_virtual',
          type_entry_id: type.id,
          sender_id: sender.id,
          sender_reference: `SOLICITUD N.° ${index + 41}-2026`,
          subject: document.subject,
          folios: 1,
          destination_office_id: gg.id,
        }),
      );
      await saveAttachments(tx, {
        store: files,
        ownerType: 'entries',
        ownerId: entry.id,
        files: [{ filename: 'solicitud-firmada.pdf', content: document.file }],
        actor: actorOf(clerk),
      });
    });
  }
}
