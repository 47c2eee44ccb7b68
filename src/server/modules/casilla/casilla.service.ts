/**
 * The casilla's accounts (docs/domain.md §9): opening one (pending until the e-mail link is
 * opened), signing in with the password and then a six-digit code sent by e-mail, sessions, and
 * the password recovery. Every secret is random (lib/tokens) and stored only as its SHA-256.
 */
import { randomInt } from 'node:crypto';
import { formatQuantity } from '@shared/numbers';
import {
  CASILLA_TERMS_VERSION,
  type CasillaAccount,
  type CasillaDocumentType,
  type casillaRegistrationInput,
  casillaTerms,
} from '@shared/schemas/casilla';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Executor } from '../../db/client';
import { casillaAccounts, casillaSecrets } from '../../db/schema';
import { HttpError, invalid } from '../../lib/errors';
import type { ClientInfo } from '../../lib/request';
import { hashSecret, newSecret } from '../../lib/tokens';
import { hashPassword, verifyPassword } from '../auth/auth.service';

/** What the outputs module calls: the deposit in its `notify` transition, the evidence in its deliveries. */
export { depositInCasilla } from './casilla.deposit';
export { electronicEvidence } from './casilla.evidence';

export const VERIFY_HOURS = 24;
export const CODE_MINUTES = 10;
export const CODE_ATTEMPTS = 5;
export const RESET_MINUTES = 60;
/** A session ends after this long without use, and at most this long after it began. */
export const SESSION_IDLE_MINUTES = 30;
export const SESSION_MAX_HOURS = 12;

type AccountRow = typeof casillaAccounts.$inferSelect;
type Purpose = 'verificar' | 'codigo' | 'restablecer' | 'sesion';

export const accountAnswer = (row: AccountRow): CasillaAccount => ({
  document_type: row.document_type as CasillaDocumentType,
  document_number: row.document_number,
  name: row.name,
  email: row.email,
  state: row.state as CasillaAccount['state'],
  accepted_at: row.acceptance.accepted_at,
});

const minutesFromNow = (minutes: number) => new Date(Date.now() + minutes * 60_000);

async function issueSecret(tx: Executor, accountId: number, purpose: Purpose, minutes: number, codeHash?: string) {
  const secret = newSecret();
  await tx.insert(casillaSecrets).values({
    account_id: accountId,
    purpose,
    secret_hash: hashSecret(secret),
    code_hash: codeHash ?? null,
    expires_at: minutesFromNow(minutes),
  });
  return secret;
}

/** The live secret of `purpose`, with its account. */
async function liveSecret(tx: Executor, secret: string, purpose: Purpose) {
  const [row] = await tx
    .select({ secret: casillaSecrets, account: casillaAccounts })
    .from(casillaSecrets)
    .innerJoin(casillaAccounts, eq(casillaAccounts.id, casillaSecrets.account_id))
    .where(
      and(
        eq(casillaSecrets.secret_hash, hashSecret(secret)),
        eq(casillaSecrets.purpose, purpose),
        isNull(casillaSecrets.used_at),
        gt(casillaSecrets.expires_at, sql`now()`),
      ),
    )
    .for('update', { of: casillaSecrets });
  return row;
}

const spend = (tx: Executor, id: number) =>
  tx.update(casillaSecrets).set({ used_at: sql`now()` }).where(eq(casillaSecrets.id, id));

export const findAccount = async (tx: Executor, documentType: string, documentNumber: string) =>
  (
    await tx
      .select()
      .from(casillaAccounts)
      .where(and(eq(casillaAccounts.document_type, documentType), eq(casillaAccounts.document_number, documentNumber)))
  )[0];

export type Opened =
  | { kind: 'opened'; account: AccountRow; token: string }
  | { kind: 'taken'; account: AccountRow }
  | { kind: 'resent'; account: AccountRow; token: string };

/**
 * Opens a casilla, keeping the acceptance as evidence. A document that already has a verified
 * casilla is not opened again (its owner is told by e-mail); one still waiting for its link is
 * replaced by the new request, so a mistyped address can be corrected.
 */
export async function openCasilla(
  tx: Executor,
  input: z.output<typeof casillaRegistrationInput>,
  institution: string,
  client: ClientInfo,
): Promise<Opened> {
  const existing = await findAccount(tx, input.document_type, input.document_number);
  if (existing && existing.state !== 'por_verificar') return { kind: 'taken', account: existing };
  const values = {
    document_type: input.document_type,
    document_number: input.document_number,
    name: input.name,
    email: input.email,
    password_hash: await hashPassword(input.password),
    acceptance: {
      terms_version: CASILLA_TERMS_VERSION,
      text: casillaTerms(institution),
      accepted_at: new Date().toISOString(),
      ip: client.ip.slice(0, 64),
      user_agent: client.userAgent?.slice(0, 300) ?? null,
    },
  };
  const [account] = existing
    ? await tx
        .update(casillaAccounts)
        .set({ ...values, updated_at: sql`now()` })
        .where(eq(casillaAccounts.id, existing.id))
        .returning()
    : await tx.insert(casillaAccounts).values(values).returning();
  if (existing) await tx.delete(casillaSecrets).where(eq(casillaSecrets.account_id, existing.id));
  const token = await issueSecret(tx, account!.id, 'verificar', VERIFY_HOURS * 60);
  return { kind: existing ? 'resent' : 'opened', account: account!, token };
}

