/** Assigning an open entry to the person who will attend it, who is notified. */
import { assignInput, OPEN_ENTRY_STATES } from '@shared/schemas/entries';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { entryMovements, users } from '../../db/schema';
import { actorOf, idParams, parseId } from '../../lib/crud/resource';
import { forbidden, invalid } from '../../lib/errors';
import { callerOf } from '../../plugins/auth';
import { notify } from '../notifications/notify';
import { assignableOffices, BASE, holdingOffices, lockForChange, transition, UPDATE } from './entry-access';
import { entryAnswer } from './entry-present';

export async function entriesAssignRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    `${BASE}/:id/assign`,
    { schema: { params: idParams, body: assignInput }, config: { permissions: UPDATE } },
    async (request) => {
      const caller = callerOf(request);
      const { version, user_id } = request.body;
      const row = await app.db.transaction(async (tx) => {
        const id = parseId(request.params.id);
        const existing = await lockForChange(tx, caller, id, version, OPEN_ENTRY_STATES, 'asignar');
        const movements = await tx
          .select({ to_office_id: entryMovements.to_office_id, state: entryMovements.state })
          .from(entryMovements)
          .where(eq(entryMovements.entry_id, existing.id));
        const holders = holdingOffices(existing, movements);
        const allowed = assignableOffices(caller, holders);
        if (!allowed) throw forbidden('Solo una oficina que tiene el ingreso puede asignarlo.');
        const [user] = await tx.select().from(users).where(eq(users.id, user_id));
        if (!user?.active) throw invalid({ user_id: ['El usuario no existe o está inactivo.'] });
        if (user.office_id === null || !holders.includes(user.office_id))
          throw invalid({ user_id: ['La persona debe pertenecer a una oficina que tiene el ingreso.'] });
        if (!allowed.includes(user.office_id))
          throw invalid({ user_id: ['Solo puede asignar el ingreso a personas de su oficina.'] });
        const assigned = await transition(tx, actorOf(request), existing, 'assign', { assignee_id: user.id });
        if (user.id !== caller.user.id) {
          await notify(tx, user.id, {
            text: `Se le asignó el ingreso ${existing.number}: ${existing.subject}`.slice(0, 500),
            type: 'entries',
            data_id: existing.id,
          });
        }
        return assigned;
      });
      return entryAnswer(app.db, caller, row);
    },
  );
}
