/** Reads the .eml outbox (mail sent without SMTP_URL), each file parsed by `readMail` (mailparser). */
import fs from 'node:fs';
import path from 'node:path';
import { readMail, type TestMail } from './smtp';

export async function readOutbox(outbox: string, { timeoutMs = 5000, min = 1 } = {}): Promise<TestMail[]> {
  const started = Date.now();
  for (;;) {
    const files = fs.existsSync(outbox)
      ? fs
          .readdirSync(outbox)
          .filter((f) => f.endsWith('.eml'))
          .sort()
      : [];
    if (files.length >= min || Date.now() - started > timeoutMs) {
      return Promise.all(files.map((f) => readMail(fs.readFileSync(path.join(outbox, f)))));
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

export function resetTokenFrom(mail: TestMail): string {
  const match = mail.text.match(/\/reset-password\/([\w-]+)/);
  if (!match) throw new Error('no reset link in mail');
  return match[1]!;
}
