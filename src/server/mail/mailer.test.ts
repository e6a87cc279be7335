import fs from 'node:fs';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../../tests/kits/server/test-server';

interface Received {
  authUser: string | undefined;
  from: string | undefined;
  to: string[];
  raw: string;
}

/** A real SMTP server on a free local port, plain text with AUTH, as a small relay would be. */
async function startSmtp(credentials: { user: string; pass: string }) {
  const received: Received[] = [];
  const smtp = new SMTPServer({
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === credentials.user && auth.password === credentials.pass) {
        return callback(null, { user: auth.username });
      }
      return callback(new Error('Invalid username or password'));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const from = session.envelope.mailFrom;
        received.push({
          authUser: typeof session.user === 'string' ? session.user : undefined,
          from: from ? from.address : undefined,
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const { port } = smtp.server.address() as AddressInfo;
  const close = () => new Promise<void>((resolve) => smtp.close(() => resolve()));
  return { port, received, close };
}

async function restoreWithCode(server: TestServer, email: string, code: string) {
  const confirm = await server.api('POST', '/api/Account/RestorePassword/Confirm', {
    body: { emailAdress: email, code, newPassword: 'mailed-new-pass' },
  });
  expect(confirm.body).toEqual({ success: true });
}

describe('restore letters over SMTP (SMTP_URL set)', () => {
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let server: TestServer;
  beforeAll(async () => {
    smtp = await startSmtp({ user: 'loreweave', pass: 'relay-secret' });
    const smtpUrl = `smtp://loreweave:relay-secret@127.0.0.1:${smtp.port}`;
    server = await createTestServer({ configuredMail: { smtpUrl } });
  });
  afterAll(async () => {
    await server.close();
    await smtp.close();
  });

  it('delivers the 6-digit code, which then sets the new password', async () => {
    const user = await server.signUp();
    const sent = await server.api('POST', '/api/Account/RestorePassword', {
      body: { emailAdress: user.email },
    });
    expect(sent.body).toEqual({ success: true });

    expect(smtp.received).toHaveLength(1);
    const letter = smtp.received[0] as Received;
    expect(letter.authUser).toBe('loreweave');
    expect(letter.from).toBe('no-reply@loreweave.local');
    expect(letter.to).toEqual([user.email.toLowerCase()]);
    expect(letter.raw).toMatch(/^Subject: Your Loreweave password restore code\r?$/m);
    const code = letter.raw.match(/password is: (\d{6})\b/)?.[1];
    expect(code).toMatch(/^\d{6}$/);
    expect(server.mailer.sent).toEqual([]);

    await restoreWithCode(server, user.email, code ?? '');
    const login = await server.api('POST', '/api/Account/TryLogin', {
      body: { userNameOrMail: user.userName, password: 'mailed-new-pass' },
    });
    expect(login.body.success).toBe(true);
  });
});

describe('restore letters without SMTP_URL', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer({ configuredMail: { smtpUrl: undefined } });
  });
  afterAll(() => server.close());

  it('writes the letter as JSON into DATA_DIR/outbox/', async () => {
    const user = await server.signUp();
    await server.api('POST', '/api/Account/RestorePassword', { body: { emailAdress: user.email } });

    const outbox = path.join(server.dataDir, 'outbox');
    const files = fs.readdirSync(outbox).filter((name) => name.endsWith('.json'));
    expect(files).toHaveLength(1);
    const letter = JSON.parse(fs.readFileSync(path.join(outbox, files[0] ?? ''), 'utf8')) as Record<
      string,
      unknown
    >;
    expect(letter).toMatchObject({
      to: user.email.toLowerCase(),
      subject: 'Your Loreweave password restore code',
    });
    expect(Date.parse(String(letter['sentAt']))).not.toBeNaN();
    const code = String(letter['text']).match(/password is: (\d{6})\b/)?.[1];
    expect(code).toMatch(/^\d{6}$/);

    await restoreWithCode(server, user.email, code ?? '');
  });
});
