/**
 * Support folders ("Carpetas de apoyo"): reads, transitions (close, reopen, file, remove and
 * reorder items) and writes from the records template; plus the folder's items with search
 * inside, its control sheet and its label as PDFs. Turning a folder into an expedient belongs to
 * the archive module, through `findFolder` and `folderItemsFor` (folders.service.ts).
 */
import { folderInput, folderItem, folderUpdateInput } from '@shared/schemas/folders';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Executor } from '../../db/client';
import { offices, users } from '../../db/schema';
import { answers, fileAnswer } from '../../lib/crud/answers';
import { idParams, parseId } from '../../lib/crud/params';
import { sendPdf } from '../../lib/export/printout';
import { registerDocumentRoutes } from '../../lib/records/writes';
import { getSettings } from '../../lib/settings/settings';
import { type Auth, callerOf } from '../../plugins/auth';
import { folderCode, renderControlSheet, renderFolderLabel } from './folders.pdf';
import { matching, presentItems } from './folders.present';
import { folderReads } from './folders.reads';
import { CREATE, EDIT, type FolderRow, READ } from './folders.scope';
import { createFolder, folderItemsFor, updateFolder } from './folders.service';
import { BASE, folderTransitions } from './folders.transitions';

async function sheetOf(db: Executor, caller: Auth, folder: FolderRow) {
  const [office] = await db.select().from(offices).where(eq(offices.id, folder.office_id));
  const [owner] = await db.select().from(users).where(eq(users.id, folder.owner_id));
  return {
    institution: (await getSettings(db)).institution_name,
    code: folderCode(folder.id),
    name: folder.name,
    description: folder.description,
    office: office ? `${office.code} - ${office.name}` : '',
    owner: owner ? `${owner.names} ${owner.surnames}` : '',
    items: await presentItems(db, caller, await folderItemsFor(db, folder.id)),
  };
}

export async function foldersRoutes(app: FastifyInstance): Promise<void> {
  const { findVisible } = folderReads;
  await registerDocumentRoutes(app, folderReads, {
    transitions: folderTransitions,
    create: { body: folderInput, permissions: CREATE, register: createFolder },
    update: { body: folderUpdateInput, permissions: EDIT, save: updateFolder },
  });

  const r = app.withTypeProvider<ZodTypeProvider>();
  const config = { permissions: READ };

  r.get(
    `${BASE}/:id/items`,
    {
      schema: {
        params: idParams,
        querystring: z.object({ q: z.string().trim().max(200).optional() }),
        ...answers(200, z.object({ data: z.array(folderItem), total: z.number().int() })),
      },
      config,
    },
    async (request) => {
      const caller = callerOf(request);
      const folder = await findVisible(app.db, caller, parseId(request.params.id));
      const items = await presentItems(app.db, caller, await folderItemsFor(app.db, folder.id));
      return { data: matching(items, request.query.q), total: items.length };
    },
  );

  r.get(
    `${BASE}/:id/control-sheet`,
    { schema: { params: idParams, ...fileAnswer('La hoja de control en PDF.', 'application/pdf') }, config },
    async (request, reply) => {
      const caller = callerOf(request);
      const folder = await findVisible(app.db, caller, parseId(request.params.id));
      const pdf = await renderControlSheet(await sheetOf(app.db, caller, folder));
      return sendPdf(reply, `hoja-de-control-${folderCode(folder.id)}`, pdf);
    },
  );

  r.get(
    `${BASE}/:id/label`,
    { schema: { params: idParams, ...fileAnswer('El rótulo en PDF.', 'application/pdf') }, config },
    async (request, reply) => {
      const caller = callerOf(request);
      const folder = await findVisible(app.db, caller, parseId(request.params.id));
      const pdf = await renderFolderLabel(await sheetOf(app.db, caller, folder));
      return sendPdf(reply, `rotulo-${folderCode(folder.id)}`, pdf);
    },
  );
}
