/**
 * The central archive's tiles on the Tablero (lib/dashboard): units whose retention has run out
 * (the office's period for a closed unit, the central archive's for the others still kept) and
 * boxes not placed on a shelf. The expedients list does not exist yet, so these tiles have no
 * link; when it lands it adds the matching filters and these become `listTile`s over its reads.
 */
import { COUNT_LIMIT } from '@shared/pagination';
import type { DashboardTile as TileAnswer } from '@shared/schemas/dashboard';
import { and, asc, count, eq, isNull, notInArray, type SQL, sql } from 'drizzle-orm';
import { archiveExpedients } from '../../db/schema';
import type { DashboardTile, TileContext } from '../../lib/dashboard/tiles';

const KEYS = ['archive-expedients-index'] as const;
const GONE = ['eliminado', 'conservacion_permanente'];

/** The unit's due retention date: the office's while closed there, the central archive's after. */
const retentionDate = sql<string>`(case when ${archiveExpedients.state} = 'cerrado' then ${archiveExpedients.office_retention_until} else ${archiveExpedients.central_retention_until} end)`;

async function unitsTile(
  ctx: TileContext,
  tile: { id: string; title: string; where: SQL; date: SQL; describe?: SQL },
): Promise<TileAnswer> {
  const matches = ctx.db
    .select({ one: sql`1` })
    .from(archiveExpedients)
    .where(tile.where)
    .limit(COUNT_LIMIT + 1);
  const [[counted], rows] = await Promise.all([
    ctx.db.select({ n: count() }).from(matches.as('matches')),
    ctx.db
      .select({
        id: archiveExpedients.id,
        code: archiveExpedients.code,
        title: archiveExpedients.title,
        date: sql<string | null>`(${tile.date})::text`,
        describe: tile.describe ? sql<string>`${tile.describe}` : sql<null>`null`,
      })
      .from(archiveExpedients)
      .where(tile.where)
      .orderBy(asc(tile.date), asc(archiveExpedients.code))
      .limit(5),
  ]);
  const n = counted?.n ?? 0;
  return {
    id: tile.id,
    group: 'archive',
    title: tile.title,
    count: Math.min(n, COUNT_LIMIT),
    capped: n > COUNT_LIMIT,
    link: null,
    rows: rows.map((r) => ({
      key: String(r.id),
      label: r.code,
      description: r.describe ? `${r.title} · ${r.describe}` : r.title,
      link: null,
      date: r.date,
      light: null,
      count: null,
    })),
    lights: null,
  };
}

export const PHYSICAL_LOCATION_TILES: readonly DashboardTile[] = [
  {
    id: 'archive-retention-due',
    group: 'archive',
    order: 30,
    permissions: KEYS,
    load: (ctx) =>
      unitsTile(ctx, {
        id: 'archive-retention-due',
        title: 'Retención cumplida',
        where: and(notInArray(archiveExpedients.state, GONE), sql`${retentionDate} <= ${ctx.today}::date`)!,
        date: retentionDate,
        describe: sql`case when ${archiveExpedients.state} = 'cerrado' then 'en la oficina' else 'en el archivo central' end`,
      }),
  },
  {
    id: 'archive-unplaced-boxes',
    group: 'archive',
    order: 40,
    permissions: KEYS,
    load: (ctx) =>
      unitsTile(ctx, {
        id: 'archive-unplaced-boxes',
        title: 'Cajas sin ubicación',
        where: and(
          eq(archiveExpedients.kind, 'caja'),
          isNull(archiveExpedients.location_id),
          notInArray(archiveExpedients.state, GONE),
        )!,
        date: sql`${archiveExpedients.created_at}::date`,
      }),
  },
];
