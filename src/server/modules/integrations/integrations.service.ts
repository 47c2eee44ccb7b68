/**
 * Integrations as principals: each one acts through an inactive user of its own (it cannot sign
 * in: no password, never active; its names say it is an integration), so scope rules,
 * registered-by columns and the audit trail treat it exactly as a person of its office with its
 * keys, and name it.
 */
import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { users } from '../../db/schema';
import { newSecret } from '../../lib/tokens';

/** The integration's principal: a user who never signs in, named after it. */
export async function createPrincipal(tx: Executor, name: string, officeId: number): Promise<number> {
  const handle = `integracion-${newSecret()
    .slice(0, 12)
    .toLowerCase()
    .replace(/[^a-z0-9]/g, 'x')}`;
  const [user] = await tx
    .insert(users)
    .values({
      username: handle,
      email: `${handle}@integraciones.invalid`,
      password_hash: '!',
      names: name,
      surnames: '(integración)',
      office_id: officeId,
      active: false,
    })
    .returning({ id: users.id });
  return user!.id;
}

export async function syncPrincipal(tx: Executor, userId: number, name: string, officeId: number): Promise<void> {
  await tx.update(users).set({ names: name, office_id: officeId, updated_at: sql`now()` }).where(eq(users.id, userId));
}
