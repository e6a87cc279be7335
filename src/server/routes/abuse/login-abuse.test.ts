import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  codes,
  createTestServer,
  ManualClock,
  messages,
  type TestServer,
  type TestUser,
} from '../../../../tests/kits/server/test-server';
import { lockoutPolicy } from '../../auth/lockout';
import { loadConfig } from '../../config';
import { abuseReport, tally } from './abuse-report';

/**
 * Issue 9 item 4, sign-in: brute force, credential stuffing, locking a victim
 * out, and telling accounts apart. Each test prints what it tried and what came back.
 */
const clock = new ManualClock(Date.parse('2026-11-25T12:00:00Z'));
let server: TestServer;
beforeAll(async () => {
  server = await createTestServer({ clock });
});
afterAll(() => server.close());

function login(
  userNameOrMail: string,
  password: string,
  ip: string,
  headers: Record<string, string> = {},
) {
  return server.api('POST', '/api/Account/TryLogin', {
    body: { userNameOrMail, password },
    ip,
    headers,
  });
}

async function restore(user: TestUser, newPassword: string): Promise<void> {
  await server.api('POST', '/api/Account/RestorePassword', { body: { emailAdress: user.email } });
  const code = server.mailer.lastCodeFor(user.email);
  const done = await server.api('POST', '/api/Account/RestorePassword/Confirm', {
    body: { emailAdress: user.email, code, newPassword },
  });
  expect(done.body).toEqual({ success: true });
}

describe('brute force against one account', () => {
  it('locks the account for the guessing address after the policy threshold', async () => {
    const victim = await server.signUp();
    const answers: string[] = [];
    for (let i = 0; i < lockoutPolicy.perAddressFailures + 2; i++) {
      answers.push(
        codes(await login(victim.userName, `guess-${i}-pass`, '198.51.100.7'))[0] ?? 'ok',
      );
    }
    const rightFromThere = codes(await login(victim.userName, victim.password, '198.51.100.7'));
    const ownerElsewhere = await login(victim.userName, victim.password, '192.0.2.10');
    abuseReport(
      'brute force',
      `${answers.length} wrong passwords from one address -> ${tally(answers)}; then the right one there -> ${rightFromThere.join()}, from the owner's address -> ${ownerElsewhere.status}`,
    );
    expect(
      answers.slice(0, lockoutPolicy.perAddressFailures - 1).every((code) => code === '4001'),
    ).toBe(true);
    expect(
      answers.slice(lockoutPolicy.perAddressFailures - 1).every((code) => code === '4002'),
    ).toBe(true);
    expect(rightFromThere).toEqual(['4002']);
    expect(ownerElsewhere.body.success).toBe(true);
  });

  it('cannot dodge the per-address count by forging X-Forwarded-For', async () => {
    const victim = await server.signUp();
    const answers: string[] = [];
    for (let i = 0; i < lockoutPolicy.perAddressFailures + 2; i++) {
      const forged = { 'x-forwarded-for': `203.0.113.${i + 1}` };
      answers.push(
        codes(await login(victim.userName, `guess-${i}-pass`, '198.51.100.8', forged))[0] ?? 'ok',
      );
    }
    abuseReport(
      'forged X-Forwarded-For',
      `${answers.length} guesses from one address, each claiming another -> ${tally(answers)}`,
    );
    expect(answers.at(-1)).toBe('4002');
  });
});

describe('rate limit on the auth routes', () => {
  it('answers 4291 past AUTH_RATE_LIMIT_PER_MINUTE per address, forged headers or not', async () => {
    const perMinute = loadConfig({}).authRateLimitPerMinute;
    const limited = await createTestServer({ authRateLimit: perMinute });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < perMinute + 5; i++) {
        const response = await limited.api('POST', '/api/Account/TryLogin', {
          body: { userNameOrMail: 'nobody-here', password: 'whatever-1' },
          ip: '198.51.100.9',
          headers: { 'x-forwarded-for': `203.0.113.${i % 250}` },
        });
        statuses.push(response.status);
      }
      const other = await limited.api('POST', '/api/Account/TryLogin', {
        body: { userNameOrMail: 'nobody-here', password: 'whatever-1' },
        ip: '192.0.2.20',
      });
      abuseReport(
        'rate limit',
        `${statuses.length} sign-ins in a minute from one address (limit ${perMinute}) -> ${tally(statuses.map(String))}; another address -> ${other.status}`,
      );
      expect(statuses.slice(0, perMinute).every((status) => status === 400)).toBe(true);
      expect(statuses.slice(perMinute).every((status) => status === 429)).toBe(true);
      expect(other.status).toBe(400);
    } finally {
      await limited.close();
    }
  });
});

