/** The npm scripts on a data directory another Folio holds: the Spanish message and exit 1, no stack trace. */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';

const run = promisify(execFile);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'folio-locked-'));
// This test process is alive, so the lock it "holds" is not stale.
fs.writeFileSync(path.join(dataDir, 'folio.lock'), String(process.pid));

afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

describe('scripts on a locked data directory', () => {
  it.each(['db-migrate.ts', 'db-seed.ts', 'audit-verify.ts'])(
    '%s says the folder is in use and exits 1',
    async (script) => {
      const env = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', DEMO: '' };
      delete (env as Record<string, string | undefined>).DATABASE_URL;
      delete (env as Record<string, string | undefined>).DEMO;
      const result = await run(process.execPath, ['--import', 'tsx', `scripts/${script}`], { env }).then(
        () => ({ code: 0, stderr: '' }),
        (error: { code: number; stderr: string }) => error,
      );
      expect(result.code).toBe(1);
      expect(result.stderr).toContain(`La carpeta de datos ${dataDir}`);
      expect(result.stderr).toContain(`está en uso por otro proceso de Folio (PID ${process.pid})`);
      expect(result.stderr).not.toMatch(/^\s+at /m);
      expect(fs.readFileSync(path.join(dataDir, 'folio.lock'), 'utf8')).toBe(String(process.pid));
    },
  );
});
