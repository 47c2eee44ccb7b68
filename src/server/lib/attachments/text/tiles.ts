/**
 * The administrators' Tablero tile of the text reading's backlog: how many stored files wait for
 * their text (pending or being read), and the oldest of them with how long they have waited.
 */
import { COUNT_LIMIT } from '@shared/pagination';
import { ADMIN } from '@shared/permissions';
import { asc, inArray, sql } from 'drizzle-orm';
import { attachments, attachmentTexts } from '../../../db/schema';
import type { DashboardTile } from '../../dashboard/tiles';
import { isoTimestamp } from '../../records/json-rows';

const BACKLOG = ['pendiente', 'en_proceso'];
const STATE_LABELS: Record<string, string> = { pendiente: 'Pendiente', en_proceso: 'En proceso' };
const ROWS = 5;

export const TEXT_TILES: readonly DashboardTile[] = [
  {
    id: 'attachment-texts-backlog',
    group: 'system',
    order: 10,
    permissions: [ADMIN],
    async load({ db }) {
      const waiting = inArray(attachmentTexts.state, BACKLOG);
      const [counted] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(sql`(select 1 from ${attachmentTexts} where ${waiting} limit ${COUNT_LIMIT + 1}) backlog`);
      const oldest = await db
        .select({
          sha256: attachmentTexts.sha256,
          state: attachmentTexts.state,
          attempts: attachmentTexts.attempts,
          requested_at: isoTimestamp(attachmentTexts.requested_at),
          name: sql<
            string | null
          >`(select a.original_name from ${attachments} a where a.sha256 = ${attachmentTexts}.sha256 and a.deleted_at is null order by a.id limit 1)`,
        })
        .from(attachmentTexts)
        .where(waiting)
        .orderBy(asc(attachmentTexts.requested_at))
        .limit(ROWS);
      const count = Math.min(counted?.n ?? 0, COUNT_LIMIT);
      return {
        id: 'attachment-texts-backlog',
        group: 'system',
        title: 'Lectura de texto de adjuntos por hacer',
        count,
        capped: (counted?.n ?? 0) > COUNT_LIMIT,
        link: null,
        rows: oldest.map((row) => ({
          key: row.sha256,
          label: row.name ?? 'Archivo sin registro vigente',
          description:
            row.attempts > 0
              ? `${STATE_LABELS[row.state]} · ${row.attempts === 1 ? '1 intento' : `${row.attempts} intentos`}`
              : (STATE_LABELS[row.state] ?? row.state),
          link: null,
          date: row.requested_at.slice(0, 10),
          light: null,
          count: null,
        })),
        lights: null,
      };
    },
  },
];
