import { describe, expect, it } from 'vitest';
import { isMenuLinkActive, MENU, visibleMenu } from './menu';
import { can, PERMISSION_KEYS, PERMISSIONS } from './permissions';
import { canOpenPath, ROUTES, routePath } from './routes';

describe('permission catalogue', () => {
  it('has every key that a route or menu item asks for, each with a Spanish label and area', () => {
    const used = new Set([
      ...ROUTES.flatMap((r) => r.permissions),
      ...MENU.flatMap((m) => [...m.permissions, ...(m.children ?? []).flatMap((c) => c.permissions)]),
    ]);
    for (const key of used) expect(PERMISSIONS.has(key), key).toBe(true);
    for (const key of ['my-deliver-events-store', 'my-delivery-events-store', 'entry-requests-assign', 'stickers'])
      expect(PERMISSION_KEYS).toContain(key);
    for (const { label, area } of PERMISSIONS.values()) {
      expect(label.length).toBeGreaterThan(3);
      expect(area.length).toBeGreaterThan(3);
    }
  });

  it('can() passes admin, any match, and an empty requirement', () => {
    expect(can(['admin'], ['users-index'])).toBe(true);
    expect(can(['entries-me'], ['entries-index', 'entries-me'])).toBe(true);
    expect(can(['entries-me'], ['users-index'])).toBe(false);
    expect(can([], [])).toBe(true);
  });
});

describe('routes', () => {
  it('registers every SPEC path with its permissions', () => {
    const byPath = new Map(ROUTES.map((r) => [r.path, r.permissions]));
    expect(byPath.get('/')).toEqual(['home']);
    expect(byPath.get('/reset')).toEqual(['profile']);
    expect(byPath.get('/entries')).toEqual(['entries-index', 'entries-me', 'entries-all']);
    expect(byPath.get('/entries/create')).toEqual(['entries-create', 'entries-create-office']);
    expect(byPath.get('/supporting-outputs/:id')).toEqual([
      'supporting-outputs-show',
      'supporting-outputs-me',
      'supporting-outputs-all',
    ]);
    expect(byPath.get('/output-requests/:id/assign')).toEqual(['output-requests-assign']);
    expect(byPath.get('/delivery-events')).toContain('my-deliver-events-store');
    expect(byPath.get('/archive-central/permissions/:id/edit')).toEqual(['archive-temporary-permission-update']);
    expect(byPath.get('/stickers')).toEqual(['stickers']);
    expect(byPath.has('/roles/:id')).toBe(false);
    expect(new Set(ROUTES.map((r) => r.name)).size).toBe(ROUTES.length);
  });

  it('tells whether a path (a report’s link) is a page the user may open', () => {
    expect(canOpenPath('/entries?state=derivado&destination_office_id=3', ['entries-me'])).toBe(true);
    expect(canOpenPath('/archive-central/expedients?series_id=4', ['entries-me'])).toBe(false);
    expect(canOpenPath('/archive-central/expedients?series_id=4', ['admin'])).toBe(true);
    expect(canOpenPath('/entries/12', ['entries-show'])).toBe(true);
    expect(canOpenPath('/no-such-page', ['admin'])).toBe(false);
  });

  it('builds named paths', () => {
    expect(routePath('entries-show', { id: 7 })).toBe('/entries/7');
    expect(routePath('reset-password', { token: 'a/b' })).toBe('/reset-password/a%2Fb');
    expect(() => routePath('entries-show')).toThrow();
  });
});

describe('menu', () => {
  it('shows only what the user holds, and groups only with visible children', () => {
    const titles = (held: string[]) => visibleMenu(held).map((m) => m.title);
    expect(titles(['home', 'delivery-events-store'])).toEqual(['Tablero', 'Recibir documentos']);
    expect(titles(['my-delivery-events-store'])).toEqual(['Recibir documentos']);
    const archivist = visibleMenu(['archive-documents-index']);
    expect(archivist.map((m) => m.key)).toEqual(['archive-central']);
    expect(archivist[0]!.children!.map((c) => c.title)).toEqual(['Documentos archivados']);
    const admin = visibleMenu(['admin']);
    expect(admin.find((m) => m.key === 'panel-admin')!.children!.map((c) => c.title)).toContain('Configuración');
  });

  it('highlights a link for itself and its sub-paths; / only exactly', () => {
    expect(isMenuLinkActive('/', '/')).toBe(true);
    expect(isMenuLinkActive('/', '/entries')).toBe(false);
    expect(isMenuLinkActive('/entries', '/entries/5/edit')).toBe(true);
    expect(isMenuLinkActive('/entries', '/entries-x')).toBe(false);
  });
});
