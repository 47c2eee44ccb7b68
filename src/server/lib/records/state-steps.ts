/**
 * The state changes of a record that need only its version (and perhaps a reason): each is
 * `POST {base}/:id/{path}`, loads the record through `lockForChange` (scope, version and state
 * `from`) and saves the new state through `transition`.
 */
import type { PermissionKey } from '@shared/permissions';
import { reasonInput } from '@shared/schemas/entries';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Executor } from '../../db/client';
import { type Auth, callerOf } from '../../plugins/auth';
import { actorOf, idParams, parseId } from '../crud/resource';
import type { ChangeLock, Transition } from './versioned';

type Stateful = { id: number; version: number; state: string };

export interface StateStep<Row extends Stateful> {
  /** The URL segment and the audit action, e.g. `archive`. */
  path: string;
  permissions: readonly PermissionKey[];
  from: readonly string[];
  to: string;
  /** The infinitive for the 409, e.g. `archivar`. */
  verb: string;
  /** The body also carries a `reason` (1 to 500 characters), stored in this column. */
  reasonColumn?: keyof Row & string;
  /** Work in the same transaction before the state changes (e.g. closing child rows). */
  before?: (tx: Executor, existing: Row) => Promise<void>;
}

export interface StateSteps<Row extends Stateful> {
  base: string;
  steps: readonly StateStep<Row>[];
  lockForChange: ChangeLock<Row>;
  transition: Transition<Row>;
  /** The answer with the saved record. */
  answer: (db: Executor, caller: Auth, row: Row) => Promise<unknown>;
}

const versionBody = z.object({ version: z.number().int().positive() });

export async function registerStateSteps<Row extends Stateful>(
  app: FastifyInstance,
  options: StateSteps<Row>,
): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  for (const step of options.steps) {
    r.post(
      `${options.base}/:id/${step.path}`,
      {
        schema: { params: idParams, body: step.reasonColumn ? reasonInput : versionBody },
        config: { permissions: step.permissions },
      },
      async (request) => {
        const caller = callerOf(request);
        const body = request.body;
        const row = await app.db.transaction(async (tx) => {
          const id = parseId(request.params.id);
          const existing = await options.lockForChange(tx, caller, id, body.version, step.from, step.verb);
          await step.before?.(tx, existing);
          const reason = step.reasonColumn && 'reason' in body ? { [step.reasonColumn]: body.reason } : {};
          const set = { state: step.to, ...reason } as Partial<Row>;
          return options.transition(tx, actorOf(request), existing, step.path, set);
        });
        return options.answer(app.db, caller, row);
      },
    );
  }
}
