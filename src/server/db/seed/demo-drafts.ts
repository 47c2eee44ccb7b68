/**
 * Demo document templates and drafts (issue 28): the institution's Oficio and Carta, OAJ's
 * Informe and Memorando, with merge fields; and drafts of OAJ in every state before the
 * signature — a draft being written, one waiting for the head's V°B°, one observed, and two
 * waiting for their signature — made through the modules' services, each in its own transaction.
 * With a file store, three are signed: two oficios (one dispatched) and a memorando to Mesa de
 * Partes dispatched internally, waiting there to be received.
 */
import { paragraphs, type RichDoc } from '@shared/rich-text';
import type { DraftInput } from '@shared/schemas/drafts';
import { eq, inArray } from 'drizzle-orm';
import type { FileStore } from '../../lib/attachments/file-store';
import { unlockSigner } from '../../modules/certificates/certificates.service';
import { approveDraft, createDraft, observeDraft, sendDraft, signDraft } from '../../modules/drafts/drafts.service';
import { dispatchOutput } from '../../modules/outputs/outputs.service';
import type { Db } from '../client';
import { citizens, documentTemplates, offices, outputs, typeEntries, typeOutputs } from '../schema';
import { demoCallers } from './demo-correspondence';
import { DEMO_PIN, seedDemoSigner } from './demo-signers';

const text = (t: string, marks?: ('bold' | 'italic' | 'underline')[]) => ({
  type: 'text',
  text: t,
  ...(marks && { marks: marks.map((type) => ({ type })) }),
});
const paragraph = (...content: ReturnType<typeof text>[]) => ({ type: 'paragraph', content });

const OFICIO: RichDoc = paragraphs(
  'Tengo el agrado de dirigirme a usted, con relación al documento de la referencia, sobre {{asunto}}.',
  'Al respecto, le comunico lo siguiente:',
  'Sin otro particular, hago propicia la oportunidad para expresarle las muestras de mi especial consideración y estima.',
);

const CARTA: RichDoc = paragraphs(
  'De nuestra consideración:',
  'Nos dirigimos a usted en atención a {{referencia}}, mediante el cual solicita información sobre {{asunto}}.',
  'Atentamente le informamos que',
  'Quedamos a su disposición para cualquier consulta adicional.',
);

const INFORME: RichDoc = {
  type: 'doc',
  content: [
    { type: 'heading', attrs: { level: 2 }, content: [text('I. ANTECEDENTES')] },
    paragraph(text('Mediante {{referencia}} se solicita opinión legal sobre {{asunto}}.')),
    { type: 'heading', attrs: { level: 2 }, content: [text('II. ANÁLISIS')] },
    { type: 'paragraph' },
    { type: 'heading', attrs: { level: 2 }, content: [text('III. CONCLUSIONES Y RECOMENDACIONES')] },
    {
      type: 'orderedList',
      attrs: { start: 1, type: null },
      content: [{ type: 'listItem', content: [paragraph(text('Se recomienda '))] }],
    },
  ],
};

const MEMORANDO: RichDoc = paragraphs(
  'Por medio del presente me dirijo a usted para comunicarle, sobre {{asunto}}, lo siguiente:',
  'Agradeceré disponer las acciones que correspondan.',
);

const TEMPLATES = [
  { name: 'Oficio institucional', type: 'OFI', office: null, body: OFICIO, copies: 'Archivo' },
  { name: 'Carta de respuesta al ciudadano', type: 'CAR', office: null, body: CARTA, copies: null },
  { name: 'Informe legal de Asesoría Jurídica', type: 'INF', office: 'OAJ', body: INFORME, copies: null },
  { name: 'Memorando de Asesoría Jurídica', type: 'MEM', office: 'OAJ', body: MEMORANDO, copies: 'Archivo OAJ' },
] as const;

