/**
 * Entries ("Ingresos documentales"): scoped list and show, registration with a gapless number and
 * a working-day due date, edits while `registrado`, and the transitions of the route sheet —
 * derive (movements + notifications), receive or return a movement, attend, archive, annul.
 * Every write runs in one transaction with its audit row.
 *
 * Scope (DESIGN §4): `entries-all` sees every entry; `entries-index` the entries registered by the
 * caller's office, addressed to it, or derived to it; `entries-me` (and `entries-show` alone) those
 * the caller registered, is assigned, or had derived to them personally. Entries with a restricted
 * classification are seen only by the registering office and the offices they were addressed or
 * derived to — `entries-all` included; only `admin` bypasses the restriction.
 */
import { listQuerySchema } from '@shared/crud';
import { MESSAGES } from '@shared/errors';
import { can } from '@shared/permissions';
import {
  type DeriveInput,
  deriveInput,
  type EntryInput,
  entryInput,
  entryUpdateInput,
  OPEN_ENTRY_STATES,
  reasonInput,
  returnMovementInput,
} from '@shared/schemas/entries';
import { addWorkingDays, calendarDate } from '@shared/working-days';
import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Executor } from '../../db/client';
import {
  citizenDisplayName,
  citizenSearchText,
  citizens,
  documentClassifications,
  entries,
  entryMovements,
  entrySearchText,
  offices,
  series,
  subseries,
  typeEntries,
  users,
} from '../../db/schema';
import { audit, diff } from '../../lib/audit/audit';
import { paginate } from '../../lib/crud/list';
import { assertExists, attachRelated } from '../../lib/crud/related';
import { actorOf, historyPage, idParams, parseId, type Row } from '../../lib/crud/resource';
import { conflict, forbidden, invalid, notFound } from '../../lib/errors';
import { nextDocumentNumber, numberingYear } from '../../lib/numbering/numbering';
import { type Auth, callerOf } from '../../plugins/auth';
import { getSettings } from '../configs/settings.service';
import { notify } from '../notifications/notify';
import { renderStickerPdf } from '../stickers/sticker-pdf';
import { loadSticker } from '../stickers/stickers.service';
import { has, isAdmin, movementTo, scopeCondition } from './entry-scope';
import { entryStickerData } from './entry-sticker';

const BASE = '/api/v1/entries';
const READ = ['entries-all', 'entries-index', 'entries-me', 'entries-show'] as const;
const CREATE = ['entries-create', 'entries-create-office'] as const;
const UPDATE = ['entries-update'] as const;
/** Receiving, returning and attending are done by whoever the entry reached. */
const HANDLE = ['entries-update', 'entries-index', 'entries-me', 'entries-all'] as const;

type EntryRow = typeof entries.$inferSelect;

const today = () => calendarDate(new Date());

const listFilters = z.object({
  state: z.enum(['registrado', 'derivado', 'recibido', 'atendido', 'archivado', 'anulado']).optional(),
  office_id: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  type_entry_id: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  channel: z.enum(['presencial', 'correo', 'mesa_virtual', 'courier', 'otro']).optional(),
  priority: z.enum(['normal', 'urgente', 'muy_urgente']).optional(),
  from: z.iso.date().optional(),
  to: z.iso.date().optional(),
  overdue: z.enum(['true', 'false']).optional(),
  mine: z.enum(['true', 'false']).optional(),
});

function filterConditions(f: z.output<typeof listFilters>, caller: Auth): (SQL | undefined)[] {
  const userId = caller.user.id;
  return [
    f.state ? eq(entries.state, f.state) : undefined,
    f.office_id
      ? sql`(${entries.registered_office_id} = ${f.office_id} or ${entries.destination_office_id} = ${f.office_id} or ${movementTo(sql`m.to_office_id = ${f.office_id}`)})`
      : undefined,
    f.type_entry_id ? eq(entries.type_entry_id, f.type_entry_id) : undefined,
    f.channel ? eq(entries.channel, f.channel) : undefined,
    f.priority ? eq(entries.priority, f.priority) : undefined,
    // Dates are calendar days in the organisation's time zone.
    f.from ? sql`${entries.received_at} >= (${f.from}::date)::timestamp at time zone 'America/Lima'` : undefined,
    f.to ? sql`${entries.received_at} < (${f.to}::date + 1)::timestamp at time zone 'America/Lima'` : undefined,
    f.overdue === undefined
      ? undefined
      : f.overdue === 'true'
        ? sql`(${entries.due_date} < ${today()}::date and ${inArray(entries.state, [...OPEN_ENTRY_STATES])})`
        : sql`not (${entries.due_date} < ${today()}::date and ${inArray(entries.state, [...OPEN_ENTRY_STATES])})`,
    f.mine === 'true'
      ? sql`(${entries.assignee_id} = ${userId} or ${movementTo(sql`m.to_user_id = ${userId} and m.state <> 'devuelto'`)})`
      : undefined,
  ];
}

