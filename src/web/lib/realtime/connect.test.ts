import { afterEach, describe, expect, it, vi } from 'vitest';
import { connect } from './connect';
import type { RealtimeHandlers } from './params';

const handlers: RealtimeHandlers = {
  notification: vi.fn(),
  notificationsRead: vi.fn(),
  permissionsUpdated: vi.fn(),
  listening: vi.fn(),
};

afterEach(() => vi.restoreAllMocks());

describe('connect', () => {
  it('logs a missing app key as a console error instead of throwing (docs/architecture.md §8.4)', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const settings = { key: '', host: null, port: null, tls: null };
    const disconnect = connect({ token: 'tok', userId: 1, settings, handlers });
    expect(error).toHaveBeenCalledOnce();
    const logged = error.mock.calls[0]?.[1];
    expect(logged).toBeInstanceOf(Error);
    expect((logged as Error).message).toBe('You must pass your app key when you instantiate Pusher.');
    expect(() => disconnect()).not.toThrow();
  });
});
