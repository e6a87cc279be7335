import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestServer,
  messages,
  type TestServer,
} from '../../../tests/kits/server/test-server';
import { maxBodyDepth } from './hostile-input';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server.close());

/** Rich text with `depth` nodes nested in one another (each node and its content array are two JSON levels). */
function nestedContents(depth: number): string {
  return `{"v":1,"doc":${'{"type":"paragraph","content":['.repeat(depth)}{"type":"text","text":"x"}${']}'.repeat(depth)}}`;
}

describe('JSON bodies nested too deep', () => {
  it('are refused with a 400 before zod recurses through them (1,000 nested rich-text nodes were a stack overflow and a 500)', async () => {
    const user = await server.signUp();
    const world = await server.api('POST', '/api/Setting', {
      token: user.token,
      body: { urlName: 'deep', name: 'Deep' },
    });
    const create = (depth: number, lang: 'en' | 'ru' = 'en') =>
      server.api('POST', `/api/Setting/${world.body.id}/Documents`, {
        token: user.token,
        lang,
        headers: { 'content-type': 'application/json' },
        body: `{"name":"Deep ${depth}","type":"note","contents":${nestedContents(depth)}}`,
      });
    // Body, contents and doc take three levels; a doc as deep as the limit allows is still taken.
    expect((await create((maxBodyDepth - 4) / 2)).status).toBe(200);
    for (const depth of [maxBodyDepth, 1_000, 30_000]) {
      const refused = await create(depth);
      expect(refused.status).toBe(400);
      expect(messages(refused)).toEqual(['The request is nested too deeply']);
    }
    expect(messages(await create(1_000, 'ru'))).toEqual(['Запрос вложен слишком глубоко']);
  });
});
