/**
 * The central archive's units on the Tablero (lib/dashboard): those whose retention has run out
 * (the office's period for a closed unit, the central archive's for the others still kept) and
 * the boxes waiting for a place on a shelf. Each is the expedients list with its URL query, so a
 * tile counts what its list shows.
 */
import { sql } from 'drizzle-orm';
import { archiveExpedients } from '../../db/schema';
import { listTile } from '../../lib/dashboard/list-tile';
import type { DashboardTile } from '../../lib/dashboard/tiles';
import { localDay } from '../../lib/days';
import { expedientReads, retentionDueOn } from './archive-expedients.reads';
import { ALL } from './archive-expedients.scope';

const PATH = '/archive-central/expedients';

export const EXPEDIENT_TILES: readonly DashboardTile[] = [
  listTile(expedientReads, {
    id: 'archive-retention-due',
    group: 'archive',
    order: 30,
    title: 'Retención cumplida',
    permissions: [ALL],
    path: PATH,
    query: () => ({ retention_due: 'true', sort: 'retention_due_on' }),
    label: archiveExpedients.code,
    description: sql`${archiveExpedients.title} || ' · ' || case when ${archiveExpedients.state} = 'cerrado' then 'en la oficina' else 'en el archivo central' end`,
    date: retentionDueOn,
  }),
  listTile(expedientReads, {
    id: 'archive-unplaced-boxes',
    group: 'archive',
    order: 40,
    title: 'Cajas sin ubicación',
    permissions: [ALL],
    path: PATH,
    query: () => ({ kind: 'caja', placed: 'false', sort: 'created_at' }),
    label: archiveExpedients.code,
    description: archiveExpedients.title,
    date: localDay(archiveExpedients.created_at),
  }),
];
