import type { SessionAnswer, SessionUser } from '@shared/schemas/user';
import { beforeEach, describe, expect, it } from 'vitest';
import { clearSession, getSession, readStoredSession, setUser, signIn, TOKEN_KEY, USER_KEY } from './session';

const user = { id: 7, username: 'ana', update_register: true, reset_password: false } as SessionUser;
const answer: SessionAnswer = { access_token: 'tok-1', token_type: 'Bearer', user, permissions: ['home', 'profile'] };

beforeEach(() => {
  localStorage.clear();
  clearSession();
});

describe('session', () => {
  it('stores the token JSON-encoded and the user as JSON, permissions only in memory', () => {
    signIn(answer);
    expect(localStorage.getItem(TOKEN_KEY)).toBe('"tok-1"');
    expect(JSON.parse(localStorage.getItem(USER_KEY) ?? '{}')).toMatchObject({ id: 7 });
    expect(getSession()).toMatchObject({ isLogged: true, token: 'tok-1', permissions: ['home', 'profile'] });
    expect(Object.keys(localStorage)).toEqual(expect.not.arrayContaining(['permissions']));
  });

  it('keeps the token when an answer carries none (GET /user)', () => {
    signIn(answer);
    signIn({ user, permissions: ['home'] });
    expect(getSession()).toMatchObject({ token: 'tok-1', permissions: ['home'] });
  });

  it('restores a stored session as loading until GET /user answers', () => {
    signIn(answer);
    expect(readStoredSession()).toMatchObject({ isLogged: true, token: 'tok-1', permissions: [], status: 'loading' });
  });

  it('ignores a corrupt or missing stored value', () => {
    localStorage.setItem(TOKEN_KEY, 'not json');
    localStorage.setItem(USER_KEY, '{"name":"no id"}');
    expect(readStoredSession()).toMatchObject({ isLogged: false, user: null, status: 'ready' });
  });

  it('replaces the stored user', () => {
    signIn(answer);
    setUser({ ...user, update_register: false });
    expect(getSession().user?.update_register).toBe(false);
    expect(JSON.parse(localStorage.getItem(USER_KEY) ?? '{}').update_register).toBe(false);
  });

  it('clears storage and memory', () => {
    signIn(answer);
    clearSession();
    expect(getSession()).toMatchObject({ isLogged: false, token: null, user: null, permissions: [] });
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
  });
});
