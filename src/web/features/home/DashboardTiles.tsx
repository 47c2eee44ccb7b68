/** The Tablero's tiles by group (Mis pendientes, Mi oficina, Mesa de partes…), live: a notification refetches them. */
import { DASHBOARD_GROUPS, type DashboardGroup } from '@shared/schemas/dashboard';
import { useDashboard } from '../../lib/dashboard';
import { LoadError } from '../../lib/LoadError';
import { Spinner } from '../../lib/Spinner';
import { Tile } from './DashboardTile';

export function DashboardTiles() {
  const dashboard = useDashboard();
  if (dashboard.isPending) return <Spinner />;
  if (dashboard.isError) return <LoadError error={dashboard.error} onRetry={() => void dashboard.refetch()} />;
  const { tiles } = dashboard.data;
  const groups = (Object.keys(DASHBOARD_GROUPS) as DashboardGroup[])
    .map((group) => ({ group, tiles: tiles.filter((t) => t.group === group) }))
    .filter((g) => g.tiles.length > 0);
  return (
    <>
      {groups.map(({ group, tiles: list }) => (
        <section key={group} className="dashboard-group" aria-labelledby={`dashboard-${group}`}>
          <h2 id={`dashboard-${group}`}>{DASHBOARD_GROUPS[group]}</h2>
          <div className="dashboard-grid">
            {list.map((tile) => (
              <Tile key={tile.id} tile={tile} />
            ))}
          </div>
        </section>
      ))}
    </>
  );
}
