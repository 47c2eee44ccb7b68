/**
 * Service accounts: the users in whose name work nobody typed is recorded (the virtual desk's
 * requests, the exchange between institutions). Inactive (they cannot sign in), with a password
 * hash no password matches, made the first time they are needed.
 */
import { asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { offices, users } from '../db/schema';

export interface ServiceAccountSpec {
  username: string;
  names: string;
  surnames: string;
  position: string;
  /** The office to make the account in, when it does not exist yet. */
  office: () => Promise<{ id: number } | undefined>;
  /** Thrown when no office is found for it. */
  noOffice: string;
}

/** The first active office, top-level ones first. */
export async function firstActiveOffice(tx: Executor): Promise<{ id: number } | undefined> {
  const [office] = await tx
    .select({ id: offices.id })
    .from(offices)
    .where(eq(offices.active, true))
    .orderBy(sql`${offices.parent_id} is not null`, asc(offices.id))
    .limit(1);
  return office;
}

/** The service account named `spec.username`, made in `spec.office()` if it does not exist. */
export async function serviceAccount(
  tx: Executor,
  spec: ServiceAccountSpec,
): Promise<{ id: number; office_id: number }> {
  const find = () =>
    tx
      .select({ id: users.id, office_id: users.office_id })
      .from(users)
      .where(sql`lower(${users.username}) = ${spec.username}`);
  const [found] = await find();
  if (found?.office_id) return { id: found.id, office_id: found.office_id };
  const office = await spec.office();
  if (!office) throw new Error(spec.noOffice);
  await tx
    .insert(users)
    .values({
      username: spec.username,
      email: `${spec.username}@folio.invalid`,
      // Not an argon2 hash: no password ever matches it (and the account is inactive).
      password_hash: '!',
      names: spec.names,
      surnames: spec.surnames,
      position: spec.position,
      office_id: office.id,
      active: false,
    })
    .onConflictDoNothing();
  const [made] = await find();
  return { id: made!.id, office_id: made!.office_id ?? office.id };
}
