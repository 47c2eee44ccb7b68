/** The caller's own notifications: unread list and count (the bell), history, and marking read. */
import { notificationHistoryQuery } from '@shared/notifications';
import { one, page } from '@shared/schemas/api';
import { appNotification, notificationsMarked, unreadNotifications } from '@shared/schemas/notifications';
import { z } from '@shared/zod';
import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { notifications } from '../../db/schema';
import { answers } from '../../lib/crud/answers';
import { pageMeta } from '../../lib/crud/list';
import { notFound } from '../../lib/errors';
import { callerOf } from '../../plugins/auth';
import { userChannel } from '../../plugins/realtime/channels';

/** The bell lists at most this many unread notifications; `count` is always the full number. */
const UNREAD_LIST_LIMIT = 50;

/** On the user's private channel, so their other tabs update the bell. */
export const NOTIFICATIONS_READ_EVENT = 'notifications-read';

const columns = {
  id: notifications.id,
  type: notifications.type,
  data: notifications.data,
  read_at: notifications.read_at,
  created_at: notifications.created_at,
};

const idParams = z.object({ id: z.uuid() });

const automatic = sql`coalesce((${notifications.data}->>'automatic')::boolean, false)`;

/** The history's filters as conditions on the caller's notifications. */
function historyFilters({ kind, mine, automatic: onlyAutomatic }: z.output<typeof notificationHistoryQuery>) {
  return [
    kind ? eq(notifications.type, kind) : undefined,
    mine ? sql`coalesce((${notifications.data}->>'personal')::boolean, false)` : undefined,
    onlyAutomatic === undefined ? undefined : sql`${automatic} = ${onlyAutomatic}`,
  ];
}

export async function notificationRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const mine = (userId: number) => eq(notifications.user_id, userId);
  const unread = (userId: number) => and(mine(userId), isNull(notifications.read_at));

  r.get('/api/v1/unread-notifications', { schema: answers(200, unreadNotifications) }, async (request) => {
    const { user } = callerOf(request);
    const [total] = await app.db.select({ count: count() }).from(notifications).where(unread(user.id));
    const list = await app.db
      .select(columns)
      .from(notifications)
      .where(unread(user.id))
      // What people did first: automatic notices (due dates, expiries) must not bury a derivation.
      .orderBy(automatic, desc(notifications.created_at))
      .limit(UNREAD_LIST_LIMIT);
    return { count: total?.count ?? 0, notifications: list };
  });

  r.get(
    '/api/v1/notifications',
    { schema: { querystring: notificationHistoryQuery, ...answers(200, page(appNotification)) } },
    async (request) => {
      const { user } = callerOf(request);
      const { page, per_page } = request.query;
      const where = and(mine(user.id), ...historyFilters(request.query));
      const [total] = await app.db.select({ count: count() }).from(notifications).where(where);
      const data = await app.db
        .select(columns)
        .from(notifications)
        .where(where)
        .orderBy(desc(notifications.created_at), desc(notifications.id))
        .limit(per_page)
        .offset((page - 1) * per_page);
      const totalCount = total?.count ?? 0;
      return {
        data,
        meta: pageMeta(page, per_page, totalCount),
      };
    },
  );

  r.post(
    '/api/v1/notifications-read/:id',
    { schema: { params: idParams, ...answers(200, one(appNotification)) } },
    async (request) => {
      const { user } = callerOf(request);
      const where = and(eq(notifications.id, request.params.id), mine(user.id));
      const [updated] = await app.db
        .update(notifications)
        .set({ read_at: sql`coalesce(${notifications.read_at}, now())`, updated_at: sql`now()` })
        .where(where)
        .returning(columns);
      if (!updated) throw notFound();
      await app.realtime.publish([userChannel(user.id)], NOTIFICATIONS_READ_EVENT, { ids: [updated.id] });
      return { data: updated };
    },
  );

  r.post('/api/v1/notifications-read-all', { schema: answers(200, notificationsMarked) }, async (request) => {
    const { user } = callerOf(request);
    const updated = await app.db
      .update(notifications)
      .set({ read_at: sql`now()`, updated_at: sql`now()` })
      .where(unread(user.id))
      .returning({ id: notifications.id });
    if (updated.length > 0) {
      await app.realtime.publish([userChannel(user.id)], NOTIFICATIONS_READ_EVENT, { ids: updated.map((u) => u.id) });
    }
    return { count: updated.length };
  });
}
