import crypto from 'node:crypto';
import type { ServerContext } from '../../../src/server/context';
import { isoNow } from '../../../src/server/clock';
import { hashPassword } from '../../../src/server/auth/passwords';
import { worldCreator } from '../../../src/server/commands/world-writer';
import { documentCreator } from '../../../src/server/commands/wiki/document-writer';
import type { RichNode } from '../../../src/shared/wiki/rich-text';

const documentCount = 300;
const ownerPassword = 'bench-owner-password';

/** What the bench needs to know of the seeded world (written to DATA_DIR/public-page.json). */
export interface SeededSite {
  /** The address of one document's page. */
  pagePath: string;
  worldId: string;
  ownerName: string;
  ownerPassword: string;
  urlName: string;
  documentIds: string[];
}

/**
 * A public world of 300 documents of about 1,500 words' worth of blocks each,
 * mentioning one another, whose owner can sign in (to add members).
 */
export async function seedPublicWorld(ctx: ServerContext): Promise<SeededSite> {
  const now = isoNow(ctx.clock);
  const owner = { id: crypto.randomUUID(), userName: 'bench-owner', sessionId: '' };
  await ctx.db
    .insertInto('users')
    .values({
      id: owner.id,
      user_name: owner.userName,
      email: 'bench-owner@bench.test',
      password_hash: await hashPassword(ownerPassword),
      is_guest: 0,
      created_at: now,
      updated_at: now,
    })
    .execute();
  const world = await worldCreator(ctx, owner, {
    urlName: 'atlas',
    name: 'The Atlas',
    description: 'A world of islands, read by everyone.',
  });
  const ids: string[] = [];
  for (let i = 0; i < documentCount; i++) {
    const blocks: RichNode[] = [];
    for (let b = 0; b < 30; b++) {
      blocks.push({ type: 'heading', attrs: { level: 2 }, content: [text(`Part ${b}`)] });
      const mention: RichNode[] = ids.length
        ? [{ type: 'mention', attrs: { id: ids[b % ids.length], label: 'x' } }]
        : [];
      blocks.push({
        type: 'paragraph',
        content: [
          text(`The harbour of island ${i} & its <tides>, part ${b}. `.repeat(5)),
          ...mention,
        ],
      });
    }
    const document = await documentCreator(ctx, owner, world.id, {
      name: `Island ${String(i).padStart(3, '0')}`,
      type: 'location',
      description: '',
      tags: [],
      contents: { v: 1, doc: { type: 'doc', content: blocks } },
    });
    ids.push(document.id);
  }
  await ctx.db
    .updateTable('worlds')
    .set({ is_public: 1, default_visibility: 'public', published_at: now })
    .where('id', '=', world.id)
    .execute();
  return {
    pagePath: `/${owner.userName}/atlas/documents/${ids[Math.floor(documentCount / 2)]}`,
    worldId: world.id,
    ownerName: owner.userName,
    ownerPassword,
    urlName: 'atlas',
    documentIds: ids,
  };
}

function text(value: string): RichNode {
  return { type: 'text', text: value };
}
