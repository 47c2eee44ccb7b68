/** Login, logout, forced password change and the forgot/reset password flow. */
import type { ForcedPasswordResetInput, LoginInput, ResetPasswordInput } from '@shared/schemas/auth';
import type { SessionAnswer } from '@shared/schemas/user';
import { and, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { Db, Executor } from '../../db/client';
import { authTokens, passwordResets, users } from '../../db/schema';
import { newVersion } from '../../lib/crud/versioned-write';
import { HttpError, invalid } from '../../lib/errors';
import { permissionsOf, type UserRow } from '../../lib/identity';
import type { ClientInfo } from '../../lib/request';
import { clearFailures, recordFailure, refuseWhileBlocked, throttleRule } from '../../lib/throttle';
import { hashSecret, newSecret } from '../../lib/tokens';
import type { Mailer } from '../../plugins/mail';
import { hashPassword, verifyPassword } from './auth.passwords';
import { sessionUser } from './auth.session';

const WRONG_CREDENTIALS = 'Usuario o contraseña incorrectos.';
export const FORGOT_PASSWORD_ANSWER =
  'Si el correo está registrado, recibirá un enlace para restablecer su contraseña. Revise su bandeja de entrada.';
export const RESET_DONE_ANSWER = 'Su contraseña fue restablecida. Ya puede iniciar sesión.';

/** The columns a password change sets: the new hash, the forced-change flag cleared, a new version. */
function newPassword(passwordHash: string) {
  return {
    password_hash: passwordHash,
    reset_password: false,
    ...newVersion(users),
  };
}

/** The throttle key of an account, however the person typed its name. */
export const accountThrottleKey = (userId: number) => `user:${userId}`;

export function createAuthService(deps: { db: Db; config: Config; mailer: Mailer; log: FastifyBaseLogger }) {
  const { db, config, mailer, log } = deps;
  const { perAccount, perIp, windowMinutes } = config.loginThrottle;
  const accountRule = throttleRule(perAccount, windowMinutes);
  const ipRule = throttleRule(perIp, windowMinutes);

  async function issueToken(tx: Executor, userId: number, client: ClientInfo): Promise<string> {
    const token = newSecret();
    await tx.insert(authTokens).values({
      user_id: userId,
      token_hash: hashSecret(token),
      ip: client.ip.slice(0, 64),
      user_agent: client.userAgent?.slice(0, 300) ?? null,
    });
    return token;
  }

  async function sessionAnswer(tx: Executor, user: UserRow, token: string): Promise<SessionAnswer> {
    return {
      access_token: token,
      token_type: 'Bearer',
      user: await sessionUser(tx, user),
      permissions: await permissionsOf(tx, user.id),
    };
  }

  function revokeTokens(tx: Executor, userId: number) {
    return tx
      .update(authTokens)
      .set({ revoked_at: sql`now()` })
      .where(and(eq(authTokens.user_id, userId), isNull(authTokens.revoked_at)));
  }

  return {
    async login(input: LoginInput, client: ClientInfo): Promise<SessionAnswer> {
      const typed = input.username.toLowerCase();
      const [user] = await db
        .select()
        .from(users)
        .where(or(sql`lower(${users.username}) = ${typed}`, sql`lower(${users.email}) = ${typed}`))
        .limit(1);
      // Whatever identifier was typed, failures count against the account it names.
      const accountKey = user ? accountThrottleKey(user.id) : `name:${typed}`;
      const ipKey = `ip:${client.ip}`;
      await refuseWhileBlocked(db, [accountKey, ipKey]);

      if (!(await verifyPassword(user?.password_hash, input.password)) || !user) {
        await recordFailure(db, accountKey, accountRule);
        await recordFailure(db, ipKey, ipRule);
        throw invalid({ password: [WRONG_CREDENTIALS] }, WRONG_CREDENTIALS);
      }
      if (!user.active) {
        throw new HttpError(403, 'Su cuenta está desactivada. Comuníquese con el administrador del sistema.');
      }
      await clearFailures(db, accountKey);
      return db.transaction(async (tx) => {
        const token = await issueToken(tx, user.id, client);
        await tx.update(users).set({ last_login_at: sql`now()` }).where(eq(users.id, user.id));
        return sessionAnswer(tx, user, token);
      });
    },

    async logout(tokenId: number): Promise<void> {
      await db.update(authTokens).set({ revoked_at: sql`now()` }).where(eq(authTokens.id, tokenId));
    },

    /** The forced change of a temporary password: signs the user in again with a fresh token. */
    async changePassword(user: UserRow, input: ForcedPasswordResetInput, client: ClientInfo): Promise<SessionAnswer> {
      if (!(await verifyPassword(user.password_hash, input.current_password))) {
        throw invalid({ current_password: ['La contraseña actual no es correcta.'] });
      }
      const passwordHash = await hashPassword(input.password);
      return db.transaction(async (tx) => {
        const [updated] = await tx
          .update(users)
          .set(newPassword(passwordHash))
          .where(eq(users.id, user.id))
          .returning();
        await revokeTokens(tx, user.id);
        const token = await issueToken(tx, user.id, client);
        return sessionAnswer(tx, updated!, token);
      });
    },

    /**
     * Sends a one-time reset link when the address belongs to an active user; says nothing either
     * way. Both cases do the same work, one statement that inserts the reset row only when the user
     * exists, so the answer's timing does not tell them apart.
     */
    async forgotPassword(email: string): Promise<void> {
      const token = newSecret();
      const expiresAt = new Date(Date.now() + config.resetTokenMinutes * 60_000);
      const result = (await db.execute(sql`
        with target as (
          select ${users.id} as id, ${users.email} as email, ${users.names} as names from ${users}
          where lower(${users.email}) = ${email.toLowerCase()} and ${users.active}
          limit 1
        ), issued as (
          insert into ${passwordResets} (user_id, token_hash, expires_at)
          select id, ${hashSecret(token)}, ${expiresAt.toISOString()}::timestamptz from target
          returning user_id
        )
        select target.email, target.names from target join issued on issued.user_id = target.id`)) as unknown as {
        rows: { email: string; names: string }[];
      };
      const user = result.rows[0];
      if (!user) return;
      const link = `${config.appUrl}/reset-password/${token}`;
      if (mailer.outbox) log.info({ link }, 'password reset link (no SMTP_URL: mail written to the outbox)');
      // Not awaited, and started after the answer: it must not take longer when the account exists.
      setImmediate(() =>
        mailer
          .send({
            to: user.email,
            subject: 'Restablecer su contraseña de Folio',
            text: [
              `Hola, ${user.names}:`,
              '',
              'Recibimos una solicitud para restablecer su contraseña. Abra este enlace para elegir una nueva:',
              link,
              '',
              `El enlace vence en ${config.resetTokenMinutes} minutos y solo puede usarse una vez.`,
              'Si usted no lo solicitó, ignore este mensaje: su contraseña no cambiará.',
            ].join('\n'),
          })
          .catch((error: unknown) => log.error({ err: error }, 'could not send the password reset mail')),
      );
    },

    async resetPassword(input: ResetPasswordInput): Promise<void> {
      const passwordHash = await hashPassword(input.password);
      await db.transaction(async (tx) => {
        const [reset] = await tx
          .update(passwordResets)
          .set({ used_at: sql`now()` })
          .where(
            and(
              eq(passwordResets.token_hash, hashSecret(input.token)),
              isNull(passwordResets.used_at),
              gt(passwordResets.expires_at, sql`now()`),
            ),
          )
          .returning({ userId: passwordResets.user_id });
        if (!reset) {
          throw invalid({ token: ['El enlace no es válido o ya venció. Solicite uno nuevo.'] });
        }
        await tx.update(users).set(newPassword(passwordHash)).where(eq(users.id, reset.userId));
        await tx
          .update(passwordResets)
          .set({ used_at: sql`now()` })
          .where(and(eq(passwordResets.user_id, reset.userId), isNull(passwordResets.used_at)));
        await revokeTokens(tx, reset.userId);
        // The owner, back in through the mailed link, is not kept waiting by others' failures.
        await clearFailures(tx, accountThrottleKey(reset.userId));
      });
    },

    issueToken,
  };
}

export type AuthService = ReturnType<typeof createAuthService>;

/** Hashing a password an administrator sets (users), checking one a screen asks for again (profile). */
export { hashPassword, verifyPassword } from './auth.passwords';
/** The signed-in user as the web sees them (profile). */
export { sessionUser } from './auth.session';
