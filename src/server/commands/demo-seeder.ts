import crypto from 'node:crypto';
import type { ServerContext } from '../context';
import { accountCreator } from './account-creator';
import { worldCreator } from './world-writer';
import { seedDemoWiki } from './demo/demo-wiki';
import { seedDemoTimeline } from './demo/demo-timeline';
import { seedDemoRelations } from './demo/demo-relations';
import { seedDemoImages } from './demo/demo-images';
import { seedDemoDialogs } from './demo/demo-dialogs';
import { seedDemoStories } from './demo/demo-stories';

export const demoOwner = { userName: 'demo', email: 'demo@loreweave.local' } as const;
export const demoWorld = {
  urlName: 'the-shattered-isles',
  name: 'The Shattered Isles',
  description:
    'An archipelago broken by a falling moon. Explore how Loreweave keeps a world together: documents, a timeline on its own calendar, images, relations, stories and dialogs.',
} as const;

/**
 * Makes sure the demo account and world exist (idempotent). Later issues add
 * their entities here so "Try now" shows a living world.
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
    .executeTakeFirst();
  const actor = { id: owner.id, userName: owner.user_name, sessionId: '' };
  const worldId = existing?.id ?? (await worldCreator(ctx, actor, demoWorld)).id;
  await seedDemoWiki(ctx, actor, worldId);
  await seedDemoTimeline(ctx, actor, worldId);
  await seedDemoRelations(ctx, actor, worldId);
  await seedDemoImages(ctx, actor, worldId);
  await seedDemoDialogs(ctx, actor, worldId);
  await seedDemoStories(ctx, actor, worldId);
  return { ownerId: owner.id, worldId };
}
