import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  codes,
  createTestServer,
  ManualClock,
  type TestServer,
} from '../../../../tests/kits/server/test-server';
import { lockoutPolicy } from '../../auth/lockout';

const clock = new ManualClock(Date.parse('2026-11-22T12:00:00Z'));
let server: TestServer;
beforeAll(async () => {
  server = await createTestServer({ clock });
});
afterAll(() => server.close());

async function login(userNameOrMail: string, password: string, ip = '10.0.0.1') {
  return server.api('POST', '/api/Account/TryLogin', { body: { userNameOrMail, password }, ip });
}

describe('password restore', () => {
  it('answers 4041 for an unknown e-mail (SPEC §8)', async () => {
    const response = await server.api('POST', '/api/Account/RestorePassword', {
      body: { emailAdress: 'ghost@example.com' },
    });
    expect(codes(response)).toEqual(['4041']);
  });

  it('mails a single-use code that sets a new password and signs out old sessions', async () => {
    const user = await server.signUp();
    const sent = await server.api('POST', '/api/Account/RestorePassword', {
      body: { emailAdress: user.email },
      lang: 'ru',
    });
    expect(sent.body).toEqual({ success: true });
    expect(server.mailer.sent.at(-1)?.subject).toMatch(/Код восстановления/);
    const code = server.mailer.lastCodeFor(user.email);

    const confirm = { emailAdress: user.email, code, newPassword: 'restored-pass' };
    const done = await server.api('POST', '/api/Account/RestorePassword/Confirm', {
      body: confirm,
    });
    expect(done.body).toEqual({ success: true });
    expect((await server.api('GET', '/api/Account', { token: user.token })).status).toBe(401);
    expect((await login(user.userName, 'restored-pass')).body.success).toBe(true);

    const again = await server.api('POST', '/api/Account/RestorePassword/Confirm', {
      body: { ...confirm, newPassword: 'second-try-pass' },
    });
    expect(codes(again)).toEqual(['4003']);
  });

  it('expires a code after 10 minutes', async () => {
    const user = await server.signUp();
    await server.api('POST', '/api/Account/RestorePassword', { body: { emailAdress: user.email } });
    const code = server.mailer.lastCodeFor(user.email);
    clock.advance(10 * 60 * 1000 + 1);
    const late = await server.api('POST', '/api/Account/RestorePassword/Confirm', {
      body: { emailAdress: user.email, code, newPassword: 'too-late-pass' },
    });
    expect(codes(late)).toEqual(['4003']);
  });

  it('stops accepting even the right code after five wrong guesses', async () => {
    const user = await server.signUp();
    await server.api('POST', '/api/Account/RestorePassword', { body: { emailAdress: user.email } });
    const code = server.mailer.lastCodeFor(user.email);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) {
      const guess = await server.api('POST', '/api/Account/RestorePassword/Confirm', {
        body: { emailAdress: user.email, code: wrong, newPassword: 'guessing-pass' },
      });
      expect(codes(guess)).toEqual(['4003']);
    }
    const right = await server.api('POST', '/api/Account/RestorePassword/Confirm', {
      body: { emailAdress: user.email, code, newPassword: 'guessing-pass' },
    });
    expect(codes(right)).toEqual(['4003']);
  });

  it('sends at most three codes per quarter hour', async () => {
    const user = await server.signUp();
    for (let i = 0; i < 3; i++) {
      const ok = await server.api('POST', '/api/Account/RestorePassword', {
        body: { emailAdress: user.email },
      });
      expect(ok.status).toBe(200);
    }
    const fourth = await server.api('POST', '/api/Account/RestorePassword', {
      body: { emailAdress: user.email },
    });
    expect(codes(fourth)).toEqual(['4291']);
  });
});

describe('account lock (4002)', () => {
  it('locks after repeated failures from one address, not for other addresses, and restore unlocks', async () => {
    const user = await server.signUp();
    for (let i = 0; i < lockoutPolicy.perAddressFailures - 1; i++) {
      expect(codes(await login(user.userName, 'bad-guess-1', '10.9.9.9'))).toEqual(['4001']);
    }
    expect(codes(await login(user.userName, 'bad-guess-1', '10.9.9.9'))).toEqual(['4002']);
    // Even the right password is refused from that address while locked.
    expect(codes(await login(user.userName, user.password, '10.9.9.9'))).toEqual(['4002']);
    // The owner elsewhere is not locked out by the attacker.
    expect((await login(user.userName, user.password, '10.1.1.1')).body.success).toBe(true);

    await server.api('POST', '/api/Account/RestorePassword', { body: { emailAdress: user.email } });
    const code = server.mailer.lastCodeFor(user.email);
    await server.api('POST', '/api/Account/RestorePassword/Confirm', {
      body: { emailAdress: user.email, code, newPassword: 'after-the-lock' },
    });
    expect((await login(user.userName, 'after-the-lock', '10.9.9.9')).body.success).toBe(true);
  });

  it('lifts a lock by itself after 15 minutes', async () => {
    const user = await server.signUp();
    for (let i = 0; i < lockoutPolicy.perAddressFailures; i++)
      await login(user.userName, 'nope-nope', '10.7.7.7');
    expect(codes(await login(user.userName, user.password, '10.7.7.7'))).toEqual(['4002']);
    clock.advance(lockoutPolicy.lockMs + 1000);
    expect((await login(user.userName, user.password, '10.7.7.7')).body.success).toBe(true);
  });

  it('locks everywhere when many addresses fail together', async () => {
    const user = await server.signUp();
    for (let i = 0; i < lockoutPolicy.accountWideFailures; i++) {
      await login(user.userName, 'spray-guess', `10.2.${Math.floor(i / 5)}.${i % 5}`);
    }
    expect(codes(await login(user.userName, user.password, '10.3.3.3'))).toEqual(['4002']);
  });
});

describe('rate limit on auth routes', () => {
  it('answers 4291 past the limit', async () => {
    const limited = await createTestServer({ authRateLimit: 3 });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 4; i++) {
        const response = await limited.api('POST', '/api/Account/TryLogin', {
          body: { userNameOrMail: 'x-user', password: 'whatever1' },
        });
        statuses.push(response.status);
        if (i === 3) expect(codes(response)).toEqual(['4291']);
      }
      expect(statuses).toEqual([400, 400, 400, 429]);
    } finally {
      await limited.close();
    }
  });
});