/** The sender's name and document, searched with `q` beside the entry's own text. */
const senderSearchText = sql`(select ${citizenSearchText} from ${citizens} where ${citizens.id} = ${entries.sender_id})`;

/** Pending movements the caller may receive or return (their office's or their own). */
function canHandleMovement(caller: Auth, m: { to_office_id: number; to_user_id: number | null }): boolean {
  if (isAdmin(caller)) return true;
  if (m.to_user_id !== null && m.to_user_id === caller.user.id) return true;
  return caller.user.office_id !== null && caller.user.office_id === m.to_office_id;
}

async function movementsOf(db: Executor, entryIds: number[]) {
  if (entryIds.length === 0) return [];
  return db
    .select({
      id: entryMovements.id,
      entry_id: entryMovements.entry_id,
      from_office_id: entryMovements.from_office_id,
      from_office: sql<string | null>`(select o.code from offices o where o.id = ${entryMovements.from_office_id})`,
      to_office_id: entryMovements.to_office_id,
      to_office: sql<
        string | null
      >`(select o.code || ' - ' || o.name from offices o where o.id = ${entryMovements.to_office_id})`,
      to_user_id: entryMovements.to_user_id,
      to_user: sql<
        string | null
      >`(select u.names || ' ' || u.surnames from users u where u.id = ${entryMovements.to_user_id})`,
      action: entryMovements.action,
      instructions: entryMovements.instructions,
      sent_by: entryMovements.sent_by,
      sent_by_name: sql<string>`(select u.names || ' ' || u.surnames from users u where u.id = ${entryMovements.sent_by})`,
      sent_at: entryMovements.sent_at,
      state: entryMovements.state,
      received_by: entryMovements.received_by,
      received_by_name: sql<
        string | null
      >`(select u.names || ' ' || u.surnames from users u where u.id = ${entryMovements.received_by})`,
      received_at: entryMovements.received_at,
      returned_reason: entryMovements.returned_reason,
    })
    .from(entryMovements)
    .where(inArray(entryMovements.entry_id, entryIds))
    .orderBy(asc(entryMovements.id));
}

type MovementView = Awaited<ReturnType<typeof movementsOf>>[number];

/** What the caller may do with an entry, as the server would enforce it. */
function abilities(caller: Auth, entry: EntryRow, movements: MovementView[]) {
  const open = (OPEN_ENTRY_STATES as readonly string[]).includes(entry.state);
  const update = can(caller.permissions, UPDATE);
  const handle = can(caller.permissions, HANDLE);
  const receivable = movements.filter((m) => m.state === 'pendiente' && canHandleMovement(caller, m));
  return {
    update: update && entry.state === 'registrado',
    derive: update && open,
    receive: handle && receivable.length > 0,
    return: handle && receivable.length > 0,
    attend: handle && entry.state === 'recibido',
    archive: update && entry.state === 'atendido',
    annul: update && entry.state !== 'anulado' && entry.state !== 'archivado',
    activate: false,
    deactivate: false,
    delete: false,
  };
}