export async function verifyCasilla(tx: Executor, token: string): Promise<AccountRow> {
  const found = await liveSecret(tx, token, 'verificar');
  if (!found)
    throw new HttpError(410, 'El enlace no es válido o ya venció. Solicite la apertura de su casilla otra vez.');
  await spend(tx, found.secret.id);
  const [account] = await tx
    .update(casillaAccounts)
    .set({ state: 'activa', verified_at: sql`now()`, updated_at: sql`now()` })
    .where(eq(casillaAccounts.id, found.account.id))
    .returning();
  return account!;
}

const codeHash = (challenge: string, code: string) => hashSecret(`${challenge}:${code}`);

export const WRONG_CREDENTIALS = 'El documento o la contraseña no son correctos.';

/** The password's check; a right one issues a code to the account's address. */
export async function startSignIn(
  tx: Executor,
  documentType: string,
  documentNumber: string,
  password: string,
): Promise<{ account: AccountRow; challenge: string; code: string } | null> {
  const account = await findAccount(tx, documentType, documentNumber);
  const right = await verifyPassword(account?.password_hash, password);
  if (!account || !right) return null;
  if (account.state === 'por_verificar')
    throw new HttpError(403, 'Confirme primero su correo electrónico con el enlace que le enviamos.');
  if (account.state === 'suspendida')
    throw new HttpError(403, 'Su casilla está suspendida. Comuníquese con la institución.');
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const challenge = newSecret();
  await tx.insert(casillaSecrets).values({
    account_id: account.id,
    purpose: 'codigo',
    secret_hash: hashSecret(challenge),
    code_hash: codeHash(challenge, code),
    expires_at: minutesFromNow(CODE_MINUTES),
  });
  return { account, challenge, code };
}

/** What a wrong code leaves: the tries left (0: the challenge is spent). */
export type WrongCode = { wrong: true; left: number };

/**
 * The code's check: a right one opens a session; a wrong one is counted (and committed: the
 * caller refuses it after), and the fifth spends the challenge.
 */
export async function finishSignIn(
  tx: Executor,
  challenge: string,
  code: string,
): Promise<{ account: AccountRow; token: string } | WrongCode> {
  const found = await liveSecret(tx, challenge, 'codigo');
  if (!found) throw new HttpError(410, 'El código venció o ya se usó. Ingrese otra vez con su contraseña.');
  if (found.secret.code_hash !== codeHash(challenge, code)) {
    const attempts = found.secret.attempts + 1;
    await tx
      .update(casillaSecrets)
      .set({ attempts, ...(attempts >= CODE_ATTEMPTS && { used_at: sql`now()` }) })
      .where(eq(casillaSecrets.id, found.secret.id));
    return { wrong: true, left: CODE_ATTEMPTS - attempts };
  }
  await spend(tx, found.secret.id);
  const token = await issueSecret(tx, found.account.id, 'sesion', SESSION_MAX_HOURS * 60);
  return { account: found.account, token };
}

export const wrongCode = ({ left }: WrongCode) =>
  invalid({
    code: [
      left > 0
        ? `El código no es correcto. Le quedan ${formatQuantity(left, 'intento', 'intentos')}.`
        : 'El código no es correcto y ya no puede usarse. Ingrese otra vez con su contraseña.',
    ],
  });

/** The account of a live session, which this use keeps alive. */
export async function sessionAccount(tx: Executor, token: string): Promise<AccountRow | null> {
  const [row] = await tx
    .update(casillaSecrets)
    .set({ last_used_at: sql`now()` })
    .where(
      and(
        eq(casillaSecrets.secret_hash, hashSecret(token)),
        eq(casillaSecrets.purpose, 'sesion'),
        isNull(casillaSecrets.used_at),
        gt(casillaSecrets.expires_at, sql`now()`),
        sql`coalesce(${casillaSecrets.last_used_at}, ${casillaSecrets.created_at}) > now() - ${`${SESSION_IDLE_MINUTES} minutes`}::interval`,
      ),
    )
    .returning({ account_id: casillaSecrets.account_id });
  if (!row) return null;
  const [account] = await tx.select().from(casillaAccounts).where(eq(casillaAccounts.id, row.account_id));
  return account?.state === 'activa' ? account : null;
}

export const endSession = (tx: Executor, token: string) =>
  tx
    .update(casillaSecrets)
    .set({ used_at: sql`now()` })
    .where(and(eq(casillaSecrets.secret_hash, hashSecret(token)), eq(casillaSecrets.purpose, 'sesion')));

/** A reset link for a verified account; nothing for an unknown document (the answer is the same). */
export async function forgotPassword(tx: Executor, documentType: string, documentNumber: string) {
  const account = await findAccount(tx, documentType, documentNumber);
  if (account?.state !== 'activa') return null;
  return { account, token: await issueSecret(tx, account.id, 'restablecer', RESET_MINUTES) };
}

/** A new password from a reset link; every other secret of the account (sessions too) ends. */
export async function resetPassword(tx: Executor, token: string, password: string): Promise<void> {
  const found = await liveSecret(tx, token, 'restablecer');
  if (!found) throw new HttpError(410, 'El enlace no es válido o ya venció. Solicite otro.');
  await tx
    .update(casillaAccounts)
    .set({ password_hash: await hashPassword(password), updated_at: sql`now()` })
    .where(eq(casillaAccounts.id, found.account.id));
  await tx
    .update(casillaSecrets)
    .set({ used_at: sql`now()` })
    .where(and(eq(casillaSecrets.account_id, found.account.id), isNull(casillaSecrets.used_at)));
}
