/**
 * Demo correspondence: a few hundred entries and outputs over the last three weeks, in every
 * state, with movements, returns, assignments, replies, overdue and restricted ones — created
 * through the modules' services (entries.service.ts, outputs.service.ts), so numbers stay
 * gapless and every change has its audit row. Deterministic: a seeded pseudo-random sequence
 * decides every choice, so two runs on the same catalogue give the same records.
 *
 * It uses the catalogue in the database (active entry and output types, citizens,
 * classifications, offices) and the demo users (mesapartes, jefe, servidor); it refuses to run
 * without types or citizens. Each record is one transaction.
 */
import { entryInput, OPEN_ENTRY_STATES } from '@shared/schemas/entries';
import { outputInput } from '@shared/schemas/outputs';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Caller } from '../../lib/records/caller';
import {
  annulEntry,
  archiveEntry,
  assignEntry,
  attendEntry,
  deriveEntry,
  receiveMovement,
  registerEntry,
  returnMovement,
} from '../../modules/entries/entries.service';
import {
  annulOutput,
  archiveOutput,
  deliverRecipient,
  dispatchOutput,
  registerOutput,
} from '../../modules/outputs/outputs.service';
import type { Db } from '../client';
import {
  citizens,
  documentClassifications,
  entryMovements,
  offices,
  outputRecipients,
  rolePermissions,
  typeEntries,
  typeOutputs,
  userRoles,
  users,
} from '../schema';

export interface DemoCorrespondenceOptions {
  /** The present the three weeks lead up to (default: now). */
  now?: Date;
  entries?: number;
  outputs?: number;
  /** The pseudo-random seed. */
  seed?: number;
}

const SUBJECTS = [
  'Solicitud de acceso a la información pública',
  'Reclamo por cobro indebido de arbitrios',
  'Solicitud de licencia de funcionamiento',
  'Invitación a mesa de trabajo distrital',
  'Denuncia por ruidos molestos en vía pública',
  'Solicitud de constancia de posesión',
  'Remite expediente de contratación para opinión legal',
  'Pedido de copia certificada de resolución',
  'Solicitud de reprogramación de deuda tributaria',
  'Oficio de la Contraloría sobre informe de control',
  'Carta de proveedor sobre conformidad de servicio',
  'Solicitud de autorización para evento cultural',
];

const DAY = 86_400_000;

/** mulberry32: a small, fast, seeded generator. */
function random(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!;
  return { next, pick, chance: (p: number) => next() < p };
}

/** The demo users as callers (their permissions as the auth plugin loads them). */
export async function demoCallers(db: Db): Promise<Map<string, Caller>> {
  const rows = await db
    .select({
      user: users,
      permissions: sql<
        string[]
      >`coalesce(array_agg(distinct ${rolePermissions.permission}) filter (where ${rolePermissions.permission} is not null), '{}')`,
    })
    .from(users)
    .leftJoin(userRoles, eq(userRoles.user_id, users.id))
    .leftJoin(rolePermissions, eq(rolePermissions.role_id, userRoles.role_id))
    .where(inArray(users.username, ['admin', 'mesapartes', 'jefe', 'servidor', 'archivero']))
    .groupBy(users.id);
  return new Map(
    rows.map(({ user, permissions }) => [user.username, { user, permissions, tokenId: 0, ip: null } as Caller]),
  );
}

/** A moment `daysAgo` days before `now`, in office hours (08:00–17:00 Lima, UTC−5), never in the future. */
function officeHour(now: Date, daysAgo: number, fraction: number): Date {
  const day = new Date(now.getTime() - daysAgo * DAY);
  const lima = new Date(day.getTime() - 5 * 3_600_000);
  const at = Date.UTC(
    lima.getUTCFullYear(),
    lima.getUTCMonth(),
    lima.getUTCDate(),
    13 + Math.floor(fraction * 9),
    Math.floor(fraction * 600) % 60,
  );
  return new Date(Math.min(at, now.getTime() - 60_000));
}

