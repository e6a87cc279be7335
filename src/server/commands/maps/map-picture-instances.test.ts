import crypto from 'node:crypto';
import fs from 'node:fs';
import { sql } from 'kysely';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type BuiltApp } from '../../app';
import { openDatabase, type Database } from '../../db/database';
import { MemoryMailer } from '../../../../tests/kits/server/memory-mailer';
import {
  createTestServer,
  testDatabaseUrl,
  type TestServer,
} from '../../../../tests/kits/server/test-server';
import { multipart } from '../../../../tests/kits/server/test-images';
import {
  newImageWorld,
  signUpTeam,
  type ImageTeam,
} from '../../../../tests/kits/server/image-world';
import { TestLiveClient } from '../../../../tests/kits/server/test-live-client';
import { adoptMapPictures } from './map-picture-recovery';
import { defaultMapQueueTimings } from './map-picture-queue';

/**
 * Two instances on one PostgreSQL database cut map pictures side by side: a
 * job belongs to the instance whose queue holds it, which renews a heartbeat
 * on the map's row; another instance takes it over only once that heartbeat
 * is stale. Tiling progress reaches the sockets of every instance.
 */
const reason = 'needs PostgreSQL (TEST_DATABASE_URL): several instances share one database';

interface Instance {
  built: BuiltApp;
  database: Database;
  url: string;
}

let a: TestServer;
let aUrl: string;
let b: Instance;
let team: ImageTeam;

/** Another instance on A's database and schema, sharing A's data folder (and its signing secret). */
async function startInstance(): Promise<Instance> {
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(
    a.ctx.db,
  );
  const database = await openDatabase({
    dataDir: a.dataDir,
    databaseUrl: testDatabaseUrl,
    postgresSchema: rows[0]!.schema,
  });
  const built = await buildApp({ config: a.ctx.config, database, mailer: new MemoryMailer() });
  const url = await built.app.listen({ port: 0, host: '127.0.0.1' });
  return { built, database, url };
}

async function picture(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#336699' } })
    .png()
    .toBuffer();
}

async function newMap(url: string, worldId: string, name: string): Promise<string> {
  const response = await fetch(`${url}/api/Setting/${worldId}/Maps`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${team.artist.token}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify({ name }),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { id: string }).id;
}

function mapRow(mapId: string) {
  return a.ctx.db.selectFrom('maps').selectAll().where('id', '=', mapId).executeTakeFirstOrThrow();
}

/** A map `tiling` a picture whose upload waits in the shared folder, held by `owner` as of `heartbeatAt`. */
async function heldMap(worldId: string, owner: string, heartbeatAt: Date): Promise<string> {
  const mapId = await newMap(aUrl, worldId, `Held ${crypto.randomBytes(3).toString('hex')}`);
  const fileKey = crypto.randomUUID();
  fs.writeFileSync(await a.ctx.mapTiles.uploadPath(fileKey), await picture(300, 200));
  await a.ctx.db
    .updateTable('maps')
    .set({
      status: 'tiling',
      tiling_progress: 0.3,
      pending_file_key: fileKey,
      tiling_owner: owner,
      tiling_heartbeat_at: heartbeatAt.toISOString(),
    })
    .where('id', '=', mapId)
    .execute();
  return mapId;
}

describe.skipIf(!testDatabaseUrl)(
  `map tiling on two instances (${testDatabaseUrl ? 'one PostgreSQL database' : reason})`,
  () => {
    beforeAll(async () => {
      a = await createTestServer();
      aUrl = await a.app.listen({ port: 0, host: '127.0.0.1' });
      b = await startInstance();
      team = await signUpTeam(a, 'mapi');
    });
    afterAll(async () => {
      if (b) {
        await b.built.app.close();
        await b.database.destroy();
      }
      if (a) await a.close();
    });

    it("leaves a job alone while its owner's heartbeat is fresh, and takes it over once stale", async () => {
      const world = await newImageWorld(a, team, 'map-owners');
      const owner = a.ctx.mapJobs.owner;
      const live = await heldMap(world.id, owner, new Date());
      // Held by a live instance whose upload B cannot see: before, B's start-up failed it.
      const elsewhere = await heldMap(world.id, owner, new Date());
      fs.rmSync(await a.ctx.mapTiles.uploadPath((await mapRow(elsewhere)).pending_file_key!));

      expect(await adoptMapPictures(b.built.ctx)).toEqual({ restarted: 0, failed: 0 });
      expect(await mapRow(live)).toMatchObject({ status: 'tiling', tiling_owner: owner });
      expect(await mapRow(elsewhere)).toMatchObject({ status: 'tiling', tiling_owner: owner });

      // A stops renewing (it died): B takes both, cuts the one it has the picture of.
      const stale = new Date(Date.now() - defaultMapQueueTimings.staleAfterMs - 1_000);
      await a.ctx.db
        .updateTable('maps')
        .set({ tiling_heartbeat_at: stale.toISOString() })
        .where('id', 'in', [live, elsewhere])
        .execute();
      expect(await adoptMapPictures(b.built.ctx)).toEqual({ restarted: 1, failed: 1 });
      await b.built.ctx.mapJobs.idle();
      expect(await mapRow(live)).toMatchObject({
        status: 'ready',
        width: 300,
        tiling_owner: null,
        tiling_heartbeat_at: null,
      });
      expect(await mapRow(elsewhere)).toMatchObject({ status: 'failed', pending_file_key: null });
    });

    it('of two instances that both see a job stale, one claims and cuts it', async () => {
      const world = await newImageWorld(a, team, 'map-race');
      const stale = new Date(Date.now() - defaultMapQueueTimings.staleAfterMs - 1_000);
      const mapId = await heldMap(world.id, crypto.randomUUID(), stale);
      const [onA, onB] = await Promise.all([
        adoptMapPictures(a.ctx),
        adoptMapPictures(b.built.ctx),
      ]);
      expect(onA.restarted + onB.restarted).toBe(1);
      expect(onA.failed + onB.failed).toBe(0);
      await Promise.all([a.ctx.mapJobs.idle(), b.built.ctx.mapJobs.idle()]);
      expect(await mapRow(mapId)).toMatchObject({ status: 'ready', width: 300 });
    });

    it('an upload through A is cut on A, and its progress reaches a socket on B', async () => {
      const world = await newImageWorld(a, team, 'map-notes');
      const mapId = await newMap(aUrl, world.id, 'Harbour');
      const onB = await TestLiveClient.connect(b.url);
      try {
        await onB.hello(team.viewer.token, world.id);
        const body = multipart('map.png', await picture(600, 300));
        const response = await fetch(`${aUrl}/api/Setting/${world.id}/Maps/${mapId}/Picture`, {
          method: 'POST',
          headers: {
            authorization: `Bearer ${team.artist.token}`,
            'content-type': body.contentType,
          },
          body: Uint8Array.from(body.payload),
        });
        expect(response.status).toBe(202);
        const ready = await onB.next('map_tiling', (message) => message.status === 'ready');
        expect(ready).toEqual({ type: 'map_tiling', mapId, status: 'ready', progress: 1 });
      } finally {
        onB.close();
      }
      await a.ctx.mapJobs.idle();
      expect(await mapRow(mapId)).toMatchObject({ status: 'ready', tiling_owner: null });
    });
  },
);
