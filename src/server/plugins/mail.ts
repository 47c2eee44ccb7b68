/**
 * Outgoing mail through nodemailer: to `SMTP_URL` when set, otherwise written as .eml files to
 * `DATA_DIR/mail` (the outbox tests and local demos read).
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Config } from '../config';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Files sent with the message (a receipt's PDF). */
  attachments?: { filename: string; content: Buffer; contentType: string }[];
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  /** Where .eml files go when there is no SMTP server; undefined with SMTP. */
  outbox?: string;
}

export function createMailer(config: Pick<Config, 'smtpUrl' | 'mailFrom' | 'dataDir'>): Mailer {
  if (config.smtpUrl) {
    const transport = nodemailer.createTransport(config.smtpUrl);
    return {
      async send(message) {
        await transport.sendMail({ from: config.mailFrom, ...message });
      },
    };
  }
  const outbox = path.join(config.dataDir, 'mail');
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    outbox,
    async send(message) {
      const info = await transport.sendMail({ from: config.mailFrom, ...message });
      await fs.mkdir(outbox, { recursive: true });
      const name = `${new Date().toISOString().replaceAll(':', '-')}-${info.messageId.replace(/[^\w.-]/g, '')}.eml`;
      // Write then rename, so a reader of the outbox never sees a half-written message.
      const target = path.join(outbox, name);
      await fs.writeFile(`${target}.tmp`, info.message as Buffer);
      await fs.rename(`${target}.tmp`, target);
    },
  };
}
