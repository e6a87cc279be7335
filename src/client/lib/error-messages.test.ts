import { describe, expect, it, vi } from 'vitest';
import { ApiError, SessionExpiredError } from './api-error';
import { bannerMessages } from './error-messages';

const t = (key: string) => `t(${key})`;

describe('bannerMessages (SPEC §8)', () => {
  it('shows the error text when no response came back while online', () => {
    expect(bannerMessages(new ApiError(0, [], [], 'Failed to fetch'), t, true)).toEqual([
      { text: 'Failed to fetch', severity: 'error', closable: true, backToWorlds: false },
    ]);
  });

  it('only logs when offline', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(bannerMessages(new ApiError(0, [], [], 'Failed to fetch'), t, false)).toEqual([]);
    expect(warn).toHaveBeenCalledOnce();
    warn.mockRestore();
  });

  it('translates 503 and 404, and shows nothing for 401', () => {
    expect(bannerMessages(new ApiError(503), t)[0]?.text).toBe('t(SERVER_ERROR.503)');
    expect(bannerMessages(new ApiError(404, [{ Code: '404', Message: 'x' }]), t)[0]?.text).toBe(
      't(SERVER_ERROR.404)',
    );
    expect(bannerMessages(new ApiError(401), t)).toEqual([]);
    expect(bannerMessages(new SessionExpiredError(), t)).toEqual([]);
  });

  it('translates codes longer than three characters and keeps the message of short ones', () => {
    const error = new ApiError(400, [
      { Code: '4001', Message: 'server words' },
      { Code: '400', Message: 'Name is required' },
    ]);
    expect(bannerMessages(error, t).map((m) => m.text)).toEqual([
      't(SERVER_ERROR.4001)',
      'Name is required',
    ]);
  });

  it('makes 5001 an unclosable warning and gives 401_2 a way back', () => {
    const [warning] = bannerMessages(new ApiError(503, []), t);
    expect(warning?.severity).toBe('error');
    const [module] = bannerMessages(new ApiError(500, [{ Code: '5001', Message: '' }]), t);
    expect(module).toMatchObject({ severity: 'warning', closable: false });
    const [access] = bannerMessages(new ApiError(403, [{ Code: '401_2', Message: '' }]), t);
    expect(access).toMatchObject({
      text: 't(SERVER_ERROR.401_2)',
      backToWorlds: true,
      closable: true,
    });
  });

  it('falls back to the errors field', () => {
    expect(bannerMessages(new ApiError(400, [], ['a', 'b']), t).map((m) => m.text)).toEqual([
      'a',
      'b',
    ]);
  });
});
