import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiRequest } from './api-client';
import { ApiError, SessionExpiredError } from './api-error';
import { changeLanguage } from './i18n';
import {
  appStore,
  currentToken,
  endSession,
  onSessionEnd,
  startSession,
  tokenAtom,
} from './session';

function tokenExpiringIn(seconds: number): string {
  const encode = (value: object) =>
    btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  const exp = Math.floor(Date.now() / 1000) + seconds;
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode({ sub: 'u1', name: 'mira', exp })}.signature`;
}

function answer(status: number, body?: unknown): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), { status });
}

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
});
afterEach(() => {
  endSession('logout');
  vi.unstubAllGlobals();
});

describe('apiRequest', () => {
  it('sends the bearer and lang headers (SPEC §7)', async () => {
    const token = tokenExpiringIn(3600);
    startSession(token);
    await changeLanguage('ru');
    fetchMock.mockResolvedValue(answer(200, { ok: true }));
    await expect(apiRequest('GET', 'api/Setting')).resolves.toEqual({ ok: true });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/Setting');
    expect(init?.headers).toMatchObject({ authorization: `Bearer ${token}`, lang: 'ru' });
    await changeLanguage('en');
  });

  it('does not make the call, and signs out, when under 200 seconds are left (SPEC §4)', async () => {
    startSession(tokenExpiringIn(150));
    const ended = vi.fn();
    const stop = onSessionEnd(ended);
    await expect(apiRequest('GET', 'api/Setting')).rejects.toBeInstanceOf(SessionExpiredError);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(currentToken()).toBeNull();
    expect(ended).toHaveBeenCalledWith('expired');
    stop();
  });

  it('signs out on a 401', async () => {
    startSession(tokenExpiringIn(3600));
    fetchMock.mockResolvedValue(
      answer(401, { Exceptions: [{ Code: '401', Message: 'Please sign in again' }] }),
    );
    await expect(apiRequest('GET', 'api/Account')).rejects.toMatchObject({ status: 401 });
    expect(appStore.get(tokenAtom)).toBeNull();
  });

  it('keeps the Exceptions and errors of a failed answer', async () => {
    fetchMock.mockResolvedValue(answer(409, { Exceptions: [{ Code: '40031', Message: 'taken' }] }));
    const error = await apiRequest('POST', 'api/Account/CreateAccount', {
      anonymous: true,
      body: {},
    }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).hasCode('40031')).toBe(true);
    fetchMock.mockResolvedValue(answer(400, { errors: { name: ['Required'] } }));
    await expect(apiRequest('POST', 'x', { anonymous: true })).rejects.toMatchObject({
      errors: ['Required'],
    });
  });

  it('reports a call that got no answer with status 0', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(apiRequest('GET', 'api/health', { anonymous: true })).rejects.toMatchObject({
      status: 0,
      message: 'Failed to fetch',
    });
  });
});
