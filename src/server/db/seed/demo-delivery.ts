/**
 * Demo delivery controls, made through the services like a front desk's day: a closed control the
 * courier (mensajero) brought back with deliveries (each with the photo of its signed cargo, given
 * a file store) and a return waiting for mesa de partes to receive it; an older one whose return
 * the desk received and may send again to a corrected address; and an open one in route with
 * items waiting for him. Needs the demo correspondence (outputs with recipients still pending).
 */
import { readFile } from 'node:fs/promises';
import { calendarDate } from '@shared/working-days';
import { eq, inArray, sql } from 'drizzle-orm';
import { saveAttachments } from '../../lib/attachments/attachments';
import type { FileStore } from '../../lib/attachments/file-store';
import { actorOf, type Caller } from '../../lib/records/caller';
import {
  addItems,
  dispatchControl,
  pendingCopies,
  recordResult,
  registerControl,
} from '../../modules/delivery-controls/delivery-controls.service';
import { acknowledgeRecipientReturn } from '../../modules/outputs/outputs.service';
import type { Db, Executor } from '../client';
import { deliveryItems, outputRecipients, outputs, rolePermissions, userRoles, users } from '../schema';

async function callers(db: Db): Promise<Map<string, Caller>> {
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
    .where(inArray(users.username, ['mesapartes', 'mensajero']))
    .groupBy(users.id);
  return new Map(
    rows.map(({ user, permissions }) => [user.username, { user, permissions, tokenId: 0, ip: null } as Caller]),
  );
}

const RECEIVERS = [
  { name: 'Carmen Poma Lazo', dni: '20456789', position: 'Secretaria' },
  { name: 'Julio Ccanto Rivera', dni: '19876543', position: 'Vigilante' },
  { name: 'Elena Rojas Vila', dni: '41239876', position: 'Titular' },
];

/** A photo of a signed and sealed cargo, as a courier's phone takes it. */
const CARGO_PHOTO = new URL('./demo-cargo.png', import.meta.url);

/** The courier's photo of the cargo, attached to the control (none without a file store). */
async function cargoPhoto(tx: Executor, files: FileStore | undefined, courier: Caller, controlId: number, n: number) {
  if (!files) return null;
  const [file] = await saveAttachments(tx, {
    store: files,
    ownerType: 'delivery-controls',
    ownerId: controlId,
    files: [{ filename: `cargo-${n}.png`, content: await readFile(CARGO_PHOTO) }],
    actor: actorOf(courier),
    field: 'cargo',
  });
  return file!.id;
}

/** Mesa de partes has the returned paper of this copy. */
async function acknowledge(tx: Executor, desk: Caller, recipientId: number, note: string) {
  const [copy] = await tx
    .select({ output: outputs.id, version: outputs.version })
    .from(outputRecipients)
    .innerJoin(outputs, eq(outputs.id, outputRecipients.output_id))
    .where(eq(outputRecipients.id, recipientId));
  await acknowledgeRecipientReturn(tx, desk, copy!.output, recipientId, { version: copy!.version, note });
}

export async function seedDemoDelivery(db: Db, now = new Date(), files?: FileStore): Promise<{ controls: number }> {
  const people = await callers(db);
  const desk = people.get('mesapartes');
  const courier = people.get('mensajero');
  if (!desk || !courier) throw new Error('The demo users (mesapartes, mensajero) are missing.');
  const pending = await pendingCopies(db, { kind: 'externo' });
  if (pending.length < 8) return { controls: 0 };
  const today = calendarDate(now);
  const yesterday = calendarDate(new Date(now.getTime() - 86_400_000));

  // Two days ago: a copy returned for a wrong address; the desk has it back, to send it again.
  await db.transaction(async (tx) => {
    let control = await registerControl(tx, desk, {
      kind: 'externo',
      courier_id: courier.user.id,
      provider: null,
      guide_number: null,
      zone: 'Chilca',
      scheduled_date: calendarDate(new Date(now.getTime() - 2 * 86_400_000)),
      notes: null,
    });
    const copy = pending[7]!.copy_id;
    control = await addItems(tx, desk, control.id, { output_recipient_ids: [copy], dispatch: true });
    const [item] = await tx.select().from(deliveryItems).where(eq(deliveryItems.control_id, control.id));
    await recordResult(tx, courier, control.id, item!.id, {
      result: 'devuelto',
      at: new Date(now.getTime() - 2 * 86_400_000 - 4 * 3_600_000).toISOString(),
      received_by_name: null,
      received_by_document: null,
      received_by_position: null,
      signed: false,
      sealed: false,
      reason_code: 'direccion_incorrecta',
      note: 'El jirón no tiene esa numeración; un vecino indica que se mudó a El Tambo.',
      cargo_attachment_id: null,
    });
    await acknowledge(tx, desk, copy, 'Sobre cerrado, en la bandeja de devueltos.');
  });

  // Yesterday's round: four copies, three delivered, one returned after two visits (its paper still with the courier).
  await db.transaction(async (tx) => {
    let control = await registerControl(tx, desk, {
      kind: 'externo',
      courier_id: courier.user.id,
      provider: null,
      guide_number: null,
      zone: 'El Tambo',
      scheduled_date: yesterday,
      notes: 'Notificaciones de resoluciones de alcaldía.',
    });
    control = await addItems(tx, desk, control.id, { output_recipient_ids: pending.slice(0, 4).map((p) => p.copy_id) });
    control = await dispatchControl(tx, desk, control.id, { version: control.version });
    const items = await tx.select().from(deliveryItems).where(eq(deliveryItems.control_id, control.id));
    const at = (hour: number) => new Date(now.getTime() - 86_400_000 + hour * 3_600_000).toISOString();
    for (const [i, item] of items.slice(0, 3).entries()) {
      const who = RECEIVERS[i]!;
      await recordResult(tx, courier, control.id, item.id, {
        result: 'entregado',
        at: at(-8 + i),
        received_by_name: who.name,
        received_by_document: who.dni,
        received_by_position: who.position,
        signed: true,
        sealed: i === 0,
        reason_code: null,
        note: null,
        cargo_attachment_id: await cargoPhoto(tx, files, courier, control.id, i + 1),
      });
    }
    const last = items[3]!;
    const visit = {
      at: at(-6),
      received_by_name: null,
      received_by_document: null,
      received_by_position: null,
      signed: false,
      sealed: false,
      cargo_attachment_id: null,
    };
    await recordResult(tx, courier, control.id, last.id, {
      ...visit,
      result: 'reintentar',
      reason_code: null,
      note: 'Nadie atendió.',
    });
    await recordResult(tx, courier, control.id, last.id, {
      ...visit,
      at: at(-5),
      result: 'devuelto',
      reason_code: 'ausente',
      note: 'Segunda visita, domicilio cerrado.',
    });
  });

  // Today's round, in route: three copies waiting for the courier.
  await db.transaction(async (tx) => {
    let control = await registerControl(tx, desk, {
      kind: 'externo',
      courier_id: courier.user.id,
      provider: null,
      guide_number: null,
      zone: 'Huancayo centro',
      scheduled_date: today,
      notes: null,
    });
    control = await addItems(tx, desk, control.id, { output_recipient_ids: pending.slice(4, 7).map((p) => p.copy_id) });
    await dispatchControl(tx, desk, control.id, { version: control.version });
  });
  return { controls: 3 };
}
