import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codes, createTestServer, type TestServer } from '../../../tests/kits/server/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server.close());

describe('NUL characters in a request', () => {
  const nested = (depth: number, inner: string) =>
    `${'{"a":'.repeat(depth)}${inner}${'}'.repeat(depth)}`;

  it('refuses a NUL however deep in the body, and a body nested thousands deep is a 400, not a stack overflow', async () => {
    const user = await server.signUp();
    for (const payload of [
      nested(5_000, '"x\\u0000"'),
      nested(5_000, '1'),
      `${'['.repeat(100_000)}${']'.repeat(100_000)}`,
    ]) {
      const response = await server.api('POST', '/api/Setting', {
        token: user.token,
        body: payload,
        headers: { 'content-type': 'application/json' },
      });
      expect(response.status).toBe(400);
      expect([...new Set(codes(response))]).toEqual(['400']);
    }
  });
});
