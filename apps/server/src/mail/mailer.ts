import { randomBytes } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Logger } from '../logger.ts';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** A message as written to the outbox when no SMTP server is configured. */
export interface OutboxMessage extends MailMessage {
  from: string;
  sentAt: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/** Sends through SMTP_URL, or writes `${DATA_DIR}/mail/<timestamp>-<random>.json`. */
export function createMailer(options: {
  smtpUrl: string | undefined;
  from: string;
  dataDir: string;
  log: Logger;
}): Mailer {
  const { smtpUrl, from, log } = options;
  if (smtpUrl) {
    const transport = nodemailer.createTransport(smtpUrl);
    return {
      async send(message) {
        await transport.sendMail({ from, ...message });
        log.info({ to: message.to, subject: message.subject }, 'mail sent');
      },
    };
  }
  const outbox = path.join(options.dataDir, 'mail');
  return {
    async send(message) {
      await mkdir(outbox, { recursive: true });
      const sentAt = new Date();
      const name = `${sentAt.toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.json`;
      const file = path.join(outbox, name);
      const stored: OutboxMessage = { from, ...message, sentAt: sentAt.toISOString() };
      // Written aside and renamed, so a reader of the outbox never sees half a message.
      await writeFile(`${file}.part`, JSON.stringify(stored, null, 2));
      await rename(`${file}.part`, file);
      // The file, not the link in it: a sign-in link in the log would sign anyone who reads the
      // log in (logs travel further than DATA_DIR, and a server left without SMTP_URL by mistake
      // would print every user's links). The file is as private as the database beside it.
      log.info({ to: message.to, subject: message.subject, file }, 'mail written to outbox (no SMTP_URL)');
    },
  };
}
