/**
 * Demo loans and access permissions of the central archive, made through the services like the
 * archivist's week: boxes lent and consulted (one due today), one overdue, one returned, and a
 * restricted entry of OAJ waiting for its head's authorisation. Needs the demo archive (boxes)
 * and, for the restricted entry, the demo correspondence.
 */
import { calendarDate } from '@shared/working-days';
import { and, asc, eq, inArray, like, sql } from 'drizzle-orm';
import type { Caller } from '../../lib/records/caller';
import {
  approvePermission,
  authorizePermission,
  registerPermission,
  returnPermission,
} from '../../modules/archive-temporary-permissions/archive-temporary-permissions.service';
import type { Db } from '../client';
import {
  archiveExpedients,
  archiveTemporaryPermissions,
  documentClassifications,
  entries,
  offices,
  rolePermissions,
  userRoles,
  users,
} from '../schema';

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
    .where(inArray(users.username, ['archivero', 'servidor', 'jefe', 'mesapartes']))
    .groupBy(users.id);
  return new Map(
    rows.map(({ user, permissions }) => [user.username, { user, permissions, tokenId: 0, ip: null } as Caller]),
  );
}

export async function seedDemoLoans(db: Db, now = new Date()): Promise<{ permissions: number }> {
  const people = await callers(db);
  const archivist = people.get('archivero');
  if (!archivist) throw new Error('The demo archivist (archivero) is missing.');
  const boxes = await db
    .select({ id: archiveExpedients.id })
    .from(archiveExpedients)
    .where(like(archiveExpedients.code, 'CAJA-%'))
    .orderBy(asc(archiveExpedients.code))
    .limit(4);
  if (boxes.length < 4) return { permissions: 0 };
  const day = (n: number) => calendarDate(new Date(now.getTime() + n * 86_400_000));
  const holder = (username: string) => people.get(username)!.user.id;
  const lend = (
    box: number,
    username: string,
    type: 'prestamo_fisico' | 'consulta_sala',
    reason: string,
    until: number,
  ) =>
    db.transaction(async (tx) => {
      const requested = await registerPermission(tx, archivist, {
        holder_id: holder(username),
        item_kind: 'archive-expedients',
        item_id: boxes[box]!.id,
        type,
        reason,
        starts_on: day(0),
        until_on: day(until),
      });
      const approved = await approvePermission(tx, archivist, requested.id, { version: requested.version });
      // A box of another office than the holder's: the archive authorises it on that office's behalf.
      return approved.state === 'por_autorizar'
        ? authorizePermission(tx, archivist, approved.id, { version: approved.version })
        : approved;
    });

  await lend(0, 'servidor', 'prestamo_fisico', 'Sustento del informe legal sobre la licitación 2019', 5);
  await lend(1, 'jefe', 'consulta_sala', 'Verificación de resoluciones de alcaldía', 0);
  const overdue = await lend(2, 'jefe', 'prestamo_fisico', 'Revisión de contratos de obra para auditoría', 7);
  // Lent twelve days ago for ten days: back-dated, as the services lend from today only.
  await db
    .update(archiveTemporaryPermissions)
    .set({ starts_on: day(-12), until_on: day(-2), original_until_on: day(-2) })
    .where(eq(archiveTemporaryPermissions.id, overdue.id));
  const returned = await lend(3, 'servidor', 'prestamo_fisico', 'Copia certificada solicitada por un administrado', 3);
  await db.transaction((tx) =>
    returnPermission(tx, archivist, returned.id, {
      version: returned.version,
      return_notes: 'Completo, sin observaciones.',
    }),
  );

  const [oaj] = await db.select({ id: offices.id }).from(offices).where(eq(offices.code, 'OAJ'));
  const [restricted] = await db
    .select({ id: entries.id })
    .from(entries)
    .innerJoin(documentClassifications, eq(documentClassifications.id, entries.classification_id))
    .where(and(eq(documentClassifications.restricted, true), eq(entries.destination_office_id, oaj?.id ?? 0)))
    .orderBy(asc(entries.id))
    .limit(1);
  if (!restricted) return { permissions: 4 };
  await db.transaction(async (tx) => {
    const requested = await registerPermission(tx, archivist, {
      holder_id: holder('mesapartes'),
      item_kind: 'entries',
      item_id: restricted.id,
      type: 'acceso_digital',
      reason: 'Atención de un pedido de acceso a la información pública',
      starts_on: day(0),
      until_on: day(3),
    });
    await approvePermission(tx, archivist, requested.id, { version: requested.version });
  });
  return { permissions: 5 };
}
