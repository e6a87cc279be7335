import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, SessionExpiredError } from './api-error';
import { apiUpload } from './api-upload';
import { currentToken, endSession, startSession } from './session';

function tokenExpiringIn(seconds: number): string {
  const encode = (value: object) =>
    btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  return `${encode({ alg: 'HS256' })}.${encode({ sub: 'u1', exp: Math.floor(Date.now() / 1000) + seconds })}.sig`;
}

/** Just enough of XMLHttpRequest to see what an upload sends and to answer it. */
class FakeRequest extends EventTarget {
  readonly upload = new EventTarget();
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: unknown = null;
  status = 0;
  responseText = '';
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: unknown) {
    this.body = body;
  }
  abort() {
    this.dispatchEvent(new Event('abort'));
  }
  progress(loaded: number, total: number) {
    this.upload.dispatchEvent(
      Object.assign(new Event('progress'), { lengthComputable: true, loaded, total }),
    );
  }
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.dispatchEvent(new Event('load'));
  }
}

function fakeUpload(options: Parameters<typeof apiUpload>[3] = {}) {
  const request = new FakeRequest();
  const done = apiUpload('api/Images/Upload', new Blob(['png']), 'map.png', {
    ...options,
    createRequest: () => request as unknown as XMLHttpRequest,
  });
  return { request, done };
}

afterEach(() => endSession('logout'));

describe('apiUpload', () => {
  it('posts the file as multipart with the bearer, lang and SPEC §7 headers, and reports progress', async () => {
    const token = tokenExpiringIn(3600);
    startSession(token);
    const progress = vi.fn();
    const { request, done } = fakeUpload({
      headers: { WorldId: 'w1', CategoryId: '' },
      onProgress: progress,
    });
    expect(request.method).toBe('POST');
    expect(request.url).toBe('/api/Images/Upload');
    expect(request.headers).toMatchObject({
      authorization: `Bearer ${token}`,
      lang: 'en',
      WorldId: 'w1',
      CategoryId: '',
    });
    expect((request.body as FormData).get('file')).toBeInstanceOf(Blob);
    request.progress(50, 200);
    request.progress(200, 200);
    expect(progress.mock.calls.map(([value]) => value)).toEqual([
      { loaded: 50, total: 200 },
      { loaded: 200, total: 200 },
    ]);
    request.answer(200, { id: 'img-1' });
    await expect(done).resolves.toEqual({ id: 'img-1' });
  });

  it('turns a refusal into the SPEC §8 error the banner and the upload list show', async () => {
    startSession(tokenExpiringIn(3600));
    const { request, done } = fakeUpload();
    request.answer(415, { Exceptions: [{ Message: 'not an image', Code: '4151' }] });
    const error = await done.catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).hasCode('4151')).toBe(true);
  });

  it('sends text fields before the file', () => {
    startSession(tokenExpiringIn(3600));
    const { request } = fakeUpload({ fields: { format: 'lorehub-v2' } });
    expect([...(request.body as FormData).keys()]).toEqual(['format', 'file']);
    expect((request.body as FormData).get('format')).toBe('lorehub-v2');
  });

  it('signs out on 401, and does not send at all with an expiring token', async () => {
    startSession(tokenExpiringIn(3600));
    const first = fakeUpload();
    first.request.answer(401, {});
    await expect(first.done).rejects.toBeInstanceOf(ApiError);
    expect(currentToken()).toBeNull();

    startSession(tokenExpiringIn(100));
    await expect(fakeUpload().done).rejects.toBeInstanceOf(SessionExpiredError);
  });

  it('stops when its signal aborts', async () => {
    startSession(tokenExpiringIn(3600));
    const controller = new AbortController();
    const { done } = fakeUpload({ signal: controller.signal });
    controller.abort(new DOMException('cancelled', 'AbortError'));
    await expect(done).rejects.toMatchObject({ name: 'AbortError' });
  });
});