export async function seedDemoCorrespondence(
  db: Db,
  options: DemoCorrespondenceOptions = {},
): Promise<{ entries: number; outputs: number }> {
  const now = options.now ?? new Date();
  const rng = random(options.seed ?? 20261124);
  const callers = await demoCallers(db);
  const clerk = callers.get('mesapartes');
  const head = callers.get('jefe');
  const worker = callers.get('servidor');
  const admin = callers.get('admin');
  if (!clerk || !head || !worker || !admin) throw new Error('The demo users (mesapartes, jefe, servidor) are missing.');
  const entryTypes = await db.select().from(typeEntries).where(eq(typeEntries.active, true));
  const outputTypes = await db.select().from(typeOutputs).where(eq(typeOutputs.active, true));
  const people = await db.select({ id: citizens.id }).from(citizens).limit(200);
  const classifications = await db
    .select()
    .from(documentClassifications)
    .where(eq(documentClassifications.active, true));
  const allOffices = await db.select().from(offices).where(eq(offices.active, true));
  if (entryTypes.length === 0 || outputTypes.length === 0 || people.length === 0)
    throw new Error('The demo correspondence needs entry and output types and citizens.');
  const headOffice = head.user.office_id!;
  const destinations = allOffices.filter((o) => o.id !== clerk.user.office_id).map((o) => o.id);
  const restricted = classifications.filter((c) => c.restricted);
  const open = classifications.filter((c) => !c.restricted);
  // Who may receive at an office: its head for theirs, an administrator for the others (the demo has no one else there).
  const receiver = (officeId: number) => (officeId === headOffice ? head : admin);
  const state = { entries: 0, outputs: 0 };
  const openEntries: { id: number; at: Date }[] = [];

  const entriesCount = options.entries ?? 220;
  for (let i = 0; i < entriesCount; i++) {
    const daysAgo = Math.floor(rng.next() * 21);
    const at = officeHour(now, daysAgo, rng.next());
    const destination = rng.chance(0.5) ? headOffice : rng.pick(destinations);
    const classification =
      rng.chance(0.08) && restricted.length
        ? rng.pick(restricted)
        : rng.chance(0.3) && open.length
          ? rng.pick(open)
          : null;
    const input = entryInput.parse({
      received_at: at.toISOString(),
      channel: rng.pick(['presencial', 'presencial', 'correo', 'mesa_virtual', 'courier']),
      type_entry_id: rng.pick(entryTypes).id,
      sender_id: rng.pick(people).id,
      sender_reference: `CARTA N.° ${String(i + 1).padStart(3, '0')}-2026`,
      subject: rng.pick(SUBJECTS),
      folios: 1 + Math.floor(rng.next() * 40),
      destination_office_id: destination,
      priority: rng.pick(['normal', 'normal', 'normal', 'urgente', 'muy_urgente']),
      classification_id: classification?.id ?? null,
    });
    const fate = rng.next();
    const row = await db.transaction(async (tx) => {
      let entry = await registerEntry(tx, clerk, input);
      if (fate < 0.22) return entry; // registrado, waiting to be derived
      if (fate > 0.95)
        return annulEntry(tx, clerk, entry.id, { version: entry.version, reason: 'Registro duplicado.' });
      const toWorker = destination === headOffice && rng.chance(0.3);
      entry = await deriveEntry(tx, clerk, entry.id, {
        version: entry.version,
        destinations: [
          {
            office_id: destination,
            user_id: toWorker ? worker.user.id : null,
            action: rng.pick(['atencion', 'conocimiento', 'opinion']),
            instructions: 'Atender según corresponda.',
          },
        ],
      });
      if (fate < 0.42) return entry; // derivado, waiting to be received
      const [movement] = await tx
        .select({ id: entryMovements.id })
        .from(entryMovements)
        .where(and(eq(entryMovements.entry_id, entry.id), eq(entryMovements.state, 'pendiente')));
      const by = receiver(destination);
      if (fate < 0.47) return returnMovement(tx, by, entry.id, movement!.id, 'No corresponde a esta oficina.');
      entry = await receiveMovement(tx, by, entry.id, movement!.id);
      if (destination === headOffice && rng.chance(0.5))
        entry = await assignEntry(tx, head, entry.id, { version: entry.version, user_id: worker.user.id });
      if (fate < 0.7) return entry; // recibido, in the office's hands
      entry = await attendEntry(tx, by, entry.id, { version: entry.version });
      if (fate < 0.85) return entry;
      return archiveEntry(tx, clerk, entry.id, { version: entry.version });
    });
    state.entries += 1;
    if ((OPEN_ENTRY_STATES as readonly string[]).includes(row.state)) openEntries.push({ id: row.id, at });
  }

  const outputsCount = options.outputs ?? 90;
  for (let i = 0; i < outputsCount; i++) {
    const daysAgo = Math.floor(rng.next() * 21);
    let at = officeHour(now, daysAgo, rng.next());
    const author = rng.pick([clerk, clerk, head, worker]);
    // Some reply to an open entry, attending it (issued after it arrived).
    const reply = openEntries.length > 0 && author === clerk && rng.chance(0.25) ? openEntries.pop()! : null;
    if (reply && at < reply.at) at = new Date(Math.min(reply.at.getTime() + 2 * 3_600_000, now.getTime() - 60_000));
    const recipients = [rng.pick(people).id];
    const second = rng.pick(people).id;
    if (rng.chance(0.25) && second !== recipients[0]) recipients.push(second);
    const input = outputInput.parse({
      issued_at: at.toISOString(),
      type_output_id: rng.pick(outputTypes).id,
      reference: `OFICIO N.° ${String(i + 1).padStart(3, '0')}-2026`,
      subject: reply ? 'Respuesta a su solicitud' : rng.pick(SUBJECTS),
      folios: 1 + Math.floor(rng.next() * 10),
      origin_office_id: author === clerk ? null : headOffice,
      signer_id: author === worker ? worker.user.id : rng.chance(0.5) ? head.user.id : null,
      entry_id: reply?.id ?? null,
      recipients: recipients.map((citizen_id) => ({ citizen_id })),
    });
    const fate = rng.next();
    await db.transaction(async (tx) => {
      let output = await registerOutput(tx, author, input);
      if (fate < 0.3) return output; // registrado, waiting to be dispatched
      if (fate > 0.94)
        return annulOutput(tx, clerk, output.id, { version: output.version, reason: 'Emitida por error.' });
      output = await dispatchOutput(tx, clerk, output.id, { version: output.version });
      if (fate < 0.55) return output; // en despacho, waiting for its delivery
      const rows = await tx
        .select({ id: outputRecipients.id })
        .from(outputRecipients)
        .where(eq(outputRecipients.output_id, output.id));
      for (const recipient of rows) {
        const delivered = rng.chance(0.85);
        output = await deliverRecipient(tx, clerk, output.id, recipient.id, {
          state: delivered ? 'entregado' : 'devuelto',
          delivered_at: null,
          received_by_name: delivered ? 'Recibido en domicilio' : null,
          note: delivered ? null : 'Dirección no ubicada.',
        });
      }
      if (fate < 0.8) return output;
      return archiveOutput(tx, clerk, output.id, { version: output.version });
    });
    state.outputs += 1;
  }
  return state;
}
