import { isMenuLinkActive, type MenuItem, visibleMenu } from '@shared/menu';
import { classNames } from 'primereact/utils';
import { useMemo } from 'react';
import { Link, useLocation } from 'react-router';
import { useSession } from '../../lib/session';
import { useExpandedGroups } from './menuState';

const APP_VERSION = 'v3.1';

function MenuLink({ item, pathname }: { item: MenuItem; pathname: string }) {
  const link = item.link ?? '/';
  const active = isMenuLinkActive(link, pathname);
  return (
    <li>
      <Link to={link} className={classNames('menu-link', { active })} aria-current={active ? 'page' : undefined}>
        <i className={item.icon} aria-hidden="true" />
        <span>{item.title}</span>
      </Link>
    </li>
  );
}

interface MenuGroupProps {
  group: MenuItem;
  pathname: string;
  expanded: boolean;
  onToggle: () => void;
}

function MenuGroup({ group, pathname, expanded, onToggle }: MenuGroupProps) {
  const listId = `menu-group-${group.key}`;
  return (
    <li>
      <button
        type="button"
        className="menu-link menu-group-toggle"
        aria-expanded={expanded}
        aria-controls={listId}
        onClick={onToggle}
      >
        <i className={group.icon} aria-hidden="true" />
        <span>{group.title}</span>
        <i className={classNames('pi pi-chevron-down menu-group-chevron', { open: expanded })} aria-hidden="true" />
      </button>
      {expanded && (
        <ul id={listId} className="menu-sublist">
          {group.children?.map((child) => (
            <MenuLink key={child.link} item={child} pathname={pathname} />
          ))}
        </ul>
      )}
    </li>
  );
}

/** The permission-filtered side menu of docs/architecture.md §8.2. */
export function SideMenu({ open }: { open: boolean }) {
  const { permissions } = useSession();
  const { pathname } = useLocation();
  const menu = useMemo(() => visibleMenu(permissions), [permissions]);
  const groups = useExpandedGroups(menu, pathname);

  return (
    <nav
      id="side-menu"
      className={classNames('side-menu', { open })}
      aria-label="Menú principal"
      data-testid="side-menu"
      inert={!open}
    >
      <ul className="menu-list">
        {menu.map((item) =>
          item.key ? (
            <MenuGroup
              key={item.key}
              group={item}
              pathname={pathname}
              expanded={groups.expanded.has(item.key)}
              onToggle={() => groups.toggle(item.key ?? '')}
            />
          ) : (
            <MenuLink key={item.link} item={item} pathname={pathname} />
          ),
        )}
      </ul>
      <p className="menu-version">{APP_VERSION}</p>
    </nav>
  );
}
