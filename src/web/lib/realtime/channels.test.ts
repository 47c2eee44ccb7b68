import { describe, expect, it } from 'vitest';
import { echoOptions, NOTIFICATIONS_READ_EVENT, PERMISSIONS_UPDATED_EVENT, userChannelName } from './channels';

const defaults = { key: 'folio-key', host: null, port: null, tls: null };

describe('realtime channels', () => {
  it('names the user’s channel as Laravel does; Echo adds private-/presence-', () => {
    expect(userChannelName(7)).toBe('App.Models.User.7');
    // A leading dot: the event name as sent, without Echo's App.Events namespace.
    expect(PERMISSIONS_UPDATED_EVENT).toBe('.permissions-updated');
    expect(NOTIFICATIONS_READ_EVENT).toBe('.notifications-read');
  });
});

describe('echoOptions', () => {
  it('defaults to the page’s own host and port, TLS on https', () => {
    const http = echoOptions(defaults, 'tok', { protocol: 'http:', hostname: 'folio.test', port: '3000' });
    expect(http).toMatchObject({
      broadcaster: 'reverb',
      key: 'folio-key',
      wsHost: 'folio.test',
      wsPort: 3000,
      wssPort: 3000,
      forceTLS: false,
      enabledTransports: ['ws', 'wss'],
      authEndpoint: '/api/broadcasting/auth',
      bearerToken: 'tok',
      auth: { headers: { Authorization: 'Bearer tok', Accept: 'application/json' } },
    });
    const https = echoOptions(defaults, 'tok', { protocol: 'https:', hostname: 'folio.example.org', port: '' });
    expect(https).toMatchObject({ wsHost: 'folio.example.org', wsPort: 443, wssPort: 443, forceTLS: true });
    expect(echoOptions(defaults, 'tok', { protocol: 'http:', hostname: 'h', port: '' }).wsPort).toBe(80);
  });

  it('follows the server’s settings when it gives them', () => {
    const options = echoOptions({ key: 'k', host: 'ws.example.org', port: 6001, tls: false }, 't', {
      protocol: 'https:',
      hostname: 'folio.example.org',
      port: '',
    });
    expect(options).toMatchObject({ key: 'k', wsHost: 'ws.example.org', wsPort: 6001, wssPort: 6001, forceTLS: false });
  });

  it('gives each connection its own headers object', () => {
    const page = { protocol: 'http:', hostname: 'h', port: '' };
    expect(echoOptions(defaults, 'a', page).auth).not.toBe(echoOptions(defaults, 'a', page).auth);
  });
});
