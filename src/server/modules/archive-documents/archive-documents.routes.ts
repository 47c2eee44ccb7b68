/**
 * `/api/v1/archive-documents` ("Documentos archivados"): reads (list, show, export, history) and
 * writes from the records template. Filing a linked document archives its record in the same
 * transaction (archive-documents.sources.ts).
 */
import { archiveDocumentInput, archiveDocumentUpdateInput } from '@shared/schemas/archive-expedients';
import type { FastifyInstance } from 'fastify';
import { registerDocumentRoutes } from '../../lib/records/writes';
import { archiveDocumentReads } from './archive-documents.reads';
import { CREATE, UPDATE } from './archive-documents.scope';
import { createArchiveDocument, updateArchiveDocument } from './archive-documents.service';

export async function archiveDocumentsRoutes(app: FastifyInstance): Promise<void> {
  await registerDocumentRoutes(app, archiveDocumentReads, {
    create: { body: archiveDocumentInput, permissions: CREATE, register: createArchiveDocument },
    update: { body: archiveDocumentUpdateInput, permissions: UPDATE, save: updateArchiveDocument },
  });
}
