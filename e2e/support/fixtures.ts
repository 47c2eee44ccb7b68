/** Users the browser tests need beyond the demo data, written before the server starts. */
import type { Db } from '../../src/server/db/client';
import { DEMO_PASSWORD } from '../../src/server/db/seed/seed';
import { createUser, officeIds } from '../../src/server/test/fixtures';

export const TEMP_PASSWORD = 'Temporal2026';

export const FIXTURE_USERS = [
  { username: 'nuevo', names: 'Nuevo', surnames: 'Ingreso', reset_password: true, update_register: false },
  { username: 'pendiente', names: 'Pedro', surnames: 'Pendiente', reset_password: false, update_register: true },
  { username: 'ambos', names: 'Amanda', surnames: 'Ambos', reset_password: true, update_register: true },
  { username: 'olvido', names: 'Olga', surnames: 'Olvido', reset_password: false, update_register: false },
] as const;

/** A worker of GAF, outside the offices of OAJ's restricted documents: the loans' holder. */
export const BORROWER = { username: 'prestataria', names: 'Paula', surnames: 'Prestataria Rojas' } as const;

export async function seedFixtures(db: Db): Promise<void> {
  const { OAJ, GAF } = await officeIds(db);
  for (const user of FIXTURE_USERS) {
    await createUser(db, { ...user, role: 'Servidor de oficina', officeId: OAJ, password: TEMP_PASSWORD });
  }
  await createUser(db, { ...BORROWER, role: 'Servidor de oficina', officeId: GAF, password: DEMO_PASSWORD });
}
