import type { MailMessage, Mailer } from '../../../src/server/mail/mailer';

/** Keeps sent mail in memory so tests can read the code out of the letter. */
export class MemoryMailer implements Mailer {
  readonly sent: MailMessage[] = [];

  async send(message: MailMessage): Promise<void> {
    this.sent.push(message);
  }

  close(): void {}

  lastCodeFor(email: string): string {
    const letter = [...this.sent].reverse().find((message) => message.to === email.toLowerCase());
    const code = letter?.text.match(/\b(\d{6})\b/)?.[1];
    if (!code) throw new Error(`No code was mailed to ${email}`);
    return code;
  }
}
