import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  codes,
  createTestServer,
  ManualClock,
  type TestServer,
  type TestUser,
} from '../../../../tests/kits/server/test-server';
import { restorePolicy } from '../../commands/password-restorer';
import { abuseReport, tally } from './abuse-report';

/** Issue 9 item 4: guessing the codes of the password restore (SPEC §5 "Password restore"). */
const clock = new ManualClock(Date.parse('2026-11-25T12:00:00Z'));
let server: TestServer;
beforeAll(async () => {
  server = await createTestServer({ clock });
});
afterAll(() => server.close());

async function requestCode(user: TestUser): Promise<{ status: number; code: string | undefined }> {
  const response = await server.api('POST', '/api/Account/RestorePassword', {
    body: { emailAdress: user.email },
  });
  return {
    status: response.status,
    code: response.status === 200 ? server.mailer.lastCodeFor(user.email) : codes(response)[0],
  };
}

function confirm(user: TestUser, code: string, newPassword = 'guessed-pass-1') {
  return server.api('POST', '/api/Account/RestorePassword/Confirm', {
    body: { emailAdress: user.email, code, newPassword },
  });
}

function wrongCode(code: string, index: number): string {
  const guess = String(index).padStart(6, '0');
  return guess === code ? '999999' : guess;
}

describe('restore codes', () => {
  it('die after the allowed wrong guesses, even when the guesses arrive all at once', async () => {
    const user = await server.signUp();
    const { code } = await requestCode(user);
    const guesses = 30;
    // Every guess in flight together, the right one last: only the first few may be weighed at all.
    const answers = await Promise.all(
      Array.from({ length: guesses }, (_, index) =>
        confirm(user, index === guesses - 1 ? code! : wrongCode(code!, index)),
      ),
    );
    const counted = await server.ctx.db
      .selectFrom('password_resets')
      .select('attempts')
      .where('user_id', '=', user.id)
      .executeTakeFirstOrThrow();
    const afterwards = await confirm(user, code!);
    const signIn = await server.api('POST', '/api/Account/TryLogin', {
      body: { userNameOrMail: user.userName, password: user.password },
    });
    abuseReport(
      'restore code guessing',
      `${guesses} concurrent guesses (the right code last) -> ${tally(answers.map((a) => codes(a)[0] ?? 'ok'))}, ${counted.attempts} weighed (limit ${restorePolicy.maxAttempts}); the right code afterwards -> ${codes(afterwards).join()}; the old password still works -> ${signIn.status}`,
    );
    expect(answers.every((answer) => codes(answer)[0] === '4003')).toBe(true);
    expect(counted.attempts).toBeLessThanOrEqual(restorePolicy.maxAttempts);
    expect(codes(afterwards)).toEqual(['4003']);
    expect(signIn.status).toBe(200);
  });

  it('are random, and few enough are sent that guessing stays hopeless', async () => {
    const user = await server.signUp();
    const sent: string[] = [];
    const answers: string[] = [];
    // A day of asking for codes as fast as the policy lets anyone.
    for (let minute = 0; minute < 24 * 60; minute += 5) {
      const { status, code } = await requestCode(user);
      if (status === 200) sent.push(code!);
      answers.push(status === 200 ? 'sent' : code!);
      clock.advance(5 * 60 * 1000);
    }
    const distinct = new Set(sent).size;
    const space = 10 ** 6;
    const bestOdds = (sent.length * restorePolicy.maxAttempts) / space;
    abuseReport(
      'restore code supply',
      `a code asked for every 5 min for a day -> ${tally(answers)}; ${distinct} distinct 6-digit codes of ${space.toLocaleString('en')}; an attacker's best odds a day ${(bestOdds * 100).toFixed(4)}%`,
    );
    expect(sent.every((code) => /^\d{6}$/.test(code))).toBe(true);
    expect(distinct).toBeGreaterThanOrEqual(sent.length - 1);
    expect(sent.length).toBeLessThanOrEqual(restorePolicy.maxCodesPerDay);
  });

  it('refuse an expired code, a replaced code and a code for an unknown e-mail alike', async () => {
    const user = await server.signUp();
    clock.advance(24 * 60 * 60 * 1000);
    const first = await requestCode(user);
    const second = await requestCode(user);
    const replaced = await confirm(user, first.code!);
    clock.advance(restorePolicy.lifetimeMs + 1000);
    const expired = await confirm(user, second.code!);
    const unknown = await server.api('POST', '/api/Account/RestorePassword/Confirm', {
      body: {
        emailAdress: 'nobody-at-all@example.com',
        code: '123456',
        newPassword: 'guessed-pass-1',
      },
    });
    abuseReport(
      'restore code lifetime',
      `a replaced code -> ${replaced.status} ${codes(replaced).join()}, an expired one -> ${expired.status} ${codes(expired).join()}, an unknown e-mail -> ${unknown.status} ${codes(unknown).join()}`,
    );
    expect(codes(replaced)).toEqual(['4003']);
    expect(codes(expired)).toEqual(['4003']);
    expect(codes(unknown)).toEqual(['4003']);
  });
});
