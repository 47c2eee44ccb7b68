/**
 * Demo delivery controls, made through the services like a front desk's day: a closed control the
 * courier (mensajero) brought back with deliveries and a return, and an open one in route with
 * items waiting for him. Needs the demo correspondence (outputs with recipients still pending).
 */
import { calendarDate } from '@shared/working-days';
import { eq, inArray, sql } from 'drizzle-orm';
import type { Caller } from '../../lib/records/caller';
import {
  addItems,
  dispatchControl,
  pendingCopies,
  recordResult,
  registerControl,
} from '../../modules/delivery-controls/delivery-controls.service';
import type { Db } from '../client';
import { deliveryItems, rolePermissions, userRoles, users } from '../schema';

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

export async function seedDemoDelivery(db: Db, now = new Date()): Promise<{ controls: number }> {
  const people = await callers(db);
  const desk = people.get('mesapartes');
  const courier = people.get('mensajero');
  if (!desk || !courier) throw new Error('The demo users (mesapartes, mensajero) are missing.');
  const pending = await pendingCopies(db, { kind: 'externo' });
  if (pending.length < 7) return { controls: 0 };
  const today = calendarDate(now);
  const yesterday = calendarDate(new Date(now.getTime() - 86_400_000));

  // Yesterday's round: four copies, three delivered, one returned after two visits.
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
        cargo_attachment_id: null,
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
  return { controls: 2 };
}
