/** Reads the .eml outbox (mail sent without SMTP_URL): headers plus the decoded text body. */
import fs from 'node:fs';
import path from 'node:path';

export interface OutboxMail {
  to: string;
  subject: string;
  text: string;
}

/** Quoted-printable → text: drop soft line breaks, then decode =XX bytes as UTF-8. */
function decodeQuotedPrintable(body: string): string {
  const bytes = body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => `%${hex}`);
  return decodeURIComponent(bytes.replace(/%(?![0-9A-F]{2})/g, '%25'));
}

/** RFC 2047 encoded words (=?UTF-8?Q?...?=) in a header. */
function decodeHeader(value: string): string {
  return value.replace(/=\?UTF-8\?Q\?(.+?)\?=/gi, (_, text: string) =>
    decodeQuotedPrintable(text.replaceAll('_', ' ')),
  );
}

export function parseEml(raw: string): OutboxMail {
  const [head = '', ...rest] = raw.split(/\r?\n\r?\n/);
  const header = (name: string) => head.match(new RegExp(`^${name}: (.*)$`, 'mi'))?.[1] ?? '';
  const body = rest.join('\n\n');
  const qp = /quoted-printable/i.test(header('Content-Transfer-Encoding'));
  return { to: header('To'), subject: decodeHeader(header('Subject')), text: qp ? decodeQuotedPrintable(body) : body };
}

export async function readOutbox(outbox: string, { timeoutMs = 5000, min = 1 } = {}): Promise<OutboxMail[]> {
  const started = Date.now();
  for (;;) {
    const files = fs.existsSync(outbox)
      ? fs
          .readdirSync(outbox)
          .filter((f) => f.endsWith('.eml'))
          .sort()
      : [];
    if (files.length >= min || Date.now() - started > timeoutMs) {
      return files.map((f) => parseEml(fs.readFileSync(path.join(outbox, f), 'utf8')));
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

export function resetTokenFrom(mail: OutboxMail): string {
  const match = mail.text.match(/\/reset-password\/([\w-]+)/);
  if (!match) throw new Error('no reset link in mail');
  return match[1]!;
}