async function present(db: Executor, caller: Auth, rows: EntryRow[], withMovements = false) {
  let out = rows as unknown as Row[];
  out = await attachRelated(db, out, {
    key: 'type_entry_id',
    as: 'type_entry',
    table: typeEntries,
    columns: { code: typeEntries.code, name: typeEntries.name },
  });
  out = await attachRelated(db, out, {
    key: 'sender_id',
    as: 'sender',
    table: citizens,
    columns: {
      name: citizenDisplayName as never,
      document_type: citizens.document_type,
      document_number: citizens.document_number,
    },
  });
  for (const [key, as] of [
    ['registered_office_id', 'registered_office'],
    ['destination_office_id', 'destination_office'],
  ] as const) {
    out = await attachRelated(db, out, {
      key,
      as,
      table: offices,
      columns: { code: offices.code, name: offices.name },
    });
  }
  for (const [key, as] of [
    ['assignee_id', 'assignee'],
    ['registered_by', 'registered_by_user'],
  ] as const) {
    out = await attachRelated(db, out, {
      key,
      as,
      table: users,
      columns: { names: users.names, surnames: users.surnames },
    });
  }
  out = await attachRelated(db, out, {
    key: 'classification_id',
    as: 'classification',
    table: documentClassifications,
    columns: { name: documentClassifications.name, restricted: documentClassifications.restricted },
  });
  const movements = await movementsOf(
    db,
    rows.map((r) => r.id),
  );
  return out.map((row, i) => {
    const mine = movements.filter((m) => m.entry_id === row.id);
    return {
      ...row,
      overdue: (OPEN_ENTRY_STATES as readonly string[]).includes(rows[i]!.state) && rows[i]!.due_date < today(),
      can: abilities(caller, rows[i]!, mine),
      ...(withMovements ? { movements: mine } : {}),
    };
  });
}

/** The entry if the caller may see it; 404 otherwise (also outside their scope). */
async function findVisible(db: Executor, caller: Auth, id: number, lock = false): Promise<EntryRow> {
  const query = db
    .select()
    .from(entries)
    .where(and(eq(entries.id, id), scopeCondition(caller)));
  const [row] = lock ? await query.for('update', { of: entries }) : await query;
  if (!row) throw notFound();
  return row;
}

const stateConflict = (what: string, state: string) => conflict(`No se puede ${what} un ingreso en estado «${state}».`);

/** Reference checks and derived values of a create or update. */
async function resolveInput(tx: Executor, caller: Auth, input: EntryInput, existing: EntryRow | null) {
  const errors: Record<string, string[]> = {};
  const [type] = await tx.select().from(typeEntries).where(eq(typeEntries.id, input.type_entry_id));
  if (!type) errors.type_entry_id = ['El tipo de ingreso no existe.'];
  else if (!type.active && existing?.type_entry_id !== type.id)
    errors.type_entry_id = ['El tipo de ingreso está inactivo.'];
  const checks: [Parameters<typeof assertExists>[1], number | null, string, string][] = [
    [citizens, input.sender_id, 'sender_id', 'El remitente no existe.'],
    [offices, input.destination_office_id, 'destination_office_id', 'La oficina de destino no existe.'],
    [documentClassifications, input.classification_id, 'classification_id', 'La clasificación no existe.'],
    [series, input.series_id, 'series_id', 'La serie no existe.'],
  ];
  for (const [table, id, field, message] of checks) {
    try {
      await assertExists(tx, table, id, field, message);
    } catch {
      errors[field] = [message];
    }
  }
  if (input.subseries_id !== null) {
    const [sub] = await tx.select().from(subseries).where(eq(subseries.id, input.subseries_id));
    if (!sub) errors.subseries_id = ['La subserie no existe.'];
    else if (input.series_id !== null && sub.series_id !== input.series_id)
      errors.subseries_id = ['La subserie no pertenece a la serie elegida.'];
  }
  if (input.assignee_id !== null) {
    const [user] = await tx.select().from(users).where(eq(users.id, input.assignee_id));
    if (!user) errors.assignee_id = ['El usuario no existe.'];
    else if (user.office_id !== input.destination_office_id)
      errors.assignee_id = ['El responsable debe pertenecer a la oficina de destino.'];
  }
  // The registering office: entries-create may name any; entries-create-office only their own.
  let registeredOffice = existing?.registered_office_id ?? null;
  if (!existing) {
    const own = caller.user.office_id ?? null;
    const anyOffice = isAdmin(caller) || has(caller, 'entries-create');
    registeredOffice = input.registered_office_id ?? own;
    if (registeredOffice === null) errors.registered_office_id = ['Indique la oficina que registra el ingreso.'];
    else if (!anyOffice && registeredOffice !== own)
      errors.registered_office_id = ['Solo puede registrar ingresos para su oficina.'];
    else if (registeredOffice !== own) {
      const [office] = await tx.select({ id: offices.id }).from(offices).where(eq(offices.id, registeredOffice));
      if (!office) errors.registered_office_id = ['La oficina no existe.'];
    }
  }
  if (Object.keys(errors).length > 0) throw invalid(errors);
  const settings = await getSettings(tx);
  const receivedAt = input.received_at ? new Date(input.received_at) : (existing?.received_at ?? new Date());
  if (receivedAt.getTime() > Date.now() + 5 * 60_000)
    throw invalid({ received_at: ['La fecha de recepción no puede ser futura.'] });
  const responseDays = input.response_days ?? type!.response_days;
  const dueDate = addWorkingDays(receivedAt, responseDays, {
    workingDays: settings.working_days,
    holidays: settings.holidays,
  });
  return { settings, registeredOffice: registeredOffice!, receivedAt, responseDays, dueDate };
}

