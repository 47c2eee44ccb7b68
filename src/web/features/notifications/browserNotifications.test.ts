import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

beforeEach(() => {
  vi.resetModules();
  localStorage.clear();
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('browser notifications', () => {
  it('without the Notification API, alerts once per browser, not on every load', async () => {
    vi.stubGlobal('Notification', undefined);
    const alert = vi.fn();
    vi.stubGlobal('alert', alert);
    const first = await import('./browserNotifications');
    first.requestNotificationPermission();
    first.requestNotificationPermission();
    expect(alert).toHaveBeenCalledExactlyOnceWith('Tu navegador no soporta notificaciones');

    vi.resetModules();
    const reloaded = await import('./browserNotifications');
    reloaded.requestNotificationPermission();
    expect(alert).toHaveBeenCalledOnce();
  });

  it('asks for permission while undecided, and shows one with the app icon only when granted', async () => {
    const created: { text: string; options: NotificationOptions }[] = [];
    class FakeNotification {
      static permission: NotificationPermission = 'default';
      static requestPermission = vi.fn(async () => 'granted' as const);
      onclick: (() => void) | null = null;
      constructor(text: string, options: NotificationOptions) {
        created.push({ text, options });
      }
      close() {}
    }
    vi.stubGlobal('Notification', FakeNotification);
    const { requestNotificationPermission, requestNotificationPermissionFromGesture, showBrowserNotification } =
      await import('./browserNotifications');
    requestNotificationPermission();
    requestNotificationPermission();
    expect(FakeNotification.requestPermission).toHaveBeenCalledOnce();
    // Still undecided: opening the bell (a gesture) asks again.
    requestNotificationPermissionFromGesture();
    expect(FakeNotification.requestPermission).toHaveBeenCalledTimes(2);

    showBrowserNotification('Antes de permitir');
    expect(created).toEqual([]);
    FakeNotification.permission = 'granted';
    requestNotificationPermissionFromGesture();
    expect(FakeNotification.requestPermission).toHaveBeenCalledTimes(2);
    showBrowserNotification('Sus permisos fueron actualizados.');
    expect(created).toEqual([
      { text: 'Sus permisos fueron actualizados.', options: expect.objectContaining({ icon: '/logo.svg' }) },
    ]);
  });
});
