import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestServer,
  messages,
  type TestServer,
  type TestUser,
} from '../../../tests/kits/server/test-server';

/**
 * A body that breaks its schema in every element is answered with its first
 * problem, at once, rather than a problem per element (330,000 of them for
 * 1 MB of `[[],[],…]`, which took seconds and ended in a 500); a small form
 * still gets a message per field.
 */
let server: TestServer;
let owner: TestUser;
let worldId: string;

beforeAll(async () => {
  server = await createTestServer();
  owner = await server.signUp('validator-owner');
  const world = await server.api('POST', '/api/Setting', {
    token: owner.token,
    body: { urlName: 'bounded', name: 'Bounded' },
  });
  worldId = world.body.id as string;
});
afterAll(() => server.close());

describe('request validation', () => {
  it('answers a body wrong in every element with 400 and its first problem', async () => {
    const paragraph = `{"type":"paragraph","content":[${Array(9_999).fill('[]').join(',')}]}`;
    const contents = `{"v":1,"doc":{"type":"doc","content":[${Array(33).fill(paragraph).join(',')}]}}`;
    const answer = await server.app.inject({
      method: 'POST',
      url: `/api/Setting/${worldId}/Documents`,
      headers: { authorization: `Bearer ${owner.token}`, 'content-type': 'application/json' },
      payload: `{"name":"Bomb","type":"note","contents":${contents}}`,
    });
    expect(answer.statusCode, answer.body).toBe(400);
    expect(JSON.parse(answer.body).Exceptions).toHaveLength(1);
  });

  it('still lists a message per field of a small form', async () => {
    const answer = await server.api('POST', '/api/Account/CreateAccount', {
      body: { userName: '', password: '', emailAdress: 'no' },
    });
    expect(answer.status).toBe(400);
    expect(messages(answer).length).toBeGreaterThan(1);
  });
});
