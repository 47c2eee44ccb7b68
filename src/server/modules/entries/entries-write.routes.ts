import { entryInput, entryUpdateInput } from '@shared/schemas/entries';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { entries } from '../../db/schema';
import { audit, diff } from '../../lib/audit/audit';
import { actorOf, idParams, parseId } from '../../lib/crud/resource';
import { registrationNumber } from '../../lib/records/registration-number';
import { updateVersioned } from '../../lib/records/versioned';
import { callerOf } from '../../plugins/auth';
import { notify } from '../notifications/notify';
import { BASE, CREATE, lockForChange, UPDATE } from './entry-access';
import { resolveInput, storedColumns } from './entry-input';
import { entryAnswer } from './entry-present';

export async function entriesWriteRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(BASE, { schema: { body: entryInput }, config: { permissions: CREATE } }, async (request, reply) => {
    const caller = callerOf(request);
    const input = request.body;
    const created = await app.db.transaction(async (tx) => {
      const resolved = await resolveInput(tx, caller, input, null);
      const { year, sequence, number } = await registrationNumber(tx, {
        kind: 'entries',
        format: resolved.settings.number_formats.entries,
        officeId: resolved.registeredOffice,
        at: resolved.receivedAt,
      });
      const [row] = await tx
        .insert(entries)
        .values({
          ...storedColumns(input),
          year,
          sequence,
          number,
          received_at: resolved.receivedAt,
          registered_office_id: resolved.registeredOffice,
          registered_by: caller.user.id,
          response_days: resolved.responseDays,
          due_date: resolved.dueDate,
          state: 'registrado',
        })
        .returning();
      if (row!.assignee_id !== null && row!.assignee_id !== caller.user.id) {
        await notify(tx, row!.assignee_id, {
          text: `Se le asignó el ingreso ${row!.number}: ${row!.subject}`.slice(0, 500),
          type: 'entries',
          data_id: row!.id,
        });
      }
      await audit(tx, actorOf(request), {
        entity: 'entries',
        entityId: row!.id,
        action: 'create',
        changes: diff(null, row!),
      });
      return row!;
    });
    return reply.status(201).send(await entryAnswer(app.db, caller, created));
  });

  r.put(
    `${BASE}/:id`,
    { schema: { params: idParams, body: entryUpdateInput }, config: { permissions: UPDATE } },
    async (request) => {
      const caller = callerOf(request);
      const { version, ...input } = request.body;
      const updated = await app.db.transaction(async (tx) => {
        const existing = await lockForChange(tx, caller, parseId(request.params.id), version, ['registrado'], 'editar');
        const resolved = await resolveInput(tx, caller, input, existing);
        const row = await updateVersioned(tx, entries, existing.id, version, {
          ...storedColumns(input),
          received_at: resolved.receivedAt,
          response_days: resolved.responseDays,
          due_date: resolved.dueDate,
        });
        await audit(tx, actorOf(request), {
          entity: 'entries',
          entityId: row.id,
          action: 'update',
          changes: diff(existing, row),
        });
        return row;
      });
      return entryAnswer(app.db, caller, updated);
    },
  );
}
