/** Users the browser tests need beyond the demo data, written before the server starts. */
import { eq } from 'drizzle-orm';
import type { Db } from '../../src/server/db/client';
import { offices, roles, userRoles, users } from '../../src/server/db/schema';
import { hashPassword } from '../../src/server/modules/auth/passwords';

export const TEMP_PASSWORD = 'Temporal2026';

export const FIXTURE_USERS = [
  { username: 'nuevo', names: 'Nuevo', surnames: 'Ingreso', reset_password: true, update_register: false },
  { username: 'pendiente', names: 'Pedro', surnames: 'Pendiente', reset_password: false, update_register: true },
  { username: 'ambos', names: 'Amanda', surnames: 'Ambos', reset_password: true, update_register: true },
  { username: 'olvido', names: 'Olga', surnames: 'Olvido', reset_password: false, update_register: false },
] as const;

export async function seedFixtures(db: Db): Promise<void> {
  const [office] = await db.select({ id: offices.id }).from(offices).where(eq(offices.code, 'OAJ'));
  const [role] = await db.select({ id: roles.id }).from(roles).where(eq(roles.name, 'Servidor de oficina'));
  const passwordHash = await hashPassword(TEMP_PASSWORD);
  for (const u of FIXTURE_USERS) {
    const [row] = await db
      .insert(users)
      .values({ ...u, email: `${u.username}@folio.local`, password_hash: passwordHash, office_id: office!.id })
      .returning({ id: users.id });
    await db.insert(userRoles).values({ user_id: row!.id, role_id: role!.id });
  }
}
