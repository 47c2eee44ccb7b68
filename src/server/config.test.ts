/** Safe defaults at start (issue 10, defect 1): no usable realtime secret ships in the source. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { KNOWN_REALTIME_SECRETS, loadConfig, REALTIME_SECRET_FILE, TRACKING_SECRET_FILE } from './config';

const dirs: string[] = [];
const dataDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'folio-config-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe('realtime secret', () => {
  it('is generated on first start, kept in the data directory and reused', () => {
    const dir = dataDir();
    const first = loadConfig({ DATA_DIR: dir }).realtime.secret;
    expect(first).toMatch(/^[0-9a-f]{64}$/);
    expect(KNOWN_REALTIME_SECRETS).not.toContain(first);
    const file = path.join(dir, REALTIME_SECRET_FILE);
    expect(fs.statSync(file).mode & 0o077).toBe(0);
    expect(loadConfig({ DATA_DIR: dir }).realtime.secret).toBe(first);
    expect(loadConfig({ DATA_DIR: dataDir() }).realtime.secret).not.toBe(first);
  });

  it('uses the configured one when set, without writing a file', () => {
    const dir = dataDir();
    expect(loadConfig({ DATA_DIR: dir, REALTIME_APP_SECRET: 'a-secret-of-our-own' }).realtime.secret).toBe(
      'a-secret-of-our-own',
    );
    expect(fs.existsSync(path.join(dir, REALTIME_SECRET_FILE))).toBe(false);
  });

  it('refuses a published development secret unless DEMO is on', () => {
    for (const secret of KNOWN_REALTIME_SECRETS) {
      expect(() => loadConfig({ DATA_DIR: dataDir(), DEMO: 'false', REALTIME_APP_SECRET: secret })).toThrow(
        /REALTIME_APP_SECRET: es un valor de ejemplo publicado/,
      );
      expect(() =>
        loadConfig({ DATA_DIR: dataDir(), DATABASE_URL: 'postgres://x@127.0.0.1/folio', REALTIME_APP_SECRET: secret }),
      ).toThrow(/REALTIME_APP_SECRET/);
      expect(loadConfig({ DATA_DIR: dataDir(), DEMO: 'true', REALTIME_APP_SECRET: secret }).realtime.secret).toBe(
        secret,
      );
    }
  });
});

describe('tracking secret', () => {
  it('is generated apart from the realtime one, kept in the data directory and reused', () => {
    const dir = dataDir();
    const first = loadConfig({ DATA_DIR: dir }).tracking.secret;
    expect(first).toMatch(/^[0-9a-f]{64}$/);
    expect(first).not.toBe(loadConfig({ DATA_DIR: dir }).realtime.secret);
    expect(fs.statSync(path.join(dir, TRACKING_SECRET_FILE)).mode & 0o077).toBe(0);
    expect(loadConfig({ DATA_DIR: dir }).tracking.secret).toBe(first);
  });

  it('uses TRACKING_SECRET when set (the same on every instance), without writing a file', () => {
    const dir = dataDir();
    expect(loadConfig({ DATA_DIR: dir, TRACKING_SECRET: 'a-tracking-secret-of-ours' }).tracking.secret).toBe(
      'a-tracking-secret-of-ours',
    );
    expect(fs.existsSync(path.join(dir, TRACKING_SECRET_FILE))).toBe(false);
    expect(() => loadConfig({ DATA_DIR: dir, TRACKING_SECRET: 'short' })).toThrow(/TRACKING_SECRET/);
  });
});

describe('digest e-mails', () => {
  it('are sent by default and turned off with DIGEST_EMAILS=false', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).digestEmails).toBe(true);
    expect(loadConfig({ DATA_DIR: dataDir(), DIGEST_EMAILS: 'false' }).digestEmails).toBe(false);
    expect(() => loadConfig({ DATA_DIR: dataDir(), DIGEST_EMAILS: 'quizás' })).toThrow(/DIGEST_EMAILS/);
  });
});