function columns(input: EntryInput) {
  const { received_at: _r, registered_office_id: _o, response_days: _d, ...rest } = input;
  return rest;
}

export async function entriesRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  const answer = async (request: FastifyRequest, row: EntryRow) => {
    const [data] = await present(app.db, callerOf(request), [row], true);
    return { data };
  };

  r.get(
    BASE,
    { schema: { querystring: listQuerySchema.extend(listFilters.shape) }, config: { permissions: READ } },
    async (request) => {
      const caller = callerOf(request);
      const query = request.query;
      const page = await paginate<EntryRow>(app.db, {
        table: entries,
        query,
        where: [scopeCondition(caller), ...filterConditions(query, caller)],
        search: [entrySearchText, senderSearchText],
        sortable: {
          id: entries.id,
          number: entries.number,
          received_at: entries.received_at,
          due_date: entries.due_date,
          subject: entries.subject,
          state: entries.state,
          created_at: entries.created_at,
        },
        defaultSort: '-received_at',
        rows: (where, order, limit, offset) =>
          app.db
            .select()
            .from(entries)
            .where(where)
            .orderBy(...order)
            .limit(limit)
            .offset(offset),
      });
      return { ...page, data: await present(app.db, caller, page.data) };
    },
  );

  r.get(`${BASE}/:id`, { schema: { params: idParams }, config: { permissions: READ } }, async (request) => {
    const row = await findVisible(app.db, callerOf(request), parseId(request.params.id));
    return answer(request, row);
  });

  r.get(`${BASE}/:id/movements`, { schema: { params: idParams }, config: { permissions: READ } }, async (request) => {
    const row = await findVisible(app.db, callerOf(request), parseId(request.params.id));
    return { data: await movementsOf(app.db, [row.id]) };
  });

  r.get(
    `${BASE}/:id/sticker`,
    { schema: { params: idParams }, config: { permissions: READ } },
    async (request, reply) => {
      const row = await findVisible(app.db, callerOf(request), parseId(request.params.id));
      const { sticker } = await loadSticker(app.db);
      const settings = await getSettings(app.db);
      const data = await entryStickerData(app.db, { settings, sticker, appUrl: app.config.appUrl }, row);
      return reply
        .type('application/pdf')
        .header('content-disposition', `inline; filename="sticker-${row.number.replace(/[^\w.-]/g, '_')}.pdf"`)
        .header('cache-control', 'no-store')
        .send(await renderStickerPdf(sticker, data));
    },
  );

  r.get(
    `${BASE}/:id/history`,
    {
      schema: { params: idParams, querystring: listQuerySchema.pick({ page: true, per_page: true }) },
      config: { permissions: READ },
    },
    async (request) => {
      const row = await findVisible(app.db, callerOf(request), parseId(request.params.id));
      return historyPage(app.db, 'entries', row.id, request.query);
    },
  );

  r.post(BASE, { schema: { body: entryInput }, config: { permissions: CREATE } }, async (request, reply) => {
    const caller = callerOf(request);
    const input = request.body;
    const created = await app.db.transaction(async (tx) => {
      const resolved = await resolveInput(tx, caller, input, null);
      const [office] = await tx.select().from(offices).where(eq(offices.id, resolved.registeredOffice));
      const year = numberingYear(resolved.receivedAt);
      // The number is taken last: from here until commit other registrations wait (lib/numbering).
      const { sequence, number } = await nextDocumentNumber(tx, {
        kind: 'entries',
        scope: '',
        year,
        format: resolved.settings.number_formats.entries,
        officeCode: office?.code,
      });
      const [row] = await tx
        .insert(entries)
        .values({
          ...columns(input),
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
    return reply.status(201).send(await answer(request, created));
  });

  r.put(
    `${BASE}/:id`,
    { schema: { params: idParams, body: entryUpdateInput }, config: { permissions: UPDATE } },
    async (request) => {
      const caller = callerOf(request);
      const { version, ...input } = request.body;
      const updated = await app.db.transaction(async (tx) => {
        const existing = await findVisible(tx, caller, parseId(request.params.id), true);
        if (existing.version !== version) throw conflict(MESSAGES.staleVersion);
        if (existing.state !== 'registrado') throw stateConflict('editar', existing.state);
        const resolved = await resolveInput(tx, caller, input, existing);
        const [row] = await tx
          .update(entries)
          .set({
            ...columns(input),
            received_at: resolved.receivedAt,
            response_days: resolved.responseDays,
            due_date: resolved.dueDate,
            version: sql`${entries.version} + 1`,
            updated_at: sql`now()`,
          })
          .where(and(eq(entries.id, existing.id), eq(entries.version, version)))
          .returning();
        if (!row) throw conflict(MESSAGES.staleVersion);
        await audit(tx, actorOf(request), {
          entity: 'entries',
          entityId: row.id,
          action: 'update',
          changes: diff(existing, row),
        });
        return row;
      });
      return answer(request, updated);
    },
  );

  /** Changes an entry's state (and more columns) with its audit row; checks version and allowed states. */
  async function transition(
    tx: Executor,
    request: FastifyRequest,
    existing: EntryRow,
    action: string,
    set: Partial<EntryRow>,
    extra: Record<string, [unknown, unknown]> = {},
  ): Promise<EntryRow> {
    const [row] = await tx
      .update(entries)
      .set({ ...set, version: sql`${entries.version} + 1`, updated_at: sql`now()` })
      .where(eq(entries.id, existing.id))
      .returning();
    await audit(tx, actorOf(request), {
      entity: 'entries',
      entityId: existing.id,
      action,
      changes: { ...diff(existing, row!), ...extra },
    });
    return row!;
  }

  const versioned = (existing: EntryRow, version: number) => {
    if (existing.version !== version) throw conflict(MESSAGES.staleVersion);
  };

  r.post(
    `${BASE}/:id/derive`,
    { schema: { params: idParams, body: deriveInput }, config: { permissions: UPDATE } },
    async (request) => {
      const caller = callerOf(request);
      const body: DeriveInput = request.body;
      const row = await app.db.transaction(async (tx) => {
        const existing = await findVisible(tx, caller, parseId(request.params.id), true);
        versioned(existing, body.version);
        if (!(OPEN_ENTRY_STATES as readonly string[]).includes(existing.state))
          throw stateConflict('derivar', existing.state);
        const errors: Record<string, string[]> = {};
        for (const [i, d] of body.destinations.entries()) {
          const [office] = await tx.select().from(offices).where(eq(offices.id, d.office_id));
          if (!office?.active) errors[`destinations.${i}.office_id`] = ['La oficina no existe o está inactiva.'];
          if (d.user_id !== null) {
            const [user] = await tx.select().from(users).where(eq(users.id, d.user_id));
            if (!user?.active) errors[`destinations.${i}.user_id`] = ['El usuario no existe o está inactivo.'];
            else if (user.office_id !== d.office_id)
              errors[`destinations.${i}.user_id`] = ['El usuario no pertenece a la oficina elegida.'];
          }
        }
        if (Object.keys(errors).length > 0) throw invalid(errors);
        const inserted = await tx
          .insert(entryMovements)
          .values(
            body.destinations.map((d) => ({
              entry_id: existing.id,
              from_office_id: caller.user.office_id ?? null,
              to_office_id: d.office_id,
              to_user_id: d.user_id,
              action: d.action,
              instructions: d.instructions,
              sent_by: caller.user.id,
            })),
          )
          .returning();
        for (const m of inserted) {
          await notify(tx, m.to_user_id ?? { office: m.to_office_id }, {
            text: `Se derivó el ingreso ${existing.number}: ${existing.subject}`.slice(0, 500),
            type: 'entries',
            data_id: existing.id,
          });
        }
        return transition(
          tx,
          request,
          existing,
          'derive',
          { state: 'derivado' },
          {
            movements: [
              null,
              inserted.map((m) => ({
                id: m.id,
                to_office_id: m.to_office_id,
                to_user_id: m.to_user_id,
                action: m.action,
              })),
            ],
          },
        );
      });
      return answer(request, row);
    },
  );

  const movementParams = z.object({ id: z.string().max(12), movementId: z.string().max(12) });

  /** Receives or returns a pending movement: only a user of its destination office (or the person it names). */
  async function handleMovement(request: FastifyRequest, id: string, movementId: string, reason: string | null) {
    const caller = callerOf(request);
    return app.db.transaction(async (tx) => {
      const existing = await findVisible(tx, caller, parseId(id), true);
      const [movement] = await tx
        .select()
        .from(entryMovements)
        .where(and(eq(entryMovements.id, parseId(movementId)), eq(entryMovements.entry_id, existing.id)));
      if (!movement) throw notFound();
      if (!canHandleMovement(caller, movement))
        throw forbidden('Solo un usuario de la oficina de destino puede recibir o devolver este documento.');
      if (movement.state !== 'pendiente') throw conflict('Este movimiento ya fue recibido o devuelto.');
      if (existing.state === 'anulado') throw stateConflict(reason ? 'devolver' : 'recibir', existing.state);
      const [saved] = await tx
        .update(entryMovements)
        .set(
          reason === null
            ? { state: 'recibido', received_by: caller.user.id, received_at: sql`now()` }
            : { state: 'devuelto', received_by: caller.user.id, received_at: sql`now()`, returned_reason: reason },
        )
        .where(eq(entryMovements.id, movement.id))
        .returning();
      const movementChange = { movement: [movement, saved] as [unknown, unknown] };
      if (reason === null) {
        const state = existing.state === 'derivado' || existing.state === 'registrado' ? 'recibido' : existing.state;
        return transition(tx, request, existing, 'receive', { state }, movementChange);
      }
      // Returned: the entry goes back to `registrado` when nothing else is pending or received.
      const [other] = await tx
        .select({ id: entryMovements.id })
        .from(entryMovements)
        .where(and(eq(entryMovements.entry_id, existing.id), inArray(entryMovements.state, ['pendiente', 'recibido'])))
        .limit(1);
      const state = other ? existing.state : 'registrado';
      await notify(tx, movement.sent_by, {
        text: `Se devolvió el ingreso ${existing.number}: ${reason}`.slice(0, 500),
        type: 'entries',
        data_id: existing.id,
      });
      return transition(tx, request, existing, 'return', { state }, movementChange);
    });
  }

  r.post(
    `${BASE}/:id/movements/:movementId/receive`,
    { schema: { params: movementParams }, config: { permissions: HANDLE } },
    async (request) =>
      answer(request, await handleMovement(request, request.params.id, request.params.movementId, null)),
  );

  r.post(
    `${BASE}/:id/movements/:movementId/return`,
    { schema: { params: movementParams, body: returnMovementInput }, config: { permissions: HANDLE } },
    async (request) =>
      answer(request, await handleMovement(request, request.params.id, request.params.movementId, request.body.reason)),
  );

  const simple = [
    { path: 'attend', permissions: HANDLE, from: ['recibido'], to: 'atendido', verb: 'atender' },
    { path: 'archive', permissions: UPDATE, from: ['atendido'], to: 'archivado', verb: 'archivar' },
  ] as const;
  for (const step of simple) {
    r.post(
      `${BASE}/:id/${step.path}`,
      {
        schema: { params: idParams, body: z.object({ version: z.number().int().positive() }) },
        config: { permissions: step.permissions },
      },
      async (request) => {
        const caller = callerOf(request);
        const row = await app.db.transaction(async (tx) => {
          const existing = await findVisible(tx, caller, parseId(request.params.id), true);
          versioned(existing, request.body.version);
          if (!(step.from as readonly string[]).includes(existing.state))
            throw stateConflict(step.verb, existing.state);
          return transition(tx, request, existing, step.path, { state: step.to });
        });
        return answer(request, row);
      },
    );
  }

  r.post(
    `${BASE}/:id/annul`,
    { schema: { params: idParams, body: reasonInput }, config: { permissions: UPDATE } },
    async (request) => {
      const caller = callerOf(request);
      const row = await app.db.transaction(async (tx) => {
        const existing = await findVisible(tx, caller, parseId(request.params.id), true);
        versioned(existing, request.body.version);
        if (existing.state === 'anulado' || existing.state === 'archivado')
          throw stateConflict('anular', existing.state);
        // Pending movements die with the entry; the number is kept (never reused).
        await tx
          .update(entryMovements)
          .set({ state: 'devuelto', returned_reason: 'Ingreso anulado.' })
          .where(and(eq(entryMovements.entry_id, existing.id), eq(entryMovements.state, 'pendiente')));
        return transition(tx, request, existing, 'annul', { state: 'anulado', annulled_reason: request.body.reason });
      });
      return answer(request, row);
    },
  );
}
