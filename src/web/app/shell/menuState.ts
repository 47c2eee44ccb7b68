/**
 * Side menu behaviour (docs/architecture.md §8.2): open and 240px on desktop, a closed 260px overlay under 768px;
 * crossing 768px resets it, and on mobile every navigation closes it. Groups open themselves when
 * the current path is inside one of their children.
 */
import { isMenuLinkActive, type MenuItem } from '@shared/menu';
import { useCallback, useState } from 'react';
import { useLocation } from 'react-router';
import { useMediaQuery } from '../../lib/useMediaQuery';

const DESKTOP_QUERY = '(min-width: 768px)';

/** The user's last click on the menu toggle, and where it happened. */
export interface MenuToggle {
  open: boolean;
  isDesktop: boolean;
  locationKey: string;
}

export function isMenuOpen(toggle: MenuToggle | null, isDesktop: boolean, locationKey: string): boolean {
  if (!toggle || toggle.isDesktop !== isDesktop) return isDesktop;
  if (!isDesktop && toggle.locationKey !== locationKey) return false;
  return toggle.open;
}

export function useSideMenu() {
  const isDesktop = useMediaQuery(DESKTOP_QUERY);
  const { key } = useLocation();
  const [toggle, setToggle] = useState<MenuToggle | null>(null);
  if (toggle && toggle.isDesktop !== isDesktop) setToggle(null);

  const open = isMenuOpen(toggle, isDesktop, key);
  const setOpen = useCallback(
    (next: boolean) => setToggle({ open: next, isDesktop, locationKey: key }),
    [isDesktop, key],
  );
  return { isDesktop, open, toggle: () => setOpen(!open), close: () => setOpen(false) };
}

/** The keys of the groups holding the item of `pathname`. */
export function activeGroups(menu: readonly MenuItem[], pathname: string): string[] {
  return menu.flatMap((entry) =>
    entry.key && entry.children?.some((child) => child.link && isMenuLinkActive(child.link, pathname))
      ? [entry.key]
      : [],
  );
}

/** Expanded groups: those the user opened, plus the group of the current path after each navigation. */
export function useExpandedGroups(menu: readonly MenuItem[], pathname: string) {
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(() => new Set(activeGroups(menu, pathname)));
  const [seenPath, setSeenPath] = useState(pathname);
  if (seenPath !== pathname) {
    setSeenPath(pathname);
    const missing = activeGroups(menu, pathname).filter((key) => !expanded.has(key));
    if (missing.length > 0) setExpanded(new Set([...expanded, ...missing]));
  }

  const toggle = (key: string) =>
    setExpanded((current) => {
      const next = new Set(current);
      if (!next.delete(key)) next.add(key);
      return next;
    });
  return { expanded, toggle };
}