/** A body as the lawyer would have written it. */
const OPINION: RichDoc = {
  type: 'doc',
  content: [
    paragraph(text('Tengo el agrado de dirigirme a usted, en atención al documento de la referencia.')),
    paragraph(
      text('De acuerdo con el '),
      text('artículo 10 de la Ley N.° 27806', ['bold']),
      text(', Ley de Transparencia y Acceso a la Información Pública, la entidad entrega la información que posee.'),
    ),
    {
      type: 'bulletList',
      content: [
        { type: 'listItem', content: [paragraph(text('Copia del contrato de obra y sus adendas.'))] },
        { type: 'listItem', content: [paragraph(text('Informe de la supervisión del mes de octubre.'))] },
      ],
    },
    {
      type: 'table',
      content: [
        {
          type: 'tableRow',
          content: ['Documento', 'Folios', 'Costo (S/)'].map((h) => ({
            type: 'tableHeader',
            content: [paragraph(text(h))],
          })),
        },
        {
          type: 'tableRow',
          content: ['Contrato y adendas', '24', '2.40'].map((c) => ({
            type: 'tableCell',
            content: [paragraph(text(c))],
          })),
        },
      ],
    },
    paragraph(text('Atentamente,', ['italic'])),
  ],
};

/** With a file store the demo also signs two drafts (their PDFs are the outputs' attachments). */
export async function seedDemoDrafts(
  db: Db,
  { files, appUrl = 'http://localhost:3000' }: { files?: FileStore; appUrl?: string } = {},
): Promise<{ templates: number; drafts: number }> {
  const callers = await demoCallers(db);
  const head = callers.get('jefe');
  const worker = callers.get('servidor');
  const admin = callers.get('admin');
  if (!head || !worker || !admin) throw new Error('The demo users (admin, jefe, servidor) are missing.');
  const types = new Map(
    (
      await db
        .select()
        .from(typeOutputs)
        .where(inArray(typeOutputs.code, ['OFI', 'CAR', 'INF', 'MEM']))
    ).map((t) => [t.code, t.id]),
  );
  const officeIds = new Map((await db.select().from(offices)).map((o) => [o.code, o.id]));
  const people = await db.select({ id: citizens.id }).from(citizens).limit(2);
  if (types.size < 4 || people.length === 0) throw new Error('The demo catalogue (output types, citizens) is missing.');

  await db.insert(documentTemplates).values(
    TEMPLATES.map((t) => ({
      name: t.name,
      type_output_id: types.get(t.type)!,
      office_id: t.office ? officeIds.get(t.office)! : null,
      body: t.body,
      copies: t.copies,
    })),
  );

  const draft = (by: typeof head, input: Partial<DraftInput> & { type: string; subject: string }) =>
    db.transaction((tx) =>
      createDraft(tx, by, {
        target: 'outputs',
        type_output_id: types.get(input.type)!,
        reference: null,
        addressees: [{ citizen_id: people[0]!.id }],
        copies: null,
        copy_office_ids: [],
        signer_id: admin.user.id,
        reviewer_ids: [head.user.id],
        entry_id: null,
        body: null,
        ...input,
      }),
    );
  const step = (
    fn: typeof sendDraft,
    by: typeof head,
    id: number,
    body: { version: number } & Record<string, unknown>,
  ) => db.transaction((tx) => fn(tx, by, id, body));

  await seedDemoSigner(db, head.user, '40404040');
  await seedDemoSigner(db, worker.user, '41414141');
  await seedDemoSigner(db, admin.user, '42424242');

  await draft(worker, { type: 'CAR', subject: 'Respuesta sobre el horario de atención de la Defensoría Municipal' });

  const reviewing = await draft(worker, {
    type: 'OFI',
    subject: 'Remisión de la información pública solicitada sobre el contrato de obra',
    reference: 'Solicitud de acceso a la información pública del 12 de noviembre',
    body: OPINION,
  });
  await step(sendDraft, worker, reviewing.id, { version: reviewing.version });

  const observed = await draft(worker, {
    type: 'INF',
    subject: 'Opinión legal sobre la adenda N.° 2 al contrato de alquiler de maquinaria',
    addressees: [{ office_id: officeIds.get('GAF')! }],
    signer_id: head.user.id,
    reviewer_ids: [],
  });
  const sentObserved = await step(sendDraft, worker, observed.id, { version: observed.version });
  await step(observeDraft, head, observed.id, {
    version: sentObserved.version,
    reason: 'Precise el plazo de la adenda y cite la cláusula de penalidades antes de enviarlo.',
  });

  const approved = await draft(worker, {
    type: 'OFI',
    subject: 'Comunicación del resultado de la conciliación extrajudicial',
    addressees: [{ citizen_id: people[0]!.id }, ...(people[1] ? [{ citizen_id: people[1].id }] : [])],
    copy_office_ids: [officeIds.get('GAF')!],
    copies: 'Archivo',
  });
  const sentApproved = await step(sendDraft, worker, approved.id, { version: approved.version });
  const headSigner = await unlockSigner(db, head.user.id, DEMO_PIN);
  await step(approveDraft, head, approved.id, { version: sentApproved.version, signer: headSigner });

  const memo = await draft(head, {
    type: 'MEM',
    subject: 'Plazos para la remisión de expedientes de contratación a Asesoría Jurídica',
    addressees: [{ office_id: officeIds.get('GAF')! }, { office_id: officeIds.get('UL')! }],
    signer_id: head.user.id,
    reviewer_ids: [],
  });
  await step(sendDraft, head, memo.id, { version: memo.version });
  if (!files) return { templates: TEMPLATES.length, drafts: 5 };

  // Signed by the head (numbered, registered as outputs with the signed PDF); the second one dispatched.
  const signing = { signer: headSigner, files, appUrl };
  const signed: Awaited<ReturnType<typeof signDraft>>[] = [];
  for (const subject of [
    'Respuesta a la consulta sobre el régimen de licencias de funcionamiento',
    'Remisión de la opinión legal sobre el convenio con la universidad',
  ]) {
    const made = await draft(worker, { type: 'OFI', subject, signer_id: head.user.id, reviewer_ids: [] });
    const sent = await step(sendDraft, worker, made.id, { version: made.version });
    signed.push(await step(signDraft, head, made.id, { version: sent.version, ...signing }));
  }
  const output = await db.transaction(async (tx) => {
    const [row] = await tx.select().from(outputs).where(eq(outputs.id, signed[1]!.output_id!));
    return dispatchOutput(tx, head, row!.id, { version: row!.version });
  });
  if (output.state !== 'en_despacho') throw new Error('The demo signed output was not dispatched.');

  // A memorando signed and dispatched internally: Mesa de Partes has it to receive, no paper printed.
  // It arrives as the entry type of its own name (made here, after the correspondence drew its types).
  const [memoType] = await db.select().from(typeEntries).where(eq(typeEntries.name, 'Memorando'));
  if (!memoType) await db.insert(typeEntries).values({ code: 'MEM', name: 'Memorando', response_days: 5 });
  const internal = await draft(worker, {
    type: 'MEM',
    subject: 'Lineamientos para derivar a Asesoría Jurídica las solicitudes de acceso a la información pública',
    addressees: [{ office_id: officeIds.get('MP')! }],
    // Sent a copy: GAF receives it too when it is dispatched.
    copy_office_ids: [officeIds.get('GAF')!],
    signer_id: head.user.id,
    reviewer_ids: [],
    body: MEMORANDO,
  });
  const sentInternal = await step(sendDraft, worker, internal.id, { version: internal.version });
  const memoSigned = await step(signDraft, head, internal.id, { version: sentInternal.version, ...signing });
  const memoOutput = await db.transaction(async (tx) => {
    const [row] = await tx.select().from(outputs).where(eq(outputs.id, memoSigned.output_id!));
    return dispatchOutput(tx, head, row!.id, { version: row!.version });
  });
  if (memoOutput.state !== 'en_despacho') throw new Error('The demo memorando was not dispatched internally.');
  return { templates: TEMPLATES.length, drafts: 8 };
}
