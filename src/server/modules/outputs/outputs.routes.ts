/**
 * Outputs ("Salidas documentales"): scoped list and show, registration with a gapless number
 * (optionally replying to an entry, which is attended in the same transaction) and edits while
 * `registrado`. Transitions, attachments and the export live in their own files, registered here.
 * Every write runs in one transaction with its audit row.
 */
import { outputInput, outputUpdateInput } from '@shared/schemas/outputs';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { outputRecipients, outputs } from '../../db/schema';
import { audit, type Changes, diff } from '../../lib/audit/audit';
import { paginate } from '../../lib/crud/list';
import { actorOf, idParams, parseId } from '../../lib/crud/resource';
import { invalid } from '../../lib/errors';
import { registerHistoryRoute } from '../../lib/records/history';
import { registrationNumber } from '../../lib/records/registration-number';
import { updateVersioned } from '../../lib/records/versioned';
import { callerOf } from '../../plugins/auth';
import { getSettings } from '../configs/settings.service';
import { outputAttachmentRoutes } from './output-attachments.routes';
import { BASE, lockForChange } from './output-common';
import { outputExportRoutes } from './output-export.routes';
import { columns, insertRecipients, recipientsSummary, resolveInput } from './output-input';
import { DEFAULT_SORT, listCondition, outputListQuery, SORTABLE } from './output-list';
import { attendEntry, entryToAnswer } from './output-reply';
import { CREATE, READ, UPDATE } from './output-scope';
import { outputTransitionRoutes } from './output-transitions.routes';
import { findVisible, type OutputRow, outputAnswer, present } from './output-view';

export async function outputsRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(BASE, { schema: { querystring: outputListQuery }, config: { permissions: READ } }, async (request) => {
    const caller = callerOf(request);
    const query = request.query;
    const page = await paginate<OutputRow>(app.db, {
      table: outputs,
      query,
      where: [listCondition(query, caller)],
      search: [],
      sortable: SORTABLE,
      defaultSort: DEFAULT_SORT,
    });
    return { ...page, data: await present(app.db, caller, page.data) };
  });

  await outputExportRoutes(app);

  r.get(`${BASE}/:id`, { schema: { params: idParams }, config: { permissions: READ } }, async (request) => {
    const caller = callerOf(request);
    return outputAnswer(app.db, caller, await findVisible(app.db, caller, parseId(request.params.id)));
  });

  await registerHistoryRoute(app, { base: BASE, entity: 'outputs', permissions: READ, findVisible });

  r.post(BASE, { schema: { body: outputInput }, config: { permissions: CREATE } }, async (request, reply) => {
    const caller = callerOf(request);
    const input = request.body;
    const actor = actorOf(request);
    const created = await app.db.transaction(async (tx) => {
      const resolved = await resolveInput(tx, caller, input, null);
      const entry = input.entry_id === null ? null : await entryToAnswer(tx, caller, input.entry_id);
      const settings = await getSettings(tx);
      const { year, sequence, number } = await registrationNumber(tx, {
        kind: 'outputs',
        format: settings.number_formats.outputs,
        officeId: resolved.originOffice,
        at: resolved.issuedAt,
      });
      const [row] = await tx
        .insert(outputs)
        .values({
          ...columns(input),
          year,
          sequence,
          number,
          issued_at: resolved.issuedAt,
          origin_office_id: resolved.originOffice,
          registered_office_id: caller.user.office_id ?? null,
          registered_by: caller.user.id,
          state: 'registrado',
        })
        .returning();
      const recipients = await insertRecipients(tx, row!.id, input, resolved);
      await audit(tx, actor, {
        entity: 'outputs',
        entityId: row!.id,
        action: 'create',
        changes: { ...diff(null, row!), recipients: [null, recipientsSummary(recipients)] },
      });
      if (entry) await attendEntry(tx, actor, entry, { id: row!.id, number });
      return row!;
    });
    return reply.status(201).send(await outputAnswer(app.db, caller, created));
  });

  r.put(
    `${BASE}/:id`,
    { schema: { params: idParams, body: outputUpdateInput }, config: { permissions: UPDATE } },
    async (request) => {
      const caller = callerOf(request);
      const actor = actorOf(request);
      const { version, ...input } = request.body;
      const updated = await app.db.transaction(async (tx) => {
        const existing = await lockForChange(tx, caller, parseId(request.params.id), version, ['registrado'], 'editar');
        const resolved = await resolveInput(tx, caller, input, existing);
        // A reply stays a reply to the same entry: that entry was attended by it.
        const changesEntry = input.entry_id !== existing.entry_id;
        if (changesEntry && existing.entry_id !== null)
          throw invalid({
            entry_id: ['No se puede cambiar el ingreso al que responde; anule la salida y registre otra.'],
          });
        const entry = changesEntry && input.entry_id !== null ? await entryToAnswer(tx, caller, input.entry_id) : null;
        const row = await updateVersioned(tx, outputs, existing.id, version, {
          ...columns(input),
          issued_at: resolved.issuedAt,
          origin_office_id: resolved.originOffice,
        });
        const before = recipientsSummary(
          await tx.delete(outputRecipients).where(eq(outputRecipients.output_id, row.id)).returning(),
        );
        const after = recipientsSummary(await insertRecipients(tx, row.id, input, resolved));
        const changes: Changes = diff(existing, row);
        if (JSON.stringify(before) !== JSON.stringify(after)) changes.recipients = [before, after];
        await audit(tx, actor, { entity: 'outputs', entityId: row.id, action: 'update', changes });
        if (entry) await attendEntry(tx, actor, entry, { id: row.id, number: row.number });
        return row;
      });
      return outputAnswer(app.db, caller, updated);
    },
  );

  await outputTransitionRoutes(app);
  await outputAttachmentRoutes(app);
}
