/**
 * Mail in tests: `readMail` parses a message (mailparser's `simpleParser`: recipients, decoded
 * subject, text, HTML and attachments), and `startSmtp` is a real SMTP server (smtp-server on a
 * free port) that keeps every message it receives, waits for one, and refuses a recipient once
 * when told to, as a mail server that fails would; `suiteSmtp` runs one for a whole test file.
 */
import { type AddressObject, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll } from 'vitest';

export interface TestMail {
  /** The recipients' addresses, comma-separated (the SMTP envelope's, for a received message). */
  to: string;
  subject: string;
  text: string;
  html: string;
  attachments: { filename: string; contentType: string; content: Buffer }[];
}

export interface TestSmtp {
  url: string;
  received: TestMail[];
  /** The first message to `to` whose subject matches, waiting up to `timeoutMs` for it. */
  waitFor(to: string, subject: RegExp, timeoutMs?: number): Promise<TestMail>;
  /** The next message to this address is refused (550). */
  rejectOnce(address: string): void;
  close(): Promise<void>;
}

const addresses = (to: AddressObject | AddressObject[] | undefined) =>
  [to ?? []]
    .flat()
    .flatMap((a) => a.value.map((v) => v.address ?? ''))
    .join(', ');

/** A message as nodemailer writes it (an .eml of the outbox, or what the SMTP server received). */
export async function readMail(raw: Buffer | string): Promise<TestMail> {
  const mail = await simpleParser(raw);
  return {
    to: addresses(mail.to),
    subject: mail.subject ?? '',
    text: mail.text ?? '',
    html: mail.html || '',
    attachments: mail.attachments.map((a) => ({
      filename: a.filename ?? '',
      contentType: a.contentType,
      content: a.content,
    })),
  };
}

export async function startSmtp(): Promise<TestSmtp> {
  const received: TestMail[] = [];
  const rejected = new Set<string>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(address, _session, done) {
      if (rejected.delete(address.address))
        return done(Object.assign(new Error('Buzón no disponible'), { responseCode: 550 }));
      done();
    },
    onData(stream, session, done) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        // Kept before the server answers, so a sender that awaited its send finds it.
        readMail(Buffer.concat(chunks)).then(
          (mail) => {
            received.push({ ...mail, to: session.envelope.rcptTo.map((r) => r.address).join(', ') });
            done();
          },
          (error: Error) => done(error),
        );
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as { port: number };
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    async waitFor(to, subject, timeoutMs = 10_000) {
      const started = Date.now();
      for (;;) {
        const found = received.find((m) => m.to.includes(to) && subject.test(m.subject));
        if (found) return found;
        if (Date.now() - started > timeoutMs) throw new Error(`no mail to ${to} matching ${subject}`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    rejectOnce: (address) => rejected.add(address),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** One SMTP server for the test file: started before its tests, closed after, `env.SMTP_URL` set to it. */
export function suiteSmtp(env: Record<string, string>): () => TestSmtp {
  let sink: TestSmtp | undefined;
  beforeAll(async () => {
    sink = await startSmtp();
    env.SMTP_URL = sink.url;
  });
  afterAll(async () => {
    await sink?.close();
  });
  return () => sink!;
}
