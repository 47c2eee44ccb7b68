import { describe, expect, it } from 'vitest';
import { notificationIcon, notificationPath, parseLiveNotification, recordNoun } from './target';

describe('notificationPath', () => {
  it('opens the named route {type}-show with id = data_id', () => {
    expect(notificationPath({ type: 'entries', data_id: 12 })).toBe('/entries/12');
    expect(notificationPath({ type: 'users', data_id: 3 })).toBe('/users/3');
    expect(notificationPath({ type: 'documents', data_id: 5 })).toBe('/archive-central/documents/5');
    expect(notificationPath({ type: 'transfers', data_id: 8 })).toBe('/archive-central/transfers/8');
  });

  it('falls back to the route named {type} when there is no {type}-show (profile → /perfil)', () => {
    expect(notificationPath({ type: 'profile', data_id: 7 })).toBe('/perfil');
    expect(notificationPath({ type: 'reports', data_id: 1 })).toBe('/reports');
  });

  it('then to {type}-index, and to nothing for an unknown type', () => {
    expect(notificationPath({ type: 'roles', data_id: 4 })).toBe('/roles');
    expect(notificationPath({ type: 'no-such-thing', data_id: 1 })).toBeNull();
  });
});

describe('notificationIcon', () => {
  it('takes the icon of the menu entry the notification leads into', () => {
    expect(notificationIcon({ type: 'entries', data_id: 1 })).toBe('pi pi-inbox');
    expect(notificationIcon({ type: 'users', data_id: 1 })).toBe('pi pi-users');
    expect(notificationIcon({ type: 'profile', data_id: 1 })).toBe('pi pi-user');
    expect(notificationIcon({ type: 'transfers', data_id: 1 })).toBe('pi pi-truck');
    expect(notificationIcon({ type: 'no-such-thing', data_id: 1 })).toBe('pi pi-bell');
  });
});

describe('parseLiveNotification', () => {
  it('reads Laravel’s broadcast shape and refuses anything else', () => {
    const payload = { id: 'a1', text: 'Sus permisos fueron actualizados.', type: 'profile', data_id: 7 };
    expect(parseLiveNotification(payload)).toEqual({ text: payload.text, type: 'profile', data_id: 7 });
    expect(parseLiveNotification({ user_id: 7 })).toBeNull();
    expect(parseLiveNotification({ ...payload, data_id: '7' })).toBeNull();
  });
});

describe('recordNoun', () => {
  it('names a record a notification opens, so a lost access can be told in words', () => {
    expect(recordNoun({ type: 'entries', data_id: 3 })).toBe('este ingreso');
    expect(recordNoun({ type: 'outputs', data_id: 3 })).toBe('esta salida');
    expect(recordNoun({ type: 'profile', data_id: 1 })).toBeNull();
  });
});
