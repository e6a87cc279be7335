import type { ServerContext } from '../context';
import type { WorldsTable } from '../db/schema';
import type { CurrentUser } from '../auth/authenticate';
import type { PublishingRequest } from '../../shared/schemas/world';
import { writeWithActivity, type RecordActivity } from '../activity/record';
import { isoNow } from '../clock';

/**
 * Publishes or unpublishes a world and sets the default of its items. Takes
 * effect at once: every reader route loads the world's flag per request.
 */
export async function worldPublisher(
  ctx: ServerContext,
  user: CurrentUser,
  world: WorldsTable,
  fields: PublishingRequest,
): Promise<WorldsTable> {
  const wasPublic = world.is_public === 1;
  const previousDefault = world.default_visibility === 'public' ? 'public' : 'members';
  const now = isoNow(ctx.clock);
  const updated: WorldsTable = {
    ...world,
    is_public: fields.isPublic ? 1 : 0,
    default_visibility: fields.defaultVisibility,
    // The date of the latest publication; kept when unpublished, for the owner's record.
    published_at: fields.isPublic && !wasPublic ? now : (world.published_at ?? null),
    updated_at: now,
    version: world.version + 1,
  };
  if (wasPublic === fields.isPublic && previousDefault === fields.defaultVisibility) return world;
  return writeWithActivity(ctx, async (trx, record) => {
    await trx
      .updateTable('worlds')
      .set({
        is_public: updated.is_public,
        default_visibility: updated.default_visibility,
        published_at: updated.published_at,
        updated_at: updated.updated_at,
        version: updated.version,
      })
      .where('id', '=', world.id)
      .execute();
    await recordChanges(record, world, user, {
      published: wasPublic === fields.isPublic ? undefined : fields.isPublic,
      defaultVisibility:
        previousDefault === fields.defaultVisibility ? undefined : fields.defaultVisibility,
    });
    return updated;
  });
}

async function recordChanges(
  record: RecordActivity,
  world: WorldsTable,
  user: CurrentUser,
  change: { published?: boolean; defaultVisibility?: string },
): Promise<void> {
  // One feed entry per change: the feed reads "published", not "changed settings".
  if (change.published !== undefined) {
    await record({
      worldId: world.id,
      userId: user.id,
      type: change.published ? 'publish_world' : 'unpublish_world',
      details: { name: world.name },
    });
  }
  if (change.defaultVisibility !== undefined) {
    await record({
      worldId: world.id,
      userId: user.id,
      type: 'update_world_visibility',
      details: { name: world.name, defaultVisibility: change.defaultVisibility },
    });
  }
}
