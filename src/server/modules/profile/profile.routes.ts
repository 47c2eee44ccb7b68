/** The signed-in user's own contact data (`/perfil`, `/update-profile`). */
import { profileUpdateSchema } from '@shared/schemas/auth';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { users } from '../../db/schema';
import { conflict, invalid } from '../../lib/errors';
import { callerOf } from '../../plugins/auth';
import { sessionUser } from '../auth/session';

export async function profileRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const config = { permissions: ['profile'] } as const;

  r.get('/api/v1/profile', { config }, async (request) => ({
    data: await sessionUser(app.db, callerOf(request).user),
  }));

  r.put('/api/v1/profile', { schema: { body: profileUpdateSchema }, config }, async (request) => {
    const { user } = callerOf(request);
    const { version, ...contact } = request.body;
    return app.db.transaction(async (tx) => {
      const [taken] = await tx
        .select({ id: users.id })
        .from(users)
        .where(and(sql`lower(${users.email}) = ${contact.email.toLowerCase()}`, ne(users.id, user.id)));
      if (taken) throw invalid({ email: ['Este correo electrónico ya está registrado.'] });
      const [updated] = await tx
        .update(users)
        .set({
          ...contact,
          update_register: false,
          version: sql`${users.version} + 1`,
          updated_at: sql`now()`,
        })
        .where(and(eq(users.id, user.id), eq(users.version, version)))
        .returning();
      if (!updated) throw conflict();
      return { data: await sessionUser(tx, updated) };
    });
  });
}
