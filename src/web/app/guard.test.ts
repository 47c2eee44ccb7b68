import { ROUTES_BY_NAME, type RouteDef } from '@shared/routes';
import { describe, expect, it } from 'vitest';
import { decide, type GuardSession, loginPath, redirectTarget } from './guard';

const route = (name: string): RouteDef => {
  const def = ROUTES_BY_NAME.get(name);
  if (!def) throw new Error(`no route ${name}`);
  return def;
};

const visitor: GuardSession = { isLogged: false, user: null, permissions: [] };
const logged = (permissions: string[], flags: Partial<NonNullable<GuardSession['user']>> = {}): GuardSession => ({
  isLogged: true,
  user: { update_register: false, reset_password: false, ...flags },
  permissions,
});

describe('decide: not logged in', () => {
  it('sends authenticated pages to login, remembering the path', () => {
    expect(decide(route('entries-show'), visitor, '/entries/7?tab=2')).toBe('/login?redirect=%2Fentries%2F7%3Ftab%3D2');
  });

  it('sends home to plain login', () => {
    expect(decide(route('home'), visitor, '/')).toBe('/login');
  });

  it('lets visitor-only pages through', () => {
    expect(decide(route('login'), visitor, '/login')).toBeNull();
    expect(decide(route('forgot-password'), visitor, '/recuperar-contrasena')).toBeNull();
    expect(decide(route('reset-password'), visitor, '/reset-password/abc')).toBeNull();
  });

  it("lets the citizens' pages through", () => {
    expect(decide(route('tracking-lookup'), visitor, '/consulta')).toBeNull();
    expect(decide(route('tracking-show'), visitor, '/verificar/ING-2026-000001?codigo=7K3M9QXD')).toBeNull();
  });

  it('lets error pages through', () => {
    for (const code of ['403', '404', '500']) expect(decide(route(`error-${code}`), visitor, `/${code}`)).toBeNull();
  });
});

describe('decide: logged in', () => {
  it('lets a user holding one of the route permissions in', () => {
    expect(decide(route('entries-index'), logged(['entries-me']), '/entries')).toBeNull();
  });

  it('sends a user without any of the route permissions to /403', () => {
    expect(decide(route('users-index'), logged(['home']), '/users')).toBe('/403');
  });

  it('lets admin into every authenticated route', () => {
    for (const def of ROUTES_BY_NAME.values()) {
      if (def.access === 'auth') expect(decide(def, logged(['admin']), def.path)).toBeNull();
    }
  });

  it("lets the citizens' pages through, even before a forced password change", () => {
    const path = '/verificar/ING-2026-000001?codigo=7K3M9QXD';
    expect(decide(route('tracking-show'), logged(['home']), path)).toBeNull();
    expect(decide(route('tracking-show'), logged(['home'], { reset_password: true }), path)).toBeNull();
    expect(decide(route('tracking-lookup'), logged([], { update_register: true }), '/consulta')).toBeNull();
  });

  it('sends visitor-only pages home', () => {
    expect(decide(route('login'), logged(['home']), '/login')).toBe('/');
    expect(decide(route('forgot-password'), logged(['home']), '/recuperar-contrasena')).toBe('/');
  });

  it('returns to the remembered path after login', () => {
    expect(decide(route('login'), logged(['home']), '/login?redirect=%2Fentries%2F7')).toBe('/entries/7');
  });

  it('ignores a redirect to another site', () => {
    expect(decide(route('login'), logged(['home']), '/login?redirect=%2F%2Fevil.example')).toBe('/');
    expect(decide(route('login'), logged(['home']), '/login?redirect=https%3A%2F%2Fevil.example')).toBe('/');
  });

  it('shows error pages', () => {
    expect(decide(route('error-404'), logged(['home']), '/404')).toBeNull();
  });
});

describe('decide: forced redirects', () => {
  it('sends update_register to /update-profile from any page', () => {
    const session = logged(['admin'], { update_register: true });
    expect(decide(route('home'), session, '/')).toBe('/update-profile');
    expect(decide(route('error-404'), session, '/404')).toBe('/update-profile');
    expect(decide(route('login'), session, '/login?redirect=%2Fentries')).toBe('/update-profile');
  });

  it('sends reset_password to /reset', () => {
    expect(decide(route('entries-index'), logged(['admin'], { reset_password: true }), '/entries')).toBe('/reset');
  });

  it('puts reset_password first when both are pending (the server refuses the profile until then)', () => {
    expect(decide(route('home'), logged(['home'], { update_register: true, reset_password: true }), '/')).toBe(
      '/reset',
    );
  });

  it('allows each forced page while the other flag is pending', () => {
    const both = logged(['profile'], { update_register: true, reset_password: true });
    expect(decide(route('update-profile'), both, '/update-profile')).toBeNull();
    expect(decide(route('reset'), both, '/reset')).toBeNull();
    expect(decide(route('reset'), logged(['profile'], { update_register: true }), '/reset')).toBeNull();
    expect(
      decide(route('update-profile'), logged(['profile'], { reset_password: true }), '/update-profile'),
    ).toBeNull();
  });

  it('never sends a pending user from a forced page to /403', () => {
    expect(decide(route('update-profile'), logged([], { update_register: true }), '/update-profile')).toBeNull();
  });

  it('does not apply to a user who is not logged in', () => {
    expect(decide(route('login'), visitor, '/login')).toBeNull();
  });

  it('checks permissions on the forced pages when nothing is pending', () => {
    expect(decide(route('reset'), logged(['home']), '/reset')).toBe('/403');
  });
});

describe('login redirect helpers', () => {
  it('round-trips a path through the login URL', () => {
    expect(redirectTarget(loginPath('/archive-central/documents?q=acta'))).toBe('/archive-central/documents?q=acta');
  });

  it('finds no target without a redirect', () => {
    expect(redirectTarget('/login')).toBeNull();
  });
});
