import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  close(): void;
}

/**
 * SMTP when SMTP_URL is set. Otherwise every message goes to the log and to
 * DATA_DIR/outbox/ as JSON, so a laptop install can still restore a password.
 */
export function createMailer(options: {
  smtpUrl: string | undefined;
  from: string;
  dataDir: string;
  log: FastifyBaseLogger;
}): Mailer {
  return options.smtpUrl
    ? smtpMailer(options.smtpUrl, options.from)
    : outboxMailer(path.join(options.dataDir, 'outbox'), options.log);
}

function smtpMailer(url: string, from: string): Mailer {
  const transport = nodemailer.createTransport(url);
  return {
    async send(message) {
      await transport.sendMail({ from, ...message });
    },
    close: () => transport.close(),
  };
}

function outboxMailer(folder: string, log: FastifyBaseLogger): Mailer {
  return {
    async send(message) {
      await fs.mkdir(folder, { recursive: true });
      const sentAt = new Date().toISOString();
      const name = `${sentAt.replace(/[:.]/g, '-')}-${crypto.randomBytes(4).toString('hex')}.json`;
      const file = path.join(folder, name);
      await fs.writeFile(file, JSON.stringify({ ...message, sentAt }, null, 2));
      log.info(
        { to: message.to, subject: message.subject, file },
        'mail written to outbox (no SMTP_URL)',
      );
    },
    close: () => undefined,
  };
}
