import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '../../shared/errors';
import {
  codes,
  createTestServer,
  messages,
  type TestServer,
} from '../../../tests/kits/server/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server.close());

const worldBody = (name: Buffer) =>
  Buffer.concat([Buffer.from('{"urlName":"bytes-world","name":"'), name, Buffer.from('"}')]);

describe('a JSON body', () => {
  it('with bytes that are not UTF-8 is refused with 40051 in the caller language, and nothing is stored', async () => {
    const user = await server.signUp();
    // "Mira" then 0xFF (never UTF-8) and a lone continuation byte: the default decoder made both U+FFFD.
    for (const bad of [
      Buffer.from([0x4d, 0x69, 0x72, 0x61, 0xff]),
      Buffer.from([0x41, 0x80, 0x42]),
      Buffer.from([0xd0]),
    ]) {
      for (const lang of ['en', 'ru'] as const) {
        const response = await server.api('POST', '/api/Setting', {
          token: user.token,
          lang,
          body: worldBody(bad),
          headers: { 'content-type': 'application/json; charset=utf-8' },
        });
        expect(response.status).toBe(400);
        expect(codes(response)).toEqual([ErrorCode.textNotUtf8]);
        expect(messages(response)[0]).toMatch(lang === 'en' ? /UTF-8/ : /кодировке UTF-8/);
      }
    }
    const worlds = await server.api('GET', '/api/Setting', { token: user.token });
    expect(worlds.body).toEqual([]);
  });

  it('in UTF-8 (with a byte order mark too) is read as before, and broken JSON is still a plain 400', async () => {
    const user = await server.signUp();
    const name = Buffer.from('Мира 🌊', 'utf8');
    const created = await server.api('POST', '/api/Setting', {
      token: user.token,
      body: Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), worldBody(name)]),
      headers: { 'content-type': 'application/json' },
    });
    expect(created.status).toBe(200);
    expect(created.body.name).toBe('Мира 🌊');
    const broken = await server.api('POST', '/api/Setting', {
      token: user.token,
      body: '{"urlName":',
      headers: { 'content-type': 'application/json' },
    });
    expect(broken.status).toBe(400);
    expect(codes(broken)).toEqual([ErrorCode.validation]);
    const poisoned = await server.api('POST', '/api/Setting', {
      token: user.token,
      body: '{"urlName":"p","name":"p","__proto__":{"x":1}}',
      headers: { 'content-type': 'application/json' },
    });
    expect(poisoned.status).toBe(400);
  });
});
