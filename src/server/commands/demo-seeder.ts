import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ServerContext } from '../context';
import type { CurrentUser } from '../auth/authenticate';
import { writeWithActivity } from '../activity/record';
import { accountCreator } from './account-creator';
import { worldImporter } from './transfer/world-importer';
import { demoArchivePath, packDemoArchive } from './demo/demo-archive';

export const demoOwner = { userName: 'demo', email: 'demo@loreweave.local' } as const;
export const demoWorld = { urlName: 'the-shattered-isles', name: 'The Shattered Isles' } as const;

/** One import at a time per server: "Try now" on a fresh server may come twice at once. */
const importing = new WeakMap<ServerContext, Promise<string>>();

/**
 * Makes sure the demo account and world exist (idempotent). The world is data:
 * the archive in commands/demo/shattered-isles, imported through the world
 * importer as any archive is. A world of that address the demo account
 * already owns is left as it is.
 */
export async function demoSeeder(
  ctx: ServerContext,
): Promise<{ ownerId: string; worldId: string }> {
  let owner = await ctx.db
    .selectFrom('users')
    .select(['id', 'user_name'])
    .where('user_name', '=', demoOwner.userName)
    .executeTakeFirst();
  if (!owner) {
    const created = await accountCreator(ctx, {
      userName: demoOwner.userName,
      email: demoOwner.email,
      // Nobody signs in as the owner; visitors get guest accounts.
      password: crypto.randomBytes(24).toString('base64url'),
    });
    owner = { id: created.user.id, user_name: created.user.user_name };
  }
  const existing = await ctx.db
    .selectFrom('worlds')
    .select('id')
    .where('owner_id', '=', owner.id)
    .where('url_name', '=', demoWorld.urlName)
    .where('import_heartbeat_at', 'is', null)
    .executeTakeFirst();
  if (existing) return { ownerId: owner.id, worldId: existing.id };
  const actor = { id: owner.id, userName: owner.user_name, sessionId: '' };
  let running = importing.get(ctx);
  if (!running) {
    running = importDemoWorld(ctx, actor).finally(() => importing.delete(ctx));
    importing.set(ctx, running);
  }
  return { ownerId: owner.id, worldId: await running };
}

async function importDemoWorld(ctx: ServerContext, owner: CurrentUser): Promise<string> {
  const folder = await fs.promises.mkdtemp(path.join(os.tmpdir(), 'loreweave-demo-'));
  try {
    const zipFile = path.join(folder, 'shattered-isles.zip');
    await packDemoArchive(demoArchivePath(), zipFile);
    const report = await worldImporter(ctx, owner, zipFile, undefined, {
      name: demoWorld.name,
      urlName: demoWorld.urlName,
    });
    await recordDemoFeed(ctx, owner, report.world.id);
    return report.world.id;
  } finally {
    await fs.promises.rm(folder, { recursive: true, force: true });
  }
}

/**
 * An archive carries no feed, and a visitor's first screen is the world's
 * feed: it tells how the world was written, its main entities in the order
 * they were created, after the importer's own "imported" entry.
 */
async function recordDemoFeed(
  ctx: ServerContext,
  owner: CurrentUser,
  worldId: string,
): Promise<void> {
  const db = ctx.db;
  const [documents, events, images, dialogs, stories, maps] = await Promise.all([
    db
      .selectFrom('documents')
      .select(['id', 'name', 'type', 'created_at'])
      .where('world_id', '=', worldId)
      .execute(),
    db
      .selectFrom('events')
      .select(['id', 'name', 'created_at'])
      .where('world_id', '=', worldId)
      .execute(),
    db
      .selectFrom('images')
      .select(['id', 'name', 'created_at'])
      .where('world_id', '=', worldId)
      .execute(),
    db
      .selectFrom('dialogs')
      .select(['id', 'name', 'kind', 'created_at'])
      .where('world_id', '=', worldId)
      .execute(),
    db
      .selectFrom('stories')
      .select(['id', 'name', 'created_at'])
      .where('world_id', '=', worldId)
      .execute(),
    db
      .selectFrom('maps')
      .select(['id', 'name', 'created_at'])
      .where('world_id', '=', worldId)
      .execute(),
  ]);
  const entries = [
    ...documents.map((row) => ({
      at: row.created_at,
      type: 'create_new_document' as const,
      details: { documentId: row.id, name: row.name, type: row.type },
    })),
    ...events.map((row) => ({
      at: row.created_at,
      type: 'create_new_event' as const,
      details: { eventId: row.id, name: row.name },
    })),
    ...images.map((row) => ({
      at: row.created_at,
      type: 'upload_image' as const,
      details: { imageId: row.id, name: row.name },
    })),
    ...dialogs.map((row) => ({
      at: row.created_at,
      type: 'create_new_dialog' as const,
      details: { dialogId: row.id, name: row.name, kind: row.kind },
    })),
    ...stories.map((row) => ({
      at: row.created_at,
      type: 'create_new_story' as const,
      details: { storyId: row.id, name: row.name },
    })),
    ...maps.map((row) => ({
      at: row.created_at,
      type: 'create_map' as const,
      details: { mapId: row.id, mapName: row.name },
    })),
  ].sort(
    (a, b) => a.at.localeCompare(b.at) || labelOf(a.details).localeCompare(labelOf(b.details)),
  );
  await writeWithActivity(ctx, async (_trx, record) => {
    for (const { type, details } of entries)
      await record({ worldId, userId: owner.id, type, details });
  });
}

function labelOf(details: { name: string } | { mapName: string }): string {
  return 'name' in details ? details.name : details.mapName;
}
