import { MENU } from '@shared/menu';
import { describe, expect, it } from 'vitest';
import { activeGroups, isMenuOpen } from './menuState';

describe('isMenuOpen', () => {
  it('starts open on desktop and closed on mobile', () => {
    expect(isMenuOpen(null, true, 'a')).toBe(true);
    expect(isMenuOpen(null, false, 'a')).toBe(false);
  });

  it('follows the toggle on the same side of 768px', () => {
    expect(isMenuOpen({ open: false, isDesktop: true, locationKey: 'a' }, true, 'b')).toBe(false);
    expect(isMenuOpen({ open: true, isDesktop: false, locationKey: 'a' }, false, 'a')).toBe(true);
  });

  it('resets when the width crosses 768px', () => {
    expect(isMenuOpen({ open: false, isDesktop: true, locationKey: 'a' }, false, 'a')).toBe(false);
    expect(isMenuOpen({ open: true, isDesktop: false, locationKey: 'a' }, true, 'a')).toBe(true);
    expect(isMenuOpen({ open: false, isDesktop: false, locationKey: 'a' }, true, 'a')).toBe(true);
  });

  it('closes the mobile overlay on navigation', () => {
    expect(isMenuOpen({ open: true, isDesktop: false, locationKey: 'a' }, false, 'b')).toBe(false);
  });
});

describe('activeGroups', () => {
  it('finds the group of a path inside one of its children', () => {
    expect(activeGroups(MENU, '/archive-central/documents/12')).toEqual(['archive-central']);
    expect(activeGroups(MENU, '/users/create')).toEqual(['panel-admin']);
  });

  it('finds none for top-level items', () => {
    expect(activeGroups(MENU, '/')).toEqual([]);
    expect(activeGroups(MENU, '/entries')).toEqual([]);
  });
});
