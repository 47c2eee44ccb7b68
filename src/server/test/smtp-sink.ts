/**
 * A real SMTP server for API tests (smtp-server on a free port) that keeps every message, and a
 * small MIME reader for what nodemailer writes: headers, the text part (quoted-printable or
 * base64) and the attachments.
 */
import { SMTPServer } from 'smtp-server';

export interface SunkMail {
  to: string;
  subject: string;
  text: string;
  attachments: { filename: string; contentType: string; content: Buffer }[];
}

function splitPart(raw: string) {
  const at = raw.search(/\r?\n\r?\n/);
  const head = raw.slice(0, at).replace(/\r?\n[ \t]+/g, ' ');
  const body = raw.slice(at).replace(/^\r?\n\r?\n/, '');
  const header = (name: string) => head.match(new RegExp(`^${name}:\\s*(.*)$`, 'mi'))?.[1] ?? '';
  return { head, body, header };
}

function decodeBody(body: string, encoding: string): Buffer {
  if (/base64/i.test(encoding)) return Buffer.from(body.replace(/\s+/g, ''), 'base64');
  if (/quoted-printable/i.test(encoding)) {
    const soft = body.replace(/=\r?\n/g, '');
    const bytes: number[] = [];
    for (let i = 0; i < soft.length; i++) {
      if (soft[i] === '=' && /^[0-9A-F]{2}$/i.test(soft.slice(i + 1, i + 3))) {
        bytes.push(Number.parseInt(soft.slice(i + 1, i + 3), 16));
        i += 2;
      } else bytes.push(...Buffer.from(soft[i]!, 'utf8'));
    }
    return Buffer.from(bytes);
  }
  return Buffer.from(body, 'utf8');
}

/** RFC 2047 encoded words (Q or B), adjacent ones joined. */
function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?UTF-8\?([QB])\?(.*?)\?=/gi, (_, kind: string, text: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : decodeBody(text.replaceAll('_', ' '), 'quoted-printable').toString('utf8'),
    );
}

/** Reads a message as nodemailer writes it (a text body, or multipart with a text part and files). */
export function parseMime(raw: string): SunkMail {
  const top = splitPart(raw);
  const mail: SunkMail = {
    to: top.header('To'),
    subject: decodeWords(top.header('Subject')),
    text: '',
    attachments: [],
  };
  const walk = (part: string) => {
    const { body, header } = splitPart(part);
    const type = header('Content-Type');
    const boundary = type.match(/boundary="?([^";]+)"?/)?.[1];
    if (boundary) {
      for (const child of body.split(`--${boundary}`).slice(1))
        if (!child.startsWith('--')) walk(child.replace(/^\r?\n/, ''));
      return;
    }
    const content = decodeBody(body.trimEnd(), header('Content-Transfer-Encoding'));
    const filename = `${header('Content-Disposition')};${type}`.match(/filename="?([^";]+)"?/)?.[1];
    if (filename) mail.attachments.push({ filename, contentType: type.split(';')[0]!.trim(), content });
    else if (!mail.text && (type === '' || /text\/plain/i.test(type))) mail.text = content.toString('utf8');
  };
  walk(raw);
  return mail;
}

export interface SmtpSink {
  url: string;
  mails: SunkMail[];
  /** The first mail to `to` whose subject matches, waiting up to `timeoutMs` for it. */
  waitFor(to: string, subject: RegExp, timeoutMs?: number): Promise<SunkMail>;
  close(): Promise<void>;
}

export async function startSmtpSink(): Promise<SmtpSink> {
  const mails: SunkMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, done) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        mails.push(parseMime(Buffer.concat(chunks).toString('utf8')));
        done();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as { port: number };
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    async waitFor(to, subject, timeoutMs = 10_000) {
      const started = Date.now();
      for (;;) {
        const found = mails.find((m) => m.to.includes(to) && subject.test(m.subject));
        if (found) return found;
        if (Date.now() - started > timeoutMs) throw new Error(`no mail to ${to} matching ${subject}`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
