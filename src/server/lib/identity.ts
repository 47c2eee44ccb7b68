/**
 * Who a user is and what they may do: the user's row and the permission keys their roles grant.
 * plugins/auth.ts caches both per token and drops them as soon as a user, their roles or a role's
 * permissions change (plugins/identity-cache.ts).
 */
import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { rolePermissions, userRoles, type users } from '../db/schema';

export type UserRow = typeof users.$inferSelect;

export async function permissionsOf(db: Executor, userId: number): Promise<string[]> {
  const rows = await db
    .selectDistinct({ permission: rolePermissions.permission })
    .from(userRoles)
    .innerJoin(rolePermissions, eq(rolePermissions.role_id, userRoles.role_id))
    .where(eq(userRoles.user_id, userId))
    .orderBy(asc(rolePermissions.permission));
  return rows.map((r) => r.permission);
}
