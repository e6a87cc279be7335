import crypto from 'node:crypto';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestServer,
  testDatabaseUrl,
  type TestServer,
} from '../../../tests/kits/server/test-server';
import { PresenceBoard, type PresenceEntry } from './presence';
import { PostgresBridge, type BridgeTimings } from './postgres-bridge';
import { notifyChannels, quoteIdentifier } from './presence-wire';
import type { Wake } from './world-channels';
import { settle, stateWaitMs } from '../../../tests/kits/server/test-live-client';

/**
 * The LISTEN/NOTIFY bridge between instances, with stand-ins for the hubs:
 * wake-ups, presence, an instance that goes silent, a listener connection
 * that drops. (live-scale-out.test.ts runs the whole thing through two apps.)
 */
const reason = 'needs PostgreSQL (TEST_DATABASE_URL)';

interface Side {
  bridge: PostgresBridge;
  board: PresenceBoard;
  wakes: { worldId: string; wake: Wake }[];
  wokenAll: number;
  instanceId: string;
}

let server: TestServer;
const sides: Side[] = [];
// Far apart: a live instance that beats every 100 ms is not taken for silent when a busy machine delays a beat.
const fast: BridgeTimings = {
  heartbeatMs: 100,
  silentAfterMs: 2_000,
  reconnectBaseMs: 20,
  reconnectMaxMs: 200,
};

async function side(timings: BridgeTimings = fast): Promise<Side> {
  const board = new PresenceBoard(() => undefined);
  const instanceId = crypto.randomUUID();
  const wakes: Side['wakes'] = [];
  const bridge = new PostgresBridge(
    testDatabaseUrl!,
    server.ctx.db,
    {
      instanceId,
      board,
      wake: (worldId, wake) => wakes.push({ worldId, wake }),
      wakeAll: () => (made.wokenAll += 1),
      notice: () => undefined,
    },
    server.ctx.log,
    timings,
  );
  const made: Side = { bridge, board, wakes, wokenAll: 0, instanceId };
  await bridge.start();
  sides.push(made);
  return made;
}

async function until(check: () => boolean, timeoutMs = stateWaitMs): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await settle(20);
  }
}

const entry = (userName: string, page = 'Documents'): PresenceEntry => ({
  userId: crypto.randomUUID(),
  userName,
  location: { page, documentId: null },
  since: new Date().toISOString(),
});

describe.skipIf(!testDatabaseUrl)(
  `PostgreSQL bridge between instances (${testDatabaseUrl ? 'LISTEN/NOTIFY' : reason})`,
  () => {
    beforeAll(async () => {
      server = await createTestServer();
    });
    afterAll(async () => {
      for (const made of sides) await made.bridge.close();
      await server?.close();
    });

    it('wakes the other instance, not itself, and says when access must be re-checked', async () => {
      const x = await side();
      const y = await side();
      await until(() => x.bridge.otherInstances().includes(y.instanceId));
      x.bridge.changed('world-1', false);
      x.bridge.changed('world-1', false);
      x.bridge.changed('world-2', true);
      await until(() => y.wakes.length >= 2);
      await settle(100);
      // Worlds are woken independently: their order across worlds is not promised (on a busy
      // machine world-2's notice has arrived first).
      const byWorld = [...y.wakes].sort((a, b) => a.worldId.localeCompare(b.worldId));
      expect(byWorld).toEqual([
        { worldId: 'world-1', wake: { remote: true } },
        { worldId: 'world-2', wake: { remote: true, checkAccess: true } },
      ]);
      expect(x.wakes).toEqual([]);
    });

    it('sends no wake-up while it has heard of no other instance', async () => {
      const alone = await createTestServer();
      try {
        const bridge = new PostgresBridge(
          testDatabaseUrl!,
          alone.ctx.db,
          {
            instanceId: crypto.randomUUID(),
            board: new PresenceBoard(() => undefined),
            wake: () => undefined,
            wakeAll: () => undefined,
            notice: () => undefined,
          },
          alone.ctx.log,
          fast,
        );
        const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(
          alone.ctx.db,
        );
        const listener = new pg.Client({ connectionString: testDatabaseUrl });
        await listener.connect();
        const heard: string[] = [];
        listener.on('notification', (message) => heard.push(message.payload ?? ''));
        await listener.query(`LISTEN ${quoteIdentifier(notifyChannels(rows[0]!.schema).wake)}`);
        await bridge.start();
        // The app's own hub listens on this schema too: wait until this bridge has heard of it, then stop it.
        await until(() => bridge.otherInstances().length > 0);
        await alone.app.close();
        await until(() => bridge.otherInstances().length === 0);
        bridge.changed('unheard', false);
        await settle(200);
        expect(heard.filter((payload) => payload.includes('unheard'))).toEqual([]);
        await bridge.close();
        await listener.end();
      } finally {
        await alone.close();
      }
    });

    it('shares presence, answers a new instance with what it has, and forgets an instance gone silent', async () => {
      const quiet = await side({ ...fast, heartbeatMs: 60_000 });
      const here = entry('quiet-user');
      quiet.board.set('world-p', `${quiet.instanceId}/c1`, here);
      quiet.bridge.presence('world-p', 'c1', here);
      // Started after the entry was announced: learns it from the answer to its hello.
      const late = await side();
      await until(() => late.board.members('world-p').length === 1);
      expect(late.board.members('world-p')[0]).toMatchObject({
        userName: 'quiet-user',
        location: here.location,
      });
      // `quiet` never beats again: dropped after the silence limit.
      await until(() => late.board.members('world-p').length === 0);
    });

    it('reconnects a dropped listener, reads every world again and re-announces its presence', async () => {
      const x = await side();
      const y = await side();
      const here = entry('reconnecting-user', 'Timeline');
      x.board.set('world-r', `${x.instanceId}/c9`, here);
      x.bridge.presence('world-r', 'c9', here);
      await until(() => y.board.members('world-r').length === 1);
      await until(() => x.bridge.otherInstances().includes(y.instanceId));
      const before = x.wokenAll;

      const pid = (x.bridge as unknown as { client: { processID: number } }).client.processID;
      await sql`select pg_terminate_backend(${pid})`.execute(server.ctx.db);
      await until(() => x.wokenAll > before);
      x.bridge.changed('world-after', false);
      await until(() => y.wakes.some((wake) => wake.worldId === 'world-after'));
      expect(y.board.members('world-r').map((member) => member.userName)).toEqual([
        'reconnecting-user',
      ]);
    });
  },
);
