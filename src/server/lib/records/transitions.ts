/**
 * A document module's transitions table: for each action, the states it leaves from, the state it
 * goes to, the permission keys, whether a reason is required, the extra body fields and the side
 * effects. From the one table `transitions(...)` gives:
 *
 * - `apply(tx, caller, action, id, body, params)`: the service other modules call inside their own
 *   transaction (scope 404, permission 403, version 409, state 409, the module's refusal, side
 *   effects, the versioned write with its audit row);
 * - `lockForEdit(tx, caller, id, version)`: the edit's guard, the same way;
 * - `assertAttach(db, caller, row)`: the attachment routes' guard (403, or 409 outside `from`);
 * - `abilities(caller, row, context)`: every `can` key of show and list answers (`update`, each
 *   action, `attach`, the `offers`), by the same rules;
 * - `register(app, answer, record)`: a `POST {base}/:id/{path}` route per action (but `serviceOnly`
 *   ones), answering `record`.
 */

import { versionSchema } from '@shared/crud';
import type { PermissionKey } from '@shared/permissions';
import { can } from '@shared/permissions';
import { one } from '@shared/schemas/api';
import { text } from '@shared/zod';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Executor } from '../../db/client';
import type { Auth } from '../../plugins/auth';
import type { Changes } from '../audit/audit';
import { answers } from '../crud/answers';
import { idParams, parseId } from '../crud/params';
import { type VersionedTable, versionedWrite } from '../crud/versioned-write';
import { conflict, forbidden, type HttpError } from '../errors';
import { actorOf, type Caller, callerAt } from './caller';
import { registerDocumentModule } from './registry';
import type { ScopedRecords } from './scoped';
import { assertVersion } from './versioned';

export type Stateful = { id: number; version: number; state: string };

type Body = Record<string, unknown> & { version?: number; reason?: string };

export interface TransitionRun<Row, Child = unknown> {
  caller: Caller;
  /** What `child` found (the movement, the recipient…). */
  child: Child;
  /** The record, locked, in scope, at the client's version and in a `from` state. */
  existing: Row;
  body: Body;
  /** The path's parameters beyond `:id` (e.g. `movementId`), still raw text. */
  params: Record<string, string>;
}

export interface TransitionEffect<Row> {
  /** More columns to set (e.g. a state the side effects decide). */
  set?: Partial<Row>;
  /** More audited changes (child rows written). */
  changes?: Changes;
  /** Work once the record is saved (notifications that depend on its new state). */
  after?: (row: Row) => Promise<void>;
}

export interface TransitionRule<Row extends Stateful, Context, Child = unknown> {
  /** Below `{base}/:id/` (default: the action), e.g. `movements/:movementId/receive`. */
  path?: string;
  permissions: readonly PermissionKey[];
  from: readonly string[];
  /** The new state; omit when `run` decides it (or the state does not change). */
  to?: string;
  /** The infinitive for the 409, e.g. `archivar`. */
  verb: string;
  /** The body carries a `reason` (1 to 500 characters), stored in this column. */
  reason?: keyof Row & string;
  /** More body fields (the derive destinations, the assigned user…). */
  body?: z.ZodObject;
  /** No `version` in the body: an action on a child row, guarded by that row's own state. */
  unversioned?: true;
  /**
   * No route and no `can` key: only another module applies it, on evidence no user types (a peer
   * institution's signed refusal).
   */
  serviceOnly?: true;
  /**
   * Why this caller may not do it to this record beyond permission and state (e.g. their office
   * does not hold it), or null. Enforced by `apply` and reflected in `can`.
   */
  refuse?: Refusal<Row, Context>;
  /**
   * For `can` only: whether the caller has something to act on, when `run` checks the child row
   * itself (e.g. a pending movement of their office to receive).
   */
  able?: (caller: Auth, row: Row, context: Context) => boolean;
  /**
   * An action on a child row (`unversioned`): loads it from the path's parameters right after the
   * record, before the state check (404 when the record has no such child).
   */
  child?: (tx: Executor, existing: Row, params: Record<string, string>) => Promise<Child>;
  /**
   * Work the route does before opening the transaction, its answer merged into the body (unlocking
   * a signing key with the PIN typed: a wrong PIN must count towards its throttle although the
   * action fails and its transaction rolls back).
   */
  prepare?: (app: FastifyInstance, caller: Caller, body: Body) => Promise<Body>;
  /** The side effects, in the transaction, before the record is written. */
  run?: (tx: Executor, input: TransitionRun<Row, Child>) => Promise<TransitionEffect<Row> | undefined>;
}

