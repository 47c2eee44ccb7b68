import { type MenuItem, visibleMenu } from '@shared/menu';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { fullDay, organisationHour } from '../../lib/dates';
import { PageHeader } from '../../lib/PageHeader';
import { useSession } from '../../lib/session';
import { DashboardTiles } from './DashboardTiles';
import './home.css';

function greeting(hour: number): string {
  if (hour < 12) return 'Buenos días';
  if (hour < 19) return 'Buenas tardes';
  return 'Buenas noches';
}

function ShortcutGrid({ items }: { items: readonly MenuItem[] }) {
  return (
    <ul className="shortcut-grid">
      {items.map((item) => (
        <li key={item.link}>
          <Link to={item.link ?? '/'} className="shortcut-card">
            <i className={`${item.icon} shortcut-icon`} aria-hidden="true" />
            <span>{item.title}</span>
            <i className="pi pi-angle-right shortcut-arrow" aria-hidden="true" />
          </Link>
        </li>
      ))}
    </ul>
  );
}

/**
 * Tablero: what waits for the user by what they may do (tiles from `GET /api/v1/dashboard`, live
 * with their notifications), who they are, and the modules they can open.
 */
export default function HomePage() {
  const { user, permissions } = useSession();
  const menu = useMemo(() => visibleMenu(permissions).filter((item) => item.link !== '/'), [permissions]);
  const modules = menu.filter((item) => !item.children);
  const groups = menu.filter((item) => item.children);
  const now = new Date();

  return (
    <div className="page">
      <PageHeader title={`${greeting(organisationHour(now))}, ${user?.full_name ?? ''}`} subtitle={fullDay(now)} />
      <DashboardTiles />
      <section className="panel welcome-panel" aria-label="Sus datos">
        <div>
          <span className="welcome-label">Oficina</span>
          <span>{user?.office ? `${user.office.name} (${user.office.code})` : 'Sin oficina asignada'}</span>
        </div>
        <div>
          <span className="welcome-label">Roles</span>
          <span>{user?.roles.map((role) => role.name).join(', ') || 'Sin roles asignados'}</span>
        </div>
      </section>
      {menu.length === 0 && (
        <section className="panel empty-state">
          <p>Su cuenta todavía no tiene módulos asignados. Consulte con el administrador.</p>
        </section>
      )}
      {modules.length > 0 && (
        <section aria-labelledby="modules-title" className="shortcut-section">
          <h2 id="modules-title">Módulos</h2>
          <ShortcutGrid items={modules} />
        </section>
      )}
      {groups.map((group) => (
        <section key={group.key} aria-labelledby={`shortcuts-${group.key}`} className="shortcut-section">
          <h2 id={`shortcuts-${group.key}`}>{group.title}</h2>
          <ShortcutGrid items={group.children ?? []} />
        </section>
      ))}
    </div>
  );
}
