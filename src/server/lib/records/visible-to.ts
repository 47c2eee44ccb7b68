/**
 * Which of some users may see one record, by the module's own scope rule: what notifications use
 * so that a restricted record derived to an office reaches only the members its scope opens.
 */
import type { PermissionKey } from '@shared/permissions';
import { can } from '@shared/permissions';
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import { rolePermissions, userRoles, users } from '../../db/schema';
import type { Auth } from '../../plugins/auth';

export async function usersWhoSee(
  db: Executor,
  record: {
    table: PgTable & { id: PgColumn };
    id: number;
    /** The keys that read the module: without one the record cannot be opened at all. */
    read: readonly PermissionKey[];
    scope: (caller: Auth) => SQL | undefined;
  },
  userIds: readonly number[],
): Promise<number[]> {
  if (userIds.length === 0) return [];
  const people = await db
    .select({
      user: users,
      permissions: sql<
        string[]
      >`coalesce(array_agg(distinct ${rolePermissions.permission}) filter (where ${rolePermissions.permission} is not null), '{}')`,
    })
    .from(users)
    .leftJoin(userRoles, eq(userRoles.user_id, users.id))
    .leftJoin(rolePermissions, eq(rolePermissions.role_id, userRoles.role_id))
    .where(inArray(users.id, [...userIds]))
    .groupBy(users.id);
  const seeing: number[] = [];
  for (const { user, permissions } of people) {
    if (!can(permissions, record.read)) continue;
    const caller: Auth = { user, permissions, tokenId: 0 };
    const [found] = await db
      .select({ id: record.table.id })
      .from(record.table)
      .where(and(eq(record.table.id, record.id), record.scope(caller)));
    if (found) seeing.push(user.id);
  }
  return seeing;
}
