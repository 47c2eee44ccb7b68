import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import { describe, expect, it } from 'vitest';
import { readOutbox } from '../test/outbox';
import { createMailer } from './mail';

const message = { to: 'ana@folio.local', subject: 'Prueba de envío', text: 'Contraseña: ñandú' };

describe('mailer', () => {
  it('delivers through a real SMTP server when SMTP_URL is set', async () => {
    const received: string[] = [];
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      onData(stream, _session, done) {
        let raw = '';
        stream.on('data', (chunk: Buffer) => {
          raw += chunk.toString();
        });
        stream.on('end', () => {
          received.push(raw);
          done();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.server.address() as { port: number };
    try {
      const mailer = createMailer({
        smtpUrl: `smtp://127.0.0.1:${port}`,
        mailFrom: 'Folio <f@folio.local>',
        dataDir: '',
      });
      await mailer.send(message);
      expect(received).toHaveLength(1);
      expect(received[0]).toContain('To: ana@folio.local');
      expect(mailer.outbox).toBeUndefined();
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });

  it('writes .eml files to DATA_DIR/mail without SMTP', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'folio-mail-'));
    try {
      const mailer = createMailer({ smtpUrl: undefined, mailFrom: 'Folio <f@folio.local>', dataDir });
      await mailer.send(message);
      const [mail] = await readOutbox(path.join(dataDir, 'mail'));
      expect(mail).toMatchObject({ to: 'ana@folio.local', subject: 'Prueba de envío' });
      expect(mail!.text.trim()).toBe('Contraseña: ñandú');
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