describe('credential stuffing from many addresses', () => {
  it('locks each account everywhere after the account-wide threshold, even against its right password', async () => {
    const victim = await server.signUp('stuffed-victim', 'a-real-secret-9');
    const answers: string[] = [];
    const total = lockoutPolicy.accountWideFailures + 5;
    for (let i = 0; i < total; i++) {
      // A list of leaked passwords with the real one near its end, each tried from a new address.
      const password = i === total - 2 ? victim.password : `leaked-${i}-pass`;
      answers.push(
        codes(
          await login(
            victim.userName,
            password,
            `10.${Math.floor(i / 200)}.${Math.floor(i / 10) % 20}.${i % 10}`,
          ),
        )[0] ?? 'ok',
      );
    }
    abuseReport(
      'credential stuffing',
      `${total} leaked passwords for one account from ${total} addresses, the right one at #${total - 1} -> ${tally(answers)}`,
    );
    expect(answers.filter((code) => code === 'ok')).toEqual([]);
    expect(answers.slice(lockoutPolicy.accountWideFailures).every((code) => code === '4002')).toBe(
      true,
    );
  }, 60_000);
});

describe('no way to lock a victim out for long', () => {
  it('ends the account-wide lock by itself, and a restore lifts it at once', async () => {
    const victim = await server.signUp();
    // Ten addresses at a time, as a botnet would (and argon2 works on several threads meanwhile).
    const spray = async () => {
      for (let batch = 0; batch < lockoutPolicy.accountWideFailures / 10; batch++) {
        await Promise.all(
          Array.from({ length: 10 }, (_, i) =>
            login(victim.userName, 'spray-pass-1', `172.16.${batch}.${i}`),
          ),
        );
      }
    };
    const owner = '192.0.2.30';
    await spray();
    const during = codes(await login(victim.userName, victim.password, owner));
    clock.advance(lockoutPolicy.lockMs - 60_000);
    const nearlyOver = codes(await login(victim.userName, victim.password, owner));
    clock.advance(60_000 + 1_000);
    const after = await login(victim.userName, victim.password, owner);

    await spray();
    const relocked = codes(await login(victim.userName, victim.password, owner));
    await restore(victim, 'restored-pass-1');
    const afterRestore = await login(victim.userName, 'restored-pass-1', owner);
    abuseReport(
      'victim lock-out',
      `after ${lockoutPolicy.accountWideFailures} failures from other addresses the owner gets ${during.join()}, ${nearlyOver.join()} at ${lockoutPolicy.lockMs / 60_000 - 1} min, ${after.status} after ${lockoutPolicy.lockMs / 60_000} min; locked again -> ${relocked.join()}, after a password restore -> ${afterRestore.status}`,
    );
    expect(during).toEqual(['4002']);
    expect(nearlyOver).toEqual(['4002']);
    expect(after.body.success).toBe(true);
    expect(relocked).toEqual(['4002']);
    expect(afterRestore.body.success).toBe(true);
  }, 60_000);

  it("an attacker's lock on their own address never reaches the owner's", async () => {
    const victim = await server.signUp();
    for (let i = 0; i < lockoutPolicy.perAddressFailures * 3; i++) {
      await login(victim.userName, 'wrong-pass-1', `172.17.0.${i % 3}`);
    }
    const owner = await login(victim.userName, victim.password, '192.0.2.31');
    abuseReport(
      'address lock',
      `${lockoutPolicy.perAddressFailures * 3} failures from 3 addresses -> the owner's address ${owner.status}`,
    );
    expect(owner.body.success).toBe(true);
  }, 60_000);
});

describe('telling accounts apart', () => {
  it('answers an unknown user name and a wrong password alike (SPEC §8 4001)', async () => {
    const user = await server.signUp();
    const samples = { unknown: [] as number[], wrong: [] as number[] };
    let unknown = await login('no-such-user', 'some-password', '192.0.2.40');
    let wrong = await login(user.userName, 'some-password', '192.0.2.41');
    for (let i = 0; i < 6; i++) {
      for (const kind of ['unknown', 'wrong'] as const) {
        const started = performance.now();
        const response =
          kind === 'unknown'
            ? await login(`no-such-user-${i}`, 'some-password', '192.0.2.40')
            : await login(user.userName, 'some-password', `192.0.2.${50 + i}`);
        samples[kind].push(performance.now() - started);
        if (kind === 'unknown') unknown = response;
        else wrong = response;
      }
    }
    const median = (values: number[]) =>
      [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!.toFixed(0);
    abuseReport(
      'enumeration',
      `unknown user -> ${unknown.status} ${codes(unknown).join()} in ${median(samples.unknown)} ms (median), wrong password -> ${wrong.status} ${codes(wrong).join()} in ${median(samples.wrong)} ms`,
    );
    expect(unknown.status).toBe(wrong.status);
    expect(codes(unknown)).toEqual(['4001']);
    expect(codes(wrong)).toEqual(['4001']);
    expect(messages(unknown)).toEqual(messages(wrong));
  });
});
