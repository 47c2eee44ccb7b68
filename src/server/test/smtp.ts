/**
 * A real SMTP server for tests (smtp-server on a free port): what it received, each message's
 * recipient, subject and decoded text and HTML parts; `reject` refuses a recipient once, as a
 * mail server that fails would.
 */
import { SMTPServer } from 'smtp-server';
import { decodeQuotedPrintable } from './outbox';

export interface ReceivedMail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface TestSmtp {
  url: string;
  received: ReceivedMail[];
  /** The next message to this address is refused (550). */
  rejectOnce(address: string): void;
  close(): Promise<void>;
}

/** The Subject header, unfolded, its RFC 2047 words (Q or B) decoded. */
function subjectOf(raw: string): string {
  const head = raw.split(/\r?\n\r?\n/)[0]!.replace(/\r?\n[ \t]+/g, ' ');
  const value = head.match(/^Subject: (.*)$/im)?.[1] ?? '';
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?UTF-8\?([QB])\?(.*?)\?=/gi, (_, encoding: string, text: string) =>
      encoding.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : decodeQuotedPrintable(text.replaceAll('_', ' ')),
    );
}

/** The decoded body of the multipart message's part of `type` (text/plain, text/html). */
function partOf(raw: string, type: string): string {
  const boundary = raw.match(/boundary="?([^";\r\n]+)"?/i)?.[1];
  if (!boundary) return '';
  for (const part of raw.split(`--${boundary}`)) {
    const [head = '', ...rest] = part.replace(/^\r?\n/, '').split(/\r?\n\r?\n/);
    if (!new RegExp(`^Content-Type: ${type}`, 'mi').test(head)) continue;
    const body = rest.join('\n\n');
    const decoded = /Content-Transfer-Encoding: base64/i.test(head)
      ? Buffer.from(body, 'base64').toString('utf8')
      : /Content-Transfer-Encoding: quoted-printable/i.test(head)
        ? decodeQuotedPrintable(body)
        : body;
    return decoded.replace(/\r\n/g, '\n');
  }
  return '';
}

export async function startSmtp(): Promise<TestSmtp> {
  const received: ReceivedMail[] = [];
  const rejected = new Set<string>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    onRcptTo(address, _session, done) {
      if (rejected.delete(address.address))
        return done(Object.assign(new Error('Buzón no disponible'), { responseCode: 550 }));
      done();
    },
    onData(stream, session, done) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        received.push({
          to: session.envelope.rcptTo.map((r) => r.address).join(', '),
          subject: subjectOf(raw),
          text: partOf(raw, 'text/plain'),
          html: partOf(raw, 'text/html'),
        });
        done();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as { port: number };
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    rejectOnce: (address) => rejected.add(address),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
