/**
 * Temporary access permissions ("Permisos de acceso", `/api/v1/archive-temporary-permissions`):
 * the routes only parse, call a service and answer. Reads come from `archive-temporary-permissions.reads.ts`,
 * the transitions from `archive-temporary-permissions.transitions.ts`, registration and edit from
 * `archive-temporary-permissions.service.ts`, the receipts from `archive-temporary-permissions.pdf.ts`; the access an
 * active permission opens is registered by `archive-temporary-permissions.grants.ts`.
 */
import { lookupOption, many } from '@shared/schemas/api';
import {
  PERMISSION_ITEM_KINDS,
  permissionInput,
  permissionUpdateInput,
} from '@shared/schemas/archive-temporary-permissions';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { answers, fileAnswer } from '../../lib/crud/answers';
import { lookupQuery } from '../../lib/crud/lookup';
import { idParams, parseId } from '../../lib/crud/params';
import { registerTiles } from '../../lib/dashboard/tiles';
import { notFound } from '../../lib/errors';
import { sendPdf } from '../../lib/export/printout';
import { registerDocumentModule } from '../../lib/records/registry';
import { registerDocumentRoutes } from '../../lib/records/writes';
import { getSettings } from '../../lib/settings/settings';
import { callerOf } from '../../plugins/auth';
import { registerPermissionGrants } from './archive-temporary-permissions.grants';
import { lookupItems } from './archive-temporary-permissions.items';
import { type PrintedPermission, type ReceiptKind, receiptPdf } from './archive-temporary-permissions.pdf';
import { permissionReads } from './archive-temporary-permissions.reads';
import { schedulePermissionClock } from './archive-temporary-permissions.scheduler';
import { CREATE, ENTITY, INDEX, READ, UPDATE } from './archive-temporary-permissions.scope';
import { registerPermission, updatePermission } from './archive-temporary-permissions.service';
import { PERMISSION_TILES } from './archive-temporary-permissions.tiles';
import { BASE, permissionTransitions } from './archive-temporary-permissions.transitions';

const keys = <T extends Record<string, string>>(o: T) => Object.keys(o) as [keyof T & string, ...(keyof T & string)[]];
const itemsQuery = lookupQuery.extend({ kind: z.enum(keys(PERMISSION_ITEM_KINDS)) });

const RECEIPTS: Record<
  string,
  { kind: ReceiptKind; can: 'loan_receipt' | 'return_receipt'; file: string; description: string }
> = {
  'loan-receipt': {
    kind: 'loan',
    can: 'loan_receipt',
    file: 'cargo-prestamo',
    description: 'El cargo de préstamo en PDF.',
  },
  'return-receipt': {
    kind: 'return',
    can: 'return_receipt',
    file: 'cargo-devolucion',
    description: 'El cargo de devolución en PDF.',
  },
};

export async function archiveTemporaryPermissionsRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { answer, findVisible } = permissionReads;
  registerPermissionGrants();
  registerTiles(PERMISSION_TILES);
  // `-index` sees every permission: the generated scope proofs treat it as this module's "all" key.
  registerDocumentModule(ENTITY, { seeAll: [INDEX] });

  // The form's item lookup: restricted records are listed by number and date, never their subject.
  r.get(
    `${BASE}/items/lookup`,
    { schema: { querystring: itemsQuery, ...answers(200, many(lookupOption)) }, config: { permissions: CREATE } },
    async (request) => {
      const { kind, q, id } = request.query;
      return { data: await lookupItems(app.db, kind, { q, id }) };
    },
  );

  await registerDocumentRoutes(app, permissionReads, {
    transitions: permissionTransitions,
    create: { body: permissionInput, permissions: CREATE, register: registerPermission },
    update: { body: permissionUpdateInput, permissions: UPDATE, save: updatePermission },
  });

  for (const [path, receipt] of Object.entries(RECEIPTS))
    r.get(
      `${BASE}/:id/${path}`,
      {
        schema: { params: idParams, ...fileAnswer(receipt.description, 'application/pdf') },
        config: { permissions: READ },
      },
      async (request, reply) => {
        const caller = callerOf(request);
        const row = await findVisible(app.db, caller, parseId(request.params.id));
        const { data } = (await answer(app.db, caller, row)) as unknown as {
          data: PrintedPermission & { can: Record<string, boolean> };
        };
        if (!data.can[receipt.can]) throw notFound('Este permiso no tiene ese cargo.');
        return sendPdf(
          reply,
          `${receipt.file}-${data.number}`,
          await receiptPdf(await getSettings(app.db), data, receipt.kind),
        );
      },
    );

  schedulePermissionClock(app);
}
