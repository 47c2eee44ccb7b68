import { describe, expect, it } from 'vitest';
import { md5Hex, signApiRequest, signSubscription, verifyApiRequest, verifySubscription } from './signatures';

// The test vectors of Pusher's own documentation for subscriptions and the HTTP API (docs/realtime.md, «Protocol»).
const app = { key: '278d425bdf160c739803', secret: '7ad3773142a6692b25b8' };

describe('realtime signatures', () => {
  it('signs private and presence subscriptions as Pusher documents', () => {
    expect(signSubscription(app, '1234.1234', 'private-foobar')).toBe(
      `${app.key}:58df8b0c36d6982b82c3ecf6b4662e34fe8c25bba48f5369f135bf843651c3a4`,
    );
    const channelData = '{"user_id":10,"user_info":{"name":"Mr. Pusher"}}';
    expect(signSubscription(app, '1234.1234', 'presence-foobar', channelData)).toBe(
      `${app.key}:afaed3695da2ffd16931f457e338e6c9f2921fa133ce7dac49f529792be6304c`,
    );
  });

  it('verifies the part after the first colon and nothing else', () => {
    const auth = signSubscription(app, '1234.1234', 'private-foobar');
    expect(verifySubscription(app, auth, '1234.1234', 'private-foobar')).toBe(true);
    expect(verifySubscription(app, auth, '1234.1235', 'private-foobar')).toBe(false);
    expect(verifySubscription(app, auth, '1234.1234', 'private-foobaz')).toBe(false);
    expect(verifySubscription(app, undefined, '1234.1234', 'private-foobar')).toBe(false);
    expect(verifySubscription(app, 'short', '1234.1234', 'private-foobar')).toBe(false);
    const presence = signSubscription(app, '1.2', 'presence-x', '{"user_id":"1"}');
    expect(verifySubscription(app, presence, '1.2', 'presence-x', '{"user_id":"2"}')).toBe(false);
  });

  it('signs HTTP API requests as in the worked example', () => {
    const body = '{"name":"foo","channels":["project-3"],"data":"{\\"some\\":\\"data\\"}"}';
    expect(md5Hex(body)).toBe('ec365a775a4cd0599faeb73354201b6f');
    const params = {
      auth_key: app.key,
      auth_timestamp: '1353088179',
      auth_version: '1.0',
      body_md5: md5Hex(body),
    };
    const signature = signApiRequest(app.secret, 'POST', '/apps/3/events', params);
    expect(signature).toBe('da454824c97ba181a32ccc17a72625ba02771f50b50e1e7430e47a1f3f457e6c');

    const request = { method: 'POST', path: '/apps/3/events', params: { ...params, auth_signature: signature }, body };
    const now = 1353088179 * 1000;
    expect(verifyApiRequest(app, request, now)).toBeNull();
    expect(verifyApiRequest(app, request, now + 601_000)).toBe('timestamp');
    expect(verifyApiRequest(app, { ...request, body: `${body} ` }, now)).toBe('body');
    expect(verifyApiRequest(app, { ...request, path: '/apps/4/events' }, now)).toBe('signature');
    expect(verifyApiRequest({ ...app, key: 'other' }, request, now)).toBe('key');
  });
});
