/** The signed-in user as the web sees them: their data, office and roles (login, session, profile). */
import type { SessionUser } from '@shared/schemas/user';
import { asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { offices, roles, userRoles } from '../../db/schema';
import type { UserRow } from '../../lib/identity';

export async function sessionUser(db: Executor, user: UserRow): Promise<SessionUser> {
  const [office] = user.office_id
    ? await db
        .select({
          id: offices.id,
          code: offices.code,
          name: offices.name,
          head: sql<boolean>`coalesce(${offices.head_user_id} = ${user.id}, false)`,
        })
        .from(offices)
        .where(eq(offices.id, user.office_id))
    : [];
  const userRoleRows = await db
    .select({ id: roles.id, name: roles.name })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.role_id))
    .where(eq(userRoles.user_id, user.id))
    .orderBy(asc(roles.name));
  return {
    id: user.id,
    username: user.username,
    email: user.email,
    names: user.names,
    surnames: user.surnames,
    full_name: `${user.names} ${user.surnames}`,
    document_type: user.document_type,
    document_number: user.document_number,
    phone: user.phone,
    position: user.position,
    office: office ?? null,
    roles: userRoleRows,
    active: user.active,
    update_register: user.update_register,
    reset_password: user.reset_password,
    version: user.version,
  };
}
