import type {
  ActivitiesTable,
  RelationTypesTable,
  RelationsTable,
} from '../../src/server/db/schema';
import { nameKey } from '../../src/server/model/name-key';
import { pairKey } from '../../src/server/commands/relations/relation-writer';
import { relationColors } from '../../src/shared/schemas/relation';
import {
  insertChunked,
  seededId,
  seededTime,
  type GenerateContext,
  type Generator,
} from './context';
import { targetWorld } from './target-world';

const typeNames: [name: string, directed: boolean][] = [
  ['Ally of', false],
  ['Rival of', false],
  ['Serves', true],
  ['Lives in', true],
  ['Kin of', false],
  ['Owes a debt to', true],
  ['Founded', true],
  ['Fears', true],
  ['Trades with', false],
  ['Guards', true],
];
const labels = [
  '',
  '',
  '',
  'since youth',
  'sworn',
  'in secret',
  'reluctantly',
  'by marriage',
  'for a price',
  'once',
];

/**
 * Relations between the documents of ONE world (the documents world), as the
 * relation writer saves them, over `--relation-types` types. Targets lean
 * towards a few hubs, as in a real world's cast (the capital, the hero), so
 * the graph has the shape the relations graph must lay out:
 * `npm run generate -- --documents 500 --relations 1500` is the graph
 * benchmark's world.
 */
export const relations: Generator = {
  flag: 'relations',
  about:
    'relations between the documents of ONE world (the documents world), over --relation-types types',
  options: {
    'relation-types':
      'how many relation types the relations spread over (default 5, at most 10; existing types count)',
  },
  async run(ctx, count) {
    const { id: worldId } = await targetWorld(ctx);
    const documents = (
      await ctx.db
        .selectFrom('documents')
        .select('id')
        .where('world_id', '=', worldId)
        .orderBy('id')
        .execute()
    ).map((row) => row.id);
    if (documents.length < 2)
      throw new Error('--relations needs a world with at least two documents (add --documents N)');
    const types = await ensureTypes(ctx, worldId, typeCount(ctx.options['relation-types']));
    const authors = await ctx.db
      .selectFrom('world_members')
      .select('user_id')
      .where('world_id', '=', worldId)
      .where('role', 'in', ['owner', 'writer'])
      .execute();
    const taken = new Set(
      (
        await ctx.db
          .selectFrom('relations')
          .select(['type_id', 'pair_key'])
          .where('world_id', '=', worldId)
          .execute()
      ).map((row) => `${row.type_id}/${row.pair_key}`),
    );
    const rows: RelationsTable[] = [];
    const activities: Omit<ActivitiesTable, 'id'>[] = [];
    // Give up on a full world rather than loop forever: at most 20 tries per relation.
    for (let attempts = 0; rows.length < count && attempts < count * 20; attempts++) {
      const type = ctx.random.pick(types);
      const source = ctx.random.pick(documents);
      // Squaring a uniform draw favours the first documents: a few hubs, many leaves.
      const target = documents[Math.floor(ctx.random.next() ** 2 * documents.length)] ?? source;
      if (source === target) continue;
      const key = pairKey(Boolean(type.directed), source, target);
      if (taken.has(`${type.id}/${key}`)) continue;
      taken.add(`${type.id}/${key}`);
      const author = authors.length ? ctx.random.pick(authors).user_id : null;
      const createdAt = seededTime(ctx);
      const relation: RelationsTable = {
        id: seededId(ctx),
        world_id: worldId,
        type_id: type.id,
        source_id: source,
        target_id: target,
        pair_key: key,
        label: ctx.random.pick(labels),
        created_by: author,
        created_at: createdAt,
        updated_at: createdAt,
      };
      rows.push(relation);
      activities.push({
        world_id: worldId,
        user_id: author,
        type: 'create_relation',
        details: JSON.stringify({
          relationId: relation.id,
          typeId: type.id,
          typeName: type.name,
          label: relation.label,
        }),
        created_at: createdAt,
      });
    }
    await insertChunked(
      rows,
      (chunk) => ctx.db.insertInto('relations').values(chunk).execute(),
      200,
    );
    activities.sort((a, b) => a.created_at.localeCompare(b.created_at));
    await insertChunked(activities, (chunk) =>
      ctx.db.insertInto('activities').values(chunk).execute(),
    );
    return `${rows.length} relations of ${types.length} types between ${documents.length} documents in world ${worldId}`;
  },
};

function typeCount(value: string | undefined): number {
  const count = value === undefined ? 5 : Number(value);
  if (!Number.isInteger(count) || count < 1 || count > typeNames.length) {
    throw new Error(
      `--relation-types must be a whole number from 1 to ${typeNames.length}, got ${value}`,
    );
  }
  return count;
}

/** The world's relation types, topped up to `wanted` from the list above. */
async function ensureTypes(
  ctx: GenerateContext,
  worldId: string,
  wanted: number,
): Promise<RelationTypesTable[]> {
  const existing = await ctx.db
    .selectFrom('relation_types')
    .selectAll()
    .where('world_id', '=', worldId)
    .execute();
  const names = new Set(existing.map((type) => type.name_key));
  const created: RelationTypesTable[] = [];
  for (const [name, directed] of typeNames) {
    if (existing.length + created.length >= wanted) break;
    if (names.has(nameKey(name))) continue;
    created.push({
      id: seededId(ctx),
      world_id: worldId,
      name,
      name_key: nameKey(name),
      color:
        relationColors[(existing.length + created.length) % relationColors.length] ??
        relationColors[0],
      directed: directed ? 1 : 0,
      created_at: seededTime(ctx),
    });
  }
  if (created.length) await ctx.db.insertInto('relation_types').values(created).execute();
  return [...existing, ...created];
}

/** The world named by --into-world, else the first one generated in this run, else a new one. */
