/** The e2e server writes its mail to DATA_DIR/mail (no SMTP server): the newest matching one. */
import fs from 'node:fs';
import path from 'node:path';
import { expect } from 'vitest';
import { readMail, type TestMail } from '../../src/server/test/smtp';
import { eventually } from './app';
import { e2eServer } from './browser';

export async function mailTo(address: string, subject: RegExp): Promise<TestMail> {
  const outbox = path.join(e2eServer().dataDir, 'mail');
  let found: TestMail | undefined;
  await eventually(async () => {
    const files = fs.existsSync(outbox)
      ? fs
          .readdirSync(outbox)
          .filter((f) => f.endsWith('.eml'))
          .sort()
      : [];
    const mails = await Promise.all(files.map((f) => readMail(fs.readFileSync(path.join(outbox, f)))));
    found = mails.filter((m) => m.to.includes(address) && subject.test(m.subject)).at(-1);
    expect(found, `a mail to ${address} matching ${subject}`).toBeDefined();
  });
  return found!;
}
