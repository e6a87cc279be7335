import type { ServerContext } from '../../context';
import type { CurrentUser } from '../../auth/authenticate';
import { documentCreator } from '../wiki/document-writer';
import { relationTypeCreator } from '../relations/relation-type-writer';
import { relationCreator } from '../relations/relation-writer';

/** People, places and things the relations graph needs beside the wiki's first eight. */
const moreDocuments: { name: string; type: string; description: string; tags: string[] }[] = [
  {
    name: 'The Gullwing',
    type: 'item',
    description: 'A patched schooner, fastest in the archipelago.',
    tags: ['Crew'],
  },
  {
    name: 'Brother Hale',
    type: 'character',
    description: 'A Tidewarden who keeps the tide tables and his own counsel.',
    tags: ['Isles'],
  },
  {
    name: 'The Outer Reefs',
    type: 'location',
    description: 'Broken coral rings beyond Saltmere, where the old town drowned.',
    tags: ['Isles'],
  },
  {
    name: 'Cinder Choir',
    type: 'faction',
    description: 'Singers who keep the last flames lit through Longdark.',
    tags: ['Isles'],
  },
  {
    name: 'Widow Sable',
    type: 'character',
    description: 'Harbour-master of Saltmere; nothing docks without her nod.',
    tags: ['Isles'],
  },
  {
    name: 'Moon Shard',
    type: 'item',
    description: 'A splinter of the fallen moon that never stops glowing.',
    tags: ['Myth'],
  },
];

const types = {
  belongs: { name: 'Belongs to', color: '#4dabf7', directed: true },
  allied: { name: 'Allied with', color: '#69db7c', directed: false },
  rivals: { name: 'Rivals', color: '#ff8787', directed: false },
} as const;
type TypeKey = keyof typeof types;

/** [type, source, target, label] */
const relations: [TypeKey, string, string, string][] = [
  ['belongs', 'Mira Vell', 'The Gullwing', 'navigator'],
  ['belongs', 'Captain Oro', 'The Gullwing', 'captain'],
  ['belongs', 'The Gullwing', 'Saltmere', 'home port'],
  ['belongs', 'Brother Hale', 'Tidewardens', 'warden'],
  ['belongs', 'Tidewardens', 'Saltmere', 'keep watch over'],
  ['belongs', 'Widow Sable', 'Saltmere', 'harbour-master'],
  ['belongs', 'Reef Serpent', 'The Outer Reefs', 'dwells in'],
  ['belongs', 'The Drowned Bell', 'The Outer Reefs', 'sunk beneath'],
  ['belongs', 'Lantern of Ash', 'Cinder Choir', 'kept by'],
  ['belongs', 'Moon Shard', 'Moonfall', 'fell in'],
  ['belongs', 'Cinder Choir', 'Saltmere', 'chapel'],
  ['belongs', 'Moon Shard', 'Mira Vell', 'carried by'],
  ['belongs', 'Mira Vell', 'Saltmere', 'born in'],
  ['belongs', 'The Outer Reefs', 'Moonfall', 'broken by'],
  ['belongs', 'Saltmere', 'Moonfall', 'rebuilt after'],
  ['allied', 'Mira Vell', 'Captain Oro', 'shipmates'],
  ['allied', 'Captain Oro', 'Widow Sable', 'old debts'],
  ['allied', 'Tidewardens', 'Cinder Choir', 'shared vigil'],
  ['allied', 'Brother Hale', 'Mira Vell', 'sworn friend'],
  ['allied', 'Widow Sable', 'Tidewardens', ''],
  ['allied', 'Mira Vell', 'Cinder Choir', 'sheltered by'],
  ['allied', 'The Gullwing', 'Tidewardens', 'escort'],
  ['rivals', 'Captain Oro', 'Tidewardens', 'smuggling'],
  ['rivals', 'Reef Serpent', 'The Gullwing', 'hunted'],
  ['rivals', 'Brother Hale', 'Captain Oro', ''],
  ['rivals', 'Widow Sable', 'Cinder Choir', 'tithes'],
  ['rivals', 'Reef Serpent', 'Tidewardens', ''],
  ['rivals', 'The Drowned Bell', 'Lantern of Ash', 'darkness and light'],
  ['rivals', 'Mira Vell', 'Reef Serpent', 'scarred by'],
  ['rivals', 'Captain Oro', 'Moon Shard', 'covets'],
];

/**
 * Six more documents, three relation types and thirty relations for the
 * demo world. Runs once: a world that has relation types already is left alone.
 */
export async function seedDemoRelations(
  ctx: ServerContext,
  owner: CurrentUser,
  worldId: string,
): Promise<void> {
  const seeded = await ctx.db
    .selectFrom('relation_types')
    .select('id')
    .where('world_id', '=', worldId)
    .limit(1)
    .execute();
  if (seeded.length) return;
  const existing = await ctx.db
    .selectFrom('documents')
    .select(['id', 'name'])
    .where('world_id', '=', worldId)
    .execute();
  const ids = new Map(existing.map((document) => [document.name, document.id]));
  for (const document of moreDocuments) {
    if (ids.has(document.name)) continue;
    const created = await documentCreator(ctx, owner, worldId, {
      ...document,
      contents: {
        v: 1,
        doc: {
          type: 'doc',
          content: [{ type: 'paragraph', content: [{ type: 'text', text: document.description }] }],
        },
      },
    });
    ids.set(document.name, created.id);
  }
  const typeIds = new Map<TypeKey, string>();
  for (const [key, fields] of Object.entries(types) as [TypeKey, (typeof types)[TypeKey]][]) {
    typeIds.set(key, (await relationTypeCreator(ctx, owner, worldId, { ...fields })).id);
  }
  for (const [type, source, target, label] of relations) {
    const sourceId = ids.get(source);
    const targetId = ids.get(target);
    const typeId = typeIds.get(type);
    // A demo document renamed by an earlier version of the wiki seed is simply skipped.
    if (!sourceId || !targetId || !typeId) continue;
    await relationCreator(ctx, owner, worldId, { typeId, sourceId, targetId, label });
  }
}
