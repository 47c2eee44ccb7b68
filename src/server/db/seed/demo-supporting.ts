/**
 * Demo supporting documents and support folders: documents received and issued directly by OAJ
 * (its head and worker) and by GAF, in every state; the worker's personal folder and OAJ's
 * office-wide folder (shared read-only with GAF), with supporting documents and entries filed
 * in them — all through the modules' services, each record in its own transaction, so numbers
 * stay gapless and every change has its audit row. Deterministic for a given catalogue.
 */
import type { SupportingInput } from '@shared/schemas/supporting';
import { and, eq } from 'drizzle-orm';
import type { Caller } from '../../lib/records/caller';
import { createFolder, fileRecord } from '../../modules/folders/folders.service';
import { supportingEntriesModule, supportingOutputsModule } from '../../modules/supporting/supporting.module';
import type { Db } from '../client';
import { citizens, entries, offices, typeEntries, typeOutputs } from '../schema';
import { demoCallers } from './demo-correspondence';

const DAY = 86_400_000;

const RECEIVED = [
  'Informe técnico sobre el estado del local comunal',
  'Consulta sobre el reglamento de contrataciones',
  'Opinión legal sobre el contrato de alquiler de maquinaria',
  'Solicitud de copias certificadas del expediente',
  'Invitación a capacitación en gestión documental',
  'Remisión de acta de conciliación',
];
const ISSUED = [
  'Informe legal sobre la adenda al contrato de obra',
  'Memorando de coordinación con Administración',
  'Respuesta a consulta sobre plazos de apelación',
  'Informe de seguimiento de procesos judiciales',
];

/** A moment `days` days ago, at 10:00 Lima time, never in the future. */
const daysAgo = (now: Date, days: number) =>
  new Date(
    Math.min(now.getTime(), Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), 15) - days * DAY),
  );

type Module = typeof supportingEntriesModule;

export async function seedDemoSupporting(db: Db, now = new Date()): Promise<{ documents: number; folders: number }> {
  const callers = await demoCallers(db);
  const head = callers.get('jefe');
  const worker = callers.get('servidor');
  const admin = callers.get('admin');
  if (!head || !worker || !admin) throw new Error('The demo users (admin, jefe, servidor) are missing.');
  const [entryType] = await db.select().from(typeEntries).where(eq(typeEntries.active, true)).limit(1);
  const [outputType] = await db.select().from(typeOutputs).where(eq(typeOutputs.active, true)).limit(1);
  const people = await db.select({ id: citizens.id }).from(citizens).limit(6);
  const [gaf] = await db.select().from(offices).where(eq(offices.code, 'GAF'));
  if (!entryType || !outputType || people.length === 0 || !gaf)
    throw new Error('The demo catalogue (types, citizens, GAF) is missing.');

  const made: { module: Module; id: number; by: Caller }[] = [];
  const register = async (
    module: Module,
    by: Caller,
    input: Partial<SupportingInput> & { subject: string },
    days: number,
  ) => {
    const row = await db.transaction((tx) =>
      module.services.register(tx, by, {
        type_id: module === supportingEntriesModule ? entryType.id : outputType.id,
        office_id: null,
        reference: null,
        reference_date: null,
        party_kind: 'ciudadano',
        party_office_id: null,
        party_user_id: null,
        party_citizen_id: people[made.length % people.length]!.id,
        summary: null,
        folios: 1 + (made.length % 5),
        annexes: null,
        classification_id: null,
        series_id: null,
        subseries_id: null,
        entry_id: null,
        output_id: null,
        ...input,
        document_at: daysAgo(now, days).toISOString(),
      }),
    );
    made.push({ module, id: row.id, by });
    return row;
  };

  // OAJ: received from citizens and from GAF, issued to GAF and to people; some attended and archived.
  for (const [i, subject] of RECEIVED.entries()) {
    const by = i % 2 === 0 ? head : worker;
    const fromGaf = i % 3 === 1;
    const row = await register(
      supportingEntriesModule,
      by,
      {
        subject,
        reference: `CARTA N.° ${String(40 + i).padStart(3, '0')}-2026`,
        ...(fromGaf && { party_kind: 'oficina', party_office_id: gaf.id, party_citizen_id: null }),
      },
      14 - i * 2,
    );
    if (i < 3) {
      const attended = await db.transaction((tx) =>
        supportingEntriesModule.services.attend(tx, head, row.id, { version: row.version }),
      );
      if (i === 0)
        await db.transaction((tx) =>
          supportingEntriesModule.services.archive(tx, head, row.id, { version: attended.version }),
        );
    }
    if (i === 5)
      await db.transaction((tx) =>
        supportingEntriesModule.services.annul(tx, head, row.id, {
          version: row.version,
          reason: 'Registrado dos veces por error.',
        }),
      );
  }
  for (const [i, subject] of ISSUED.entries())
    await register(
      supportingOutputsModule,
      i % 2 === 0 ? head : worker,
      i % 2 === 0 ? { subject, party_kind: 'oficina', party_office_id: gaf.id, party_citizen_id: null } : { subject },
      10 - i * 2,
    );
  // GAF: its own, registered by the administrator for that office.
  for (const [i, subject] of ['Conformidad de servicio de limpieza', 'Informe de inventario de bienes'].entries())
    await register(supportingEntriesModule, admin, { subject, office_id: gaf.id }, 6 - i);
  await register(
    supportingOutputsModule,
    admin,
    { subject: 'Memorando de requerimiento de personal', office_id: gaf.id },
    3,
  );

  // Folders: the worker's personal one and OAJ's office-wide one, shared with GAF.
  const personal = await db.transaction((tx) =>
    createFolder(tx, worker, {
      name: 'Informes en trámite',
      description: 'Lo que tengo pendiente de informar este mes.',
      visibility: 'personal',
      shared_office_ids: [],
    }),
  );
  const office = await db.transaction((tx) =>
    createFolder(tx, head, {
      name: 'Contratos y convenios 2026',
      description: 'Opiniones legales y documentos de sustento de contratos.',
      visibility: 'oficina',
      shared_office_ids: [gaf.id],
    }),
  );
  const file = async (
    folder: { id: number; version: number },
    by: Caller,
    items: { type: 'supporting-entries' | 'supporting-outputs' | 'entries'; id: number }[],
  ) => {
    let version = folder.version;
    for (const item of items) {
      const saved = await db.transaction((tx) =>
        fileRecord(tx, by, folder.id, {
          version,
          item_type: item.type,
          item_id: item.id,
          medium: 'fisico',
          note: null,
        }),
      );
      version = saved.version;
    }
  };
  const byWorker = made.filter((m) => m.by === worker && m.module === supportingEntriesModule);
  await file(
    personal,
    worker,
    byWorker.map((m) => ({ type: 'supporting-entries' as const, id: m.id })),
  );
  const oajEntries = await db
    .select({ id: entries.id })
    .from(entries)
    .where(and(eq(entries.destination_office_id, head.user.office_id ?? 0), eq(entries.state, 'recibido')))
    .limit(2);
  const byHead = made.filter((m) => m.by === head);
  await file(office, head, [
    ...byHead.slice(0, 3).map((m) => ({
      type: m.module === supportingEntriesModule ? ('supporting-entries' as const) : ('supporting-outputs' as const),
      id: m.id,
    })),
    ...oajEntries.map((e) => ({ type: 'entries' as const, id: e.id })),
  ]);
  return { documents: made.length, folders: 2 };
}