type Refusal<Row, Context> = (caller: Auth, row: Row, context: Context) => HttpError | null;

/** Adding and removing the record's files: `can.attach`, and the attachment routes' guard. */
export interface AttachRule<Row extends Stateful, Context> {
  /** The keys that may (the routes' write keys). */
  permissions: readonly PermissionKey[];
  /** The states in which the record takes files; in another, a 409. */
  from: readonly string[];
  /** Why this holder of the keys may not (e.g. only who registered it): a 403, whatever the state. */
  refuse?: Refusal<Row, Context>;
  /** Who may in any state (an administrator adding a scan to an archived entry). */
  anyState?: (caller: Auth) => boolean;
  /** The 409 outside `from`; default `stateConflict('modificar los adjuntos de', state)`. */
  closed?: (state: string) => HttpError;
}

export interface TransitionTable<Row extends Stateful, Context> {
  /** `/api/v1/entries`. */
  base: string;
  /** The audit entity. */
  entity: string;
  table: VersionedTable;
  findVisible: ScopedRecords<Row>['findVisible'];
  stateConflict: (verb: string, state: string) => HttpError;
  /** What `refuse` needs beyond the row (e.g. the route sheet), for several rows in one query; default none. */
  context?: (db: Executor, rows: readonly Row[]) => Promise<(row: Row) => Context>;
  /**
   * The edit (`PUT {base}/:id`): the states and keys that allow it and, as an action's, why this
   * caller may not (e.g. not their folder); shown as `can.update`.
   */
  edit: {
    permissions: readonly PermissionKey[];
    from: readonly string[];
    verb: string;
    refuse?: Refusal<Row, Context>;
  };
  /** Records that take files. */
  attach?: AttachRule<Row, Context>;
  // biome-ignore lint/suspicious/noExplicitAny: each action's child row has its own type
  actions: Record<string, TransitionRule<Row, Context, any>>;
  /** More `can` keys that are no transition (a printout, a receipt): what the screens offer besides. */
  offers?: Record<string, (caller: Auth, row: Row, context: Context) => boolean>;
}

export interface Transitions<Row extends Stateful, Context> {
  table: TransitionTable<Row, Context> & Required<Pick<TransitionTable<Row, Context>, 'context'>>;
  apply(
    tx: Executor,
    caller: Caller,
    action: string,
    id: number,
    body?: Body,
    params?: Record<string, string>,
  ): Promise<Row>;
  /** One action as the module's service: `export const closeFolder = folderTransitions.act('close')`. */
  act(
    action: string,
  ): (tx: Executor, caller: Caller, id: number, body?: Body, params?: Record<string, string>) => Promise<Row>;
  /** The record locked for an edit: scope 404, permission 403, version 409, state 409, the edit's refusal. */
  lockForEdit(tx: Executor, caller: Caller, id: number, version: number): Promise<Row>;
  /** Throws unless the caller may add or remove the record's files now (the table's `attach`). */
  assertAttach(db: Executor, caller: Auth, row: Row): Promise<void>;
  /** The `can` of a record: `update`, each action, `attach` and the offers, as the guards decide. */
  abilities(caller: Auth, row: Row, context: Context): Record<string, boolean>;
  register(
    app: FastifyInstance,
    answer: (db: Executor, caller: Auth, row: Row) => Promise<unknown>,
    record?: z.ZodType,
  ): void;
}

