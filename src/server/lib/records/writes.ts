/**
 * The registration and edit routes of a document module: `POST {base}` and `PUT {base}/:id`
 * (with `version`) parse the body, call the module's service in one transaction and answer the
 * saved record as show does.
 */
import type { PermissionKey } from '@shared/permissions';
import { one } from '@shared/schemas/api';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { Executor, Tx } from '../../db/client';
import type { Auth } from '../../plugins/auth';
import { answers } from '../crud/answers';
import { idParams, parseId } from '../crud/params';
import { type Caller, callerAt } from './caller';

export interface DocumentWrites<Create extends z.ZodObject, Update extends z.ZodObject, Row extends { id: number }> {
  base: string;
  create: {
    body: Create;
    permissions: readonly PermissionKey[];
    register: (tx: Tx, caller: Caller, input: z.output<Create>) => Promise<Row>;
    /** Statuses beyond the usual ones the creation may answer (`config.errors`), e.g. 404 for a record it names. */
    errors?: Readonly<Record<number, string>>;
  };
  update: {
    /** The edited fields plus `version` (usually the create body plus `version`). */
    body: Update;
    permissions: readonly PermissionKey[];
    save: (
      tx: Executor,
      caller: Caller,
      id: number,
      version: number,
      input: Omit<z.output<Update>, 'version'>,
    ) => Promise<Row>;
  };
  answer: (db: Executor, caller: Auth, row: Row) => Promise<unknown>;
  /** The record's named schema, when the module declares it (lib/records/reads.ts). */
  record?: z.ZodType;
}

export function registerDocumentWrites<
  Create extends z.ZodObject,
  Update extends z.ZodObject,
  Row extends { id: number },
>(app: FastifyInstance, def: DocumentWrites<Create, Update, Row>): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post(
    def.base,
    {
      schema: { body: def.create.body, ...answers(201, def.record && one(def.record)) },
      config: { permissions: def.create.permissions, ...(def.create.errors && { errors: def.create.errors }) },
    },
    async (request, reply) => {
      const caller = callerAt(request);
      const row = await app.db.transaction((tx) => def.create.register(tx, caller, request.body as z.output<Create>));
      return reply.status(201).send(await def.answer(app.db, caller, row));
    },
  );
  r.put(
    `${def.base}/:id`,
    {
      schema: { params: idParams, body: def.update.body, ...answers(200, def.record && one(def.record)) },
      config: { permissions: def.update.permissions },
    },
    async (request) => {
      const caller = callerAt(request);
      const { version, ...input } = request.body as { version: number } & z.output<Update>;
      const id = parseId(request.params.id);
      const row = await app.db.transaction((tx) => def.update.save(tx, caller, id, version, input));
      return def.answer(app.db, caller, row);
    },
  );
}

/**
 * A document module's own routes: its reads (list, export, show, history), its transitions'
 * routes when it moves through states, and its registration and edit, all answering as show does.
 */
export async function registerDocumentRoutes<
  Create extends z.ZodObject,
  Update extends z.ZodObject,
  Row extends { id: number },
>(
  app: FastifyInstance,
  reads: {
    base: string;
    register: (app: FastifyInstance) => Promise<void>;
    answer: (db: Executor, caller: Auth, row: Row) => Promise<unknown>;
    definition: { record?: z.ZodType };
  },
  def: Pick<DocumentWrites<Create, Update, Row>, 'create' | 'update'> & {
    transitions?: {
      register: (
        app: FastifyInstance,
        answer: (db: Executor, caller: Auth, row: Row) => Promise<unknown>,
        record?: z.ZodType,
      ) => void;
    };
  },
): Promise<void> {
  await reads.register(app);
  const { record } = reads.definition;
  def.transitions?.register(app, reads.answer, record);
  registerDocumentWrites(app, {
    base: reads.base,
    create: def.create,
    update: def.update,
    answer: reads.answer,
    record,
  });
}
