/**
 * Entries ("Ingresos documentales"): every route of the module, each group in its own file, and
 * the hourly due-date notices. Every write runs in one transaction with its audit row; who may see
 * an entry is `entry-access.ts`.
 */
import type { FastifyInstance } from 'fastify';
import { entriesAssignRoutes } from './entries-assign.routes';
import { entriesAttachmentsRoutes } from './entries-attachments.routes';
import { entriesListRoutes } from './entries-list.routes';
import { entriesRouteSheetRoutes } from './entries-route-sheet.routes';
import { entriesShowRoutes } from './entries-show.routes';
import { entriesStatesRoutes } from './entries-states.routes';
import { entriesWriteRoutes } from './entries-write.routes';
import { scheduleDueNotices } from './entry-due-scheduler';

export async function entriesRoutes(app: FastifyInstance): Promise<void> {
  await entriesListRoutes(app);
  await entriesShowRoutes(app);
  await entriesWriteRoutes(app);
  await entriesRouteSheetRoutes(app);
  await entriesStatesRoutes(app);
  await entriesAssignRoutes(app);
  await entriesAttachmentsRoutes(app);
  scheduleDueNotices(app);
}
