/**
 * The one way the app notifies users: `notify(tx, target, { text, type, data_id })` stores a
 * notification per recipient inside the caller's transaction and queues its push on
 * `private-App.Models.User.{id}`, which PostgreSQL sends when (and only if) the transaction commits.
 */
import { ADMIN } from '@shared/permissions';
import { z } from '@shared/zod';
import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { type NotificationData, notifications, rolePermissions, userRoles, users } from '../../db/schema';
import { usersWhoSee } from '../../lib/records/visible-to';
import { type BusMessage, publishOnCommit } from '../../plugins/realtime/bus';
import { userChannel } from '../../plugins/realtime/channels';

/** The event laravel-echo's `.notification(cb)` listens for. */
export const NOTIFICATION_EVENT = 'Illuminate\\Notifications\\Events\\BroadcastNotificationCreated';

/** A user id, the active users of an office, or the active holders of a permission (administrators included). */
export type NotifyTarget = number | { office: number } | { permission: string };

const notificationData = z.object({
  text: z.string().trim().min(1).max(500),
  type: z.string().min(1).max(100),
  data_id: z.number().int(),
});

async function recipients(tx: Executor, target: NotifyTarget): Promise<number[]> {
  if (typeof target === 'number') return [target];
  if ('office' in target) {
    const rows = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.office_id, target.office), eq(users.active, true)));
    return rows.map((r) => r.id);
  }
  const rows = await tx
    .selectDistinct({ id: users.id })
    .from(users)
    .innerJoin(userRoles, eq(userRoles.user_id, users.id))
    .innerJoin(rolePermissions, eq(rolePermissions.role_id, userRoles.role_id))
    .where(and(eq(users.active, true), inArray(rolePermissions.permission, [target.permission, ADMIN])));
  return rows.map((r) => r.id);
}

/**
 * The broadcast payload as Laravel sends it: the data fields with `id` and `type` merged in at top
 * level. A notification's `type` is its `data.type`, so the merge keeps it.
 */
export const broadcastPayload = (id: string, data: NotificationData) => ({ ...data, id });

export interface NotifyOptions {
  /**
   * Which of the resolved users may see what the notification is about (a record's scope,
   * `usersWhoSee` in lib/records/visible-to.ts); the others are not notified. Every notification
   * about a record passes one: nobody is told of what they cannot open.
   */
  visibleTo?: (tx: Executor, userIds: number[]) => Promise<number[]>;
  /** Sent by a schedule (due dates, expiries): the bell lists it after what people did. */
  automatic?: boolean;
}

/**
 * Tells the targets about one record, each once and only those whose scope opens it (a restricted
 * record reaches only the members who may see it); the text is cut to a notification's length.
 */
export async function notifyWhoSee(
  tx: Executor,
  type: string,
  record: Parameters<typeof usersWhoSee>[1],
  targets: readonly NotifyTarget[],
  text: string,
  options: NotifyOptions = {},
): Promise<void> {
  await notify(
    tx,
    targets,
    { text: text.slice(0, 500), type, data_id: record.id },
    { automatic: options.automatic, visibleTo: (db, userIds) => usersWhoSee(db, record, userIds) },
  );
}

/**
 * Notifies every user the targets resolve to, once each however many targets name them (one
 * notification per person per event); returns the ids of the stored notifications.
 */
export async function notify(
  tx: Executor,
  target: NotifyTarget | readonly NotifyTarget[],
  input: NotificationData,
  options: NotifyOptions = {},
): Promise<string[]> {
  const parsed = notificationData.parse(input);
  const targets = Array.isArray(target) ? target : [target as NotifyTarget];
  const named = new Set(targets.filter((t): t is number => typeof t === 'number'));
  const resolved = new Set<number>();
  for (const t of targets) for (const id of await recipients(tx, t)) resolved.add(id);
  const userIds = options.visibleTo ? await options.visibleTo(tx, [...resolved]) : [...resolved];
  if (userIds.length === 0) return [];
  const dataOf = (userId: number): NotificationData => ({
    ...parsed,
    personal: named.has(userId),
    automatic: options.automatic === true,
  });
  const rows = await tx
    .insert(notifications)
    .values(userIds.map((user_id) => ({ user_id, type: parsed.type, data: dataOf(user_id) })))
    .returning({ id: notifications.id, user_id: notifications.user_id });
  const messages: BusMessage[] = rows.map((row) => ({
    channels: [userChannel(row.user_id)],
    event: NOTIFICATION_EVENT,
    // The pushed payload keeps the documented shape (docs/realtime.md); the flags are for filtering.
    data: JSON.stringify(broadcastPayload(row.id, parsed)),
  }));
  await publishOnCommit(tx, messages);
  return rows.map((row) => row.id);
}

/** On the user's private channel; the web reloads permissions and menu (`Echo.private(…).listen('.permissions-updated')`). */
export const PERMISSIONS_UPDATED_EVENT = 'permissions-updated';

/**
 * Called by the users administration whenever an administrator changes a user's roles, office or
 * active state: notifies the user and tells their open tabs to reload permissions, both when `tx` commits.
 */
export async function notifyUserAccessChanged(tx: Executor, userId: number): Promise<void> {
  // Type `profile`: the user opens their own profile (`users-show` is for administrators).
  await notify(tx, userId, { text: 'Sus permisos fueron actualizados.', type: 'profile', data_id: userId });
  await publishOnCommit(tx, [
    { channels: [userChannel(userId)], event: PERMISSIONS_UPDATED_EVENT, data: JSON.stringify({ user_id: userId }) },
  ]);
}