const reasonField = z.object({ reason: text(500, 1) });

/** `version`, `reason` and the rule's fields; an unversioned rule's own body as it is (refinements kept). */
function bodySchema(rule: TransitionRule<Stateful, unknown, unknown>): z.ZodObject | undefined {
  if (rule.unversioned && !rule.reason) return rule.body;
  let schema: z.ZodObject = rule.unversioned ? z.object({}) : versionSchema;
  if (rule.reason) schema = schema.extend(reasonField.shape);
  if (rule.body) schema = schema.extend(rule.body.shape);
  return schema;
}

/** The path's parameter names beyond `:id`. */
const pathParams = (path: string) => [...path.matchAll(/:(\w+)/g)].map((m) => m[1]!);

/**
 * The 409 of an action the record's state does not allow, `stateConflict` of the table:
 * «No se puede {verb} {noun} en estado «{label}».», the state named by `labels` (as stored when unnamed).
 */
export const stateConflicts =
  (noun: string, labels: Readonly<Record<string, string>> = {}) =>
  (verb: string, state: string) =>
    conflict(`No se puede ${verb} ${noun} en estado «${labels[state] ?? state}».`);

export function transitions<Row extends Stateful, Context = null>(
  def: TransitionTable<Row, Context>,
): Transitions<Row, Context> {
  const routed = Object.entries(def.actions).filter(([, rule]) => !rule.serviceOnly);
  const allowedBy = (caller: Auth, rule: { permissions: readonly PermissionKey[] }) =>
    can(caller.permissions, rule.permissions);
  const contextOf = def.context ?? (async () => () => null as Context);
  const contextFor = async (db: Executor, row: Row) => (await contextOf(db, [row]))(row);
  const refusal = (caller: Auth, row: Row, context: Context, rule: { refuse?: Refusal<Row, Context> }) =>
    rule.refuse?.(caller, row, context) ?? null;
  const attachOpen = (caller: Auth, row: Row, rule: AttachRule<Row, Context>) =>
    rule.from.includes(row.state) || rule.anyState?.(caller) === true;

  /** Scope 404, permission 403, the child, version 409, state 409 and the refusal; the record and its child. */
  async function guard(
    tx: Executor,
    caller: Caller,
    action: string,
    id: number,
    body: Body,
    params: Record<string, string>,
    lock: boolean,
  ) {
    const rule = def.actions[action];
    if (!rule) throw new Error(`Unknown transition ${def.entity}.${action}`);
    const existing = await def.findVisible(tx, caller, id, lock);
    if (!allowedBy(caller, rule)) throw forbidden();
    const child = await rule.child?.(tx, existing, params);
    if (!rule.unversioned) assertVersion(existing, body.version ?? 0);
    if (!rule.from.includes(existing.state)) throw def.stateConflict(rule.verb, existing.state);
    if (rule.refuse) {
      const refused = refusal(caller, existing, await contextFor(tx, existing), rule);
      if (refused) throw refused;
    }
    return { rule, existing, child };
  }

  async function apply(
    tx: Executor,
    caller: Caller,
    action: string,
    id: number,
    body: Body = {},
    params: Record<string, string> = {},
  ): Promise<Row> {
    const { rule, existing, child } = await guard(tx, caller, action, id, body, params, true);
    const effect = (await rule.run?.(tx, { caller, child, existing, body, params })) ?? {};
    const set = {
      ...(rule.to && { state: rule.to }),
      ...(rule.reason && { [rule.reason]: body.reason }),
      ...effect.set,
    } as Partial<Row>;
    const row = (await versionedWrite(tx, {
      table: def.table,
      entity: def.entity,
      actor: actorOf(caller),
      action,
      existing: existing as never,
      set: set as never,
      extra: effect.changes,
    })) as unknown as Row;
    await effect.after?.(row);
    return row;
  }

  async function lockForEdit(tx: Executor, caller: Caller, id: number, version: number): Promise<Row> {
    const existing = await def.findVisible(tx, caller, id, true);
    if (!allowedBy(caller, def.edit)) throw forbidden();
    assertVersion(existing, version);
    if (!def.edit.from.includes(existing.state)) throw def.stateConflict(def.edit.verb, existing.state);
    if (def.edit.refuse) {
      const refused = refusal(caller, existing, await contextFor(tx, existing), def.edit);
      if (refused) throw refused;
    }
    return existing;
  }

  async function assertAttach(db: Executor, caller: Auth, row: Row): Promise<void> {
    const rule = def.attach;
    if (!rule || !allowedBy(caller, rule)) throw forbidden();
    const refused = rule.refuse && refusal(caller, row, await contextFor(db, row), rule);
    if (refused) throw refused;
    if (!attachOpen(caller, row, rule))
      throw rule.closed?.(row.state) ?? def.stateConflict('modificar los adjuntos de', row.state);
  }

  function abilities(caller: Auth, row: Row, context: Context): Record<string, boolean> {
    const out: Record<string, boolean> = {
      update:
        allowedBy(caller, def.edit) && def.edit.from.includes(row.state) && !refusal(caller, row, context, def.edit),
    };
    for (const [action, rule] of routed) {
      out[action] =
        allowedBy(caller, rule) &&
        rule.from.includes(row.state) &&
        !refusal(caller, row, context, rule) &&
        (rule.able?.(caller, row, context) ?? true);
    }
    const { attach } = def;
    if (attach)
      out.attach =
        allowedBy(caller, attach) && !refusal(caller, row, context, attach) && attachOpen(caller, row, attach);
    for (const [key, offered] of Object.entries(def.offers ?? {})) out[key] = offered(caller, row, context);
    return out;
  }

  function register(
    app: FastifyInstance,
    answer: (db: Executor, caller: Auth, row: Row) => Promise<unknown>,
    record?: z.ZodType,
  ) {
    const r = app.withTypeProvider<ZodTypeProvider>();
    for (const [action, rule] of routed) {
      const path = rule.path ?? action;
      const names = pathParams(path);
      const params = idParams.extend(Object.fromEntries(names.map((n) => [n, z.string().max(12)])));
      const body = bodySchema(rule as TransitionRule<Stateful, unknown, unknown>);
      r.post(
        `${def.base}/:id/${path}`,
        {
          schema: { params, ...(body && { body }), ...answers(200, record && one(record)) },
          config: { permissions: rule.permissions },
        },
        async (request) => {
          const caller = callerAt(request);
          const { id, ...rest } = request.params as Record<string, string>;
          const sent = (request.body ?? {}) as Body;
          let body = sent;
          if (rule.prepare) {
            // The guards first, so a refused action asks nothing of the prepared work (a PIN typed in vain).
            await guard(app.db, caller, action, parseId(id!), sent, rest, false);
            body = { ...sent, ...(await rule.prepare(app, caller, sent)) };
          }
          const row = await app.db.transaction((tx) => apply(tx, caller, action, parseId(id!), body, rest));
          return answer(app.db, caller, row);
        },
      );
    }
  }

  const routes = Object.fromEntries(
    routed.map(([action, rule]) => [
      action,
      {
        path: rule.path ?? action,
        unversioned: rule.unversioned === true,
        body: bodySchema(rule as TransitionRule<Stateful, unknown, unknown>),
      },
    ]),
  );
  registerDocumentModule(def.entity, { base: def.base, transitions: { actions: routes, apply, lockForEdit } });
  const act =
    (action: string) => (tx: Executor, caller: Caller, id: number, body?: Body, params?: Record<string, string>) =>
      apply(tx, caller, action, id, body, params);
  return { table: { ...def, context: contextOf }, apply, act, lockForEdit, assertAttach, abilities, register };
}
