import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestServer,
  type TestServer,
  type TestUser,
} from '../../../tests/kits/server/test-server';
import { maxBodyValues } from './json-body';

/**
 * A JSON body's values are counted before it is parsed: 16 MB of `[[],[],…]`
 * in a dialog body parsed to 5 million arrays (900 MB of memory for one
 * request) before its schema refused it.
 */
let server: TestServer;
let owner: TestUser;
let worldId: string;

beforeAll(async () => {
  server = await createTestServer();
  owner = await server.signUp('values-owner');
  const world = await server.api('POST', '/api/Setting', {
    token: owner.token,
    body: { urlName: 'values', name: 'Values' },
  });
  worldId = world.body.id as string;
});
afterAll(() => server.close());

const putDialog = (nodes: string) =>
  server.app.inject({
    method: 'PUT',
    url: `/api/Setting/${worldId}/Dialogs/some-dialog`,
    headers: { authorization: `Bearer ${owner.token}`, 'content-type': 'application/json' },
    payload: `{"name":"D","kind":"linear","version":1,"graph":{"version":1,"startNodeId":null,"nodes":[${nodes}]}}`,
  });

describe('JSON body values', () => {
  it('refuses a body of more values than a dialog holds with 413, before parsing it', async () => {
    const count = Math.floor((16 * 1024 * 1024 - 200) / 3);
    const answer = await putDialog(`${'[],'.repeat(count - 1)}[]`);
    expect(answer.statusCode, answer.body).toBe(413);
    const body = JSON.parse(answer.body) as { Exceptions: { Code: string }[] };
    expect(body.Exceptions.map((item) => item.Code)).toEqual(['413']);
  });

  it('leaves text that is not JSON to the parser: 400, not 500', async () => {
    const answer = await server.app.inject({
      method: 'POST',
      url: `/api/Setting/${worldId}/Stories`,
      headers: { authorization: `Bearer ${owner.token}`, 'content-type': 'application/json' },
      payload: '}',
    });
    expect(answer.statusCode).toBe(400);
  });

  it('parses a body just under the limit as before', async () => {
    const answer = await putDialog(`${'[],'.repeat(maxBodyValues - 100)}[]`);
    expect(answer.statusCode).toBe(400);
  });
});
