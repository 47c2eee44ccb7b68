/** The signed-in user's own contact data (`/perfil`, `/update-profile`). */
import { one } from '@shared/schemas/api';
import { profileUpdateSchema } from '@shared/schemas/auth';
import { sessionUser as sessionUserSchema } from '@shared/schemas/user';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { users } from '../../db/schema';
import { answers } from '../../lib/crud/answers';
import { newVersion } from '../../lib/crud/versioned-write';
import { invalid, staleVersion } from '../../lib/errors';
import type { UserRow } from '../../lib/identity';
import { recordFailure, refuseWhileBlocked, throttleRule } from '../../lib/throttle';
import { callerOf } from '../../plugins/auth';
import { accountThrottleKey, sessionUser, verifyPassword } from '../auth/auth.service';

export async function profileRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const config = { permissions: ['profile'] } as const;

  r.get('/api/v1/profile', { schema: answers(200, one(sessionUserSchema)), config }, async (request) => ({
    data: await sessionUser(app.db, callerOf(request).user),
  }));

  r.put(
    '/api/v1/profile',
    { schema: { body: profileUpdateSchema, ...answers(200, one(sessionUserSchema)) }, config },
    async (request) => {
      const { user } = callerOf(request);
      const { version, current_password, ...contact } = request.body;
      const emailChanges = contact.email.toLowerCase() !== user.email.toLowerCase();
      if (emailChanges) await confirmPassword(user, current_password);
      const updated = await app.db.transaction(async (tx) => {
        const [taken] = await tx
          .select({ id: users.id })
          .from(users)
          .where(and(sql`lower(${users.email}) = ${contact.email.toLowerCase()}`, ne(users.id, user.id)));
        if (taken) throw invalid({ email: ['Este correo electrónico ya está registrado.'] });
        const [row] = await tx
          .update(users)
          .set({
            ...contact,
            update_register: false,
            ...newVersion(users),
          })
          .where(and(eq(users.id, user.id), eq(users.version, version)))
          .returning();
        if (!row) throw staleVersion();
        return row;
      });
      if (emailChanges) tellOldAddress(app, user, updated.email);
      return { data: await sessionUser(app.db, updated) };
    },
  );

  /** The account's password, checked like a login: failures count towards its throttle. */
  async function confirmPassword(user: UserRow, password: string | undefined): Promise<void> {
    if (!password) throw invalid({ current_password: [PASSWORD_REQUIRED] });
    const key = accountThrottleKey(user.id);
    await refuseWhileBlocked(app.db, [key]);
    if (!(await verifyPassword(user.password_hash, password))) {
      const { perAccount, windowMinutes } = app.config.loginThrottle;
      await recordFailure(app.db, key, throttleRule(perAccount, windowMinutes));
      throw invalid({ current_password: ['La contraseña actual no es correcta.'] });
    }
  }
}

const PASSWORD_REQUIRED = 'Ingrese su contraseña actual para cambiar el correo electrónico.';

/** The previous address learns of the change, so a stolen session cannot move the account unseen. */
function tellOldAddress(app: FastifyInstance, user: UserRow, newEmail: string): void {
  app.mailer
    .send({
      to: user.email,
      subject: 'Se cambió el correo de su cuenta de Folio',
      text: [
        `Hola, ${user.names}:`,
        '',
        `El correo electrónico de su cuenta de Folio (usuario ${user.username}) se cambió a ${newEmail}.`,
        'Desde ahora los avisos y los enlaces para restablecer la contraseña llegarán a esa dirección.',
        '',
        'Si usted no hizo este cambio, comuníquese de inmediato con el administrador del sistema.',
      ].join('\n'),
    })
    .catch((error: unknown) => app.log.error({ err: error }, 'could not tell the old address of an e-mail change'));
}
