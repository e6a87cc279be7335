import { describe, expect, it } from 'vitest';
import { TokenService, tokenLifetimeSeconds } from './tokens';

const secret = new TextEncoder().encode('tokens-test-secret-0123456789abcdef');
const claims = { userId: 'user-1', sessionId: 'session-1', userName: 'ada' };
const start = new Date('2026-11-22T12:00:00Z');
const after = (seconds: number) => new Date(start.getTime() + seconds * 1000);

describe('TokenService', () => {
  it('verifies its own tokens, also from the cache, until exp', async () => {
    const tokens = new TokenService(secret);
    const token = await tokens.sign(claims, start);
    expect(await tokens.verify(token, start)).toEqual(claims);
    expect(await tokens.verify(token, after(tokenLifetimeSeconds - 1))).toEqual(claims);
    expect(await tokens.verify(token, after(tokenLifetimeSeconds))).toBeUndefined();
    // A fresh service (nothing cached) draws the same line as the cache.
    const fresh = new TokenService(secret);
    expect(await fresh.verify(token, after(tokenLifetimeSeconds))).toBeUndefined();
    expect(await fresh.verify(token, after(tokenLifetimeSeconds - 1))).toEqual(claims);
  });

  it('refuses a token signed with another secret or altered', async () => {
    const tokens = new TokenService(secret);
    const other = new TokenService(new TextEncoder().encode('another-secret-0123456789abcdefghij'));
    const token = await other.sign(claims, start);
    expect(await tokens.verify(token, start)).toBeUndefined();
    const own = await tokens.sign(claims, start);
    const [header, , signature] = own.split('.');
    const forged = Buffer.from(
      JSON.stringify({ sub: 'user-2', sid: 'session-1', iss: 'loreweave', exp: 2e9 }),
    ).toString('base64url');
    expect(await tokens.verify(`${header}.${forged}.${signature}`, start)).toBeUndefined();
  });
});
