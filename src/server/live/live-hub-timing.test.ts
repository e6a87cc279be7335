import crypto from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { WebSocketServer } from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { liveCloseCodes } from '../../shared/live/protocol';
import { isoNow } from '../clock';
import {
  createTestServer,
  testDatabaseUrl,
  type TestServer,
  type TestUser,
} from '../../../tests/kits/server/test-server';
import { defaultLiveHubTimings, LiveHub } from './live-hub';
import { stateWaitMs, TestLiveClient } from '../../../tests/kits/server/test-live-client';

/**
 * The hub's clocks, shortened: a hub of its own on a bare `ws` server, over
 * the test server's database (the app's own hub keeps the production timings).
 */
let server: TestServer;
let hub: LiveHub;
let sockets: WebSocketServer;
let url: string;
let owner: TestUser;
let worldId: string;
const clients: TestLiveClient[] = [];

beforeAll(async () => {
  server = await createTestServer();
  // Short, yet far apart from the test's own clock: a socket that pings every 100 ms stays under
  // the idle limit even when a busy machine delays the pinger, and 30 joins fit in one presence window.
  hub = new LiveHub(server.ctx, {
    ...defaultLiveHubTimings,
    helloTimeoutMs: 2_000,
    idleTimeoutMs: 3_000,
    sessionCheckMs: 100,
    presenceDelayMs: 1_000,
    safetyWakeMs: 200,
  });
  await hub.start();
  sockets = new WebSocketServer({ port: 0, host: '127.0.0.1' });
  sockets.on('connection', (socket) => hub.accept(socket));
  await new Promise((resolve) => sockets.once('listening', resolve));
  url = `http://127.0.0.1:${(sockets.address() as AddressInfo).port}`;
  owner = await server.signUp();
  const unique = crypto.randomBytes(4).toString('hex');
  const world = await server.api('POST', '/api/Setting', {
    token: owner.token,
    body: { urlName: `t-${unique}`, name: `T ${unique}` },
  });
  worldId = world.body.id;
});
afterAll(async () => {
  for (const client of clients) client.close();
  await hub.close();
  await new Promise((resolve) => sockets.close(resolve));
  await server.close();
});

async function connect(): Promise<TestLiveClient> {
  const client = await TestLiveClient.connect(url, '/');
  clients.push(client);
  return client;
}

describe('live hub timings', () => {
  it('closes a socket that never says hello', async () => {
    const client = await connect();
    expect(await client.closedWithin(stateWaitMs)).toBe(liveCloseCodes.badMessage);
  });

  it('drops a socket that stops pinging, and keeps one that pings', async () => {
    const silent = await connect();
    await silent.hello(owner.token, worldId);
    const pinging = await connect();
    await pinging.hello(owner.token, worldId);
    const pinger = setInterval(() => pinging.send({ type: 'ping' }), 100);
    try {
      expect(await silent.closedWithin(stateWaitMs)).toBe(1001);
      expect(pinging.closeCode).toBeUndefined();
    } finally {
      clearInterval(pinger);
    }
  });

  it.skipIf(!testDatabaseUrl)(
    'on PostgreSQL, reads open worlds now and then, so a change whose wake-up was lost still arrives',
    async () => {
      const client = await connect();
      const ready = await client.hello(owner.token, worldId);
      // Committed without any wake-up, as if its instance died between the commit and the NOTIFY.
      await server.ctx.db
        .insertInto('activities')
        .values({
          world_id: worldId,
          user_id: owner.id,
          type: 'update_world',
          details: '{"name":"unannounced"}',
          created_at: isoNow(server.ctx.clock),
        })
        .execute();
      const pinger = setInterval(() => client.send({ type: 'ping' }), 100);
      try {
        const message = await client.next('activities');
        expect(message.items.map((item) => item.details['name'])).toEqual(['unannounced']);
        expect(message.items[0]!.id).toBeGreaterThan(ready.lastActivityId);
      } finally {
        clearInterval(pinger);
      }
    },
  );

  it('sends 30 clients joining together a few presence lists each, not one per join', async () => {
    const joined = await Promise.all(Array.from({ length: 30 }, () => connect()));
    await Promise.all(joined.map((client) => client.hello(owner.token, worldId)));
    const pinger = setInterval(
      () => joined.forEach((client) => client.send({ type: 'ping' })),
      100,
    );
    try {
      // Every client learns the list; 30 joins would be 30 lists each without coalescing.
      await Promise.all(joined.map((client) => client.next('presence')));
      const counts = joined.map(
        (client) => client.received.filter((message) => message.type === 'presence').length,
      );
      expect(counts.reduce((sum, count) => sum + count, 0)).toBeLessThan(30 * 5);
    } finally {
      clearInterval(pinger);
    }
  });
});
