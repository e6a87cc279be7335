import type {
  ActivitiesTable,
  DocumentLinksTable,
  DocumentRevisionsTable,
  DocumentsTable,
  DocumentTagsTable,
  TagsTable,
} from '../../src/server/db/schema';
import { documentSearchEntry } from '../../src/server/commands/wiki/document-writer';
import { nameKey } from '../../src/server/model/name-key';
import { indexNewEntries } from '../../src/server/search/search-index';
import { documentTypes, type DocumentType } from '../../src/shared/wiki/document-types';
import { plainText } from '../../src/shared/wiki/rich-text';
import {
  insertChunked,
  seededId,
  seededTime,
  type GenerateContext,
  type Generator,
} from './context';
import { targetWorld } from './target-world';
import { planName, sentence, writeContents, type PlannedDocument } from './prose';
import { capitalize, inventedWord, ZipfWords } from './vocabulary';

/** Written and inserted this many at a time, so 10,000 documents never sit in memory at once. */
const batchSize = 250;
/** Characters and places dominate a real world's wiki. */
const typeWeights: [DocumentType, number][] = documentTypes.map((type) => [
  type,
  type === 'character' ? 5 : type === 'location' ? 3 : type === 'note' ? 0.5 : 1,
]);

/**
 * Documents of about 1,000 words (800–1,200) as the document writer saves
 * them: contents as versioned rich text, tags, `@` mentions of each other
 * (links), a first revision, a feed row, and a search index entry.
 */
export const documents: Generator = {
  flag: 'documents',
  about:
    'documents of ~1,000 words with tags, mentions and a revision each, searchable, in ONE world',
  options: {
    'into-world':
      'the world id the documents go to; without it, the first world this run made, or a new one (with its owner)',
  },
  async run(ctx, count) {
    const world = await targetWorld(ctx);
    const authors = await writersOf(ctx, world.id);
    const taken = await ctx.db
      .selectFrom('documents')
      .select('name_key')
      .where('world_id', '=', world.id)
      .execute();
    const takenNames = new Set(taken.map((row) => row.name_key));
    const takenSubjects = new Set<string>();
    const planned: PlannedDocument[] = [];
    for (let index = 0; index < count; index++) {
      const type = weightedPick(ctx, typeWeights);
      planned.push({
        id: seededId(ctx),
        type,
        ...planName(ctx.random, type, takenSubjects, takenNames),
      });
    }
    if (
      planned[0] &&
      (await ctx.db
        .selectFrom('documents')
        .select('id')
        .where('id', '=', planned[0].id)
        .executeTakeFirst())
    ) {
      throw new Error(
        `Seed ${ctx.seed} already generated documents into this database; pick another with --seed.`,
      );
    }
    const tags = await createTags(ctx, world.id);
    const vocabulary = new ZipfWords(ctx.random);
    const links: DocumentLinksTable[] = [];
    const activities: Omit<ActivitiesTable, 'id'>[] = [];
    let words = 0;
    for (let start = 0; start < planned.length; start += batchSize) {
      const batch = planned.slice(start, start + batchSize).map((plan) => {
        const written = writeDocument(ctx, world.id, plan, { planned, tags, authors, vocabulary });
        links.push(...written.links);
        activities.push(written.activity);
        words += written.words;
        return written;
      });
      await insertBatch(ctx, batch);
    }
    await insertChunked(
      links,
      (chunk) => ctx.db.insertInto('document_links').values(chunk).execute(),
      500,
    );
    activities.sort((a, b) => a.created_at.localeCompare(b.created_at));
    await insertChunked(activities, (chunk) =>
      ctx.db.insertInto('activities').values(chunk).execute(),
    );
    const average = count > 0 ? Math.round(words / count) : 0;
    return (
      `${count} documents (~${average} words each, ${tags.length} tags, ${links.length} mentions) ` +
      `in world ${world.id}${world.urlName ? ` (${world.urlName})` : ''}`
    );
  },
};

interface Shared {
  planned: PlannedDocument[];
  tags: TagsTable[];
  authors: string[];
  vocabulary: ZipfWords;
}

interface WrittenDocument {
  document: DocumentsTable;
  tags: DocumentTagsTable[];
  tagNames: string[];
  revision: DocumentRevisionsTable;
  links: DocumentLinksTable[];
  activity: Omit<ActivitiesTable, 'id'>;
  words: number;
}

function writeDocument(
  ctx: GenerateContext,
  worldId: string,
  plan: PlannedDocument,
  shared: Shared,
): WrittenDocument {
  const { random } = ctx;
  const mentions = new Map<string, PlannedDocument>();
  for (let left = random.int(1, 5); left > 0; left--) {
    const target = random.pick(shared.planned);
    if (target.id !== plan.id) mentions.set(target.id, target);
  }
  const words = random.int(800, 1200);
  const contents = writeContents(random, shared.vocabulary, plan, [...mentions.values()], words);
  const tags = new Map<string, TagsTable>();
  for (let left = random.int(0, 3); left > 0; left--) {
    // Rank-weighted: a few tags carry most documents, as in a real wiki.
    const tag = shared.tags[Math.floor(shared.tags.length * random.next() ** 2.5)];
    if (tag) tags.set(tag.id, tag);
  }
  const tagNames = [...tags.values()].map((tag) => tag.name).sort((a, b) => a.localeCompare(b));
  const author = random.pick(shared.authors);
  const createdAt = seededTime(ctx);
  const document: DocumentsTable = {
    id: plan.id,
    world_id: worldId,
    name: plan.name,
    name_key: nameKey(plan.name),
    type: plan.type,
    description: sentence(random, shared.vocabulary, plan.subject),
    contents: JSON.stringify(contents),
    contents_text: plainText(contents.doc),
    version: 1,
    created_by: author,
    updated_by: author,
    created_at: createdAt,
    updated_at: createdAt,
  };
  return {
    document,
    tagNames,
    tags: [...tags.keys()].map((tagId) => ({
      world_id: worldId,
      document_id: plan.id,
      tag_id: tagId,
    })),
    revision: {
      id: seededId(ctx),
      world_id: worldId,
      document_id: plan.id,
      version: 1,
      kind: 'create',
      restored_from: null,
      name: document.name,
      type: document.type,
      description: document.description,
      tags: JSON.stringify(tagNames),
      contents: document.contents,
      author_id: author,
      created_at: createdAt,
      editors: '[]',
    },
    links: [...mentions.keys()].map((targetId) => ({
      world_id: worldId,
      source_id: plan.id,
      target_id: targetId,
    })),
    activity: {
      world_id: worldId,
      user_id: author,
      type: 'create_new_document',
      details: JSON.stringify({ documentId: plan.id, name: document.name, type: document.type }),
      created_at: createdAt,
    },
    words: document.contents_text.split(/\s+/).length,
  };
}

async function insertBatch(ctx: GenerateContext, batch: WrittenDocument[]): Promise<void> {
  await insertChunked(
    batch.map((written) => written.document),
    (chunk) => ctx.db.insertInto('documents').values(chunk).execute(),
    50,
  );
  await insertChunked(
    batch.flatMap((written) => written.tags),
    (chunk) => ctx.db.insertInto('document_tags').values(chunk).execute(),
    500,
  );
  await insertChunked(
    batch.map((written) => written.revision),
    (chunk) => ctx.db.insertInto('document_revisions').values(chunk).execute(),
    50,
  );
  await indexNewEntries(
    ctx.db,
    batch.map((written) => documentSearchEntry(written.document, written.tagNames)),
  );
}

/** The world named by --into-world, else the first one generated in this run, else a new one. */

/** Owners and writers: the people who may have written the documents. */
async function writersOf(ctx: GenerateContext, worldId: string): Promise<string[]> {
  const rows = await ctx.db
    .selectFrom('world_members')
    .select('user_id')
    .where('world_id', '=', worldId)
    .where('role', 'in', ['owner', 'writer'])
    .execute();
  if (rows.length === 0)
    throw new Error(`World ${worldId} has no owner or writer to author documents`);
  return rows.map((row) => row.user_id);
}

/** About forty tags: a few workflow labels and invented houses and regions. */
async function createTags(ctx: GenerateContext, worldId: string): Promise<TagsTable[]> {
  const existing = await ctx.db
    .selectFrom('tags')
    .select('name_key')
    .where('world_id', '=', worldId)
    .execute();
  const taken = new Set(existing.map((row) => row.name_key));
  const names = [
    'Main cast',
    'Canon',
    'Draft',
    'Needs review',
    'Act I',
    'Act II',
    'Act III',
    'Secret',
  ];
  while (names.length < 40)
    names.push(
      `${ctx.random.pick(['House', 'Region', 'Era'])} ${capitalize(inventedWord(ctx.random, 2, 3))}`,
    );
  const createdAt = seededTime(ctx);
  const rows: TagsTable[] = [];
  for (const name of names) {
    if (taken.has(nameKey(name))) continue;
    taken.add(nameKey(name));
    rows.push({
      id: seededId(ctx),
      world_id: worldId,
      name,
      name_key: nameKey(name),
      previewable: ctx.random.next() < 0.2 ? 1 : 0,
      created_at: createdAt,
    });
  }
  await insertChunked(rows, (chunk) => ctx.db.insertInto('tags').values(chunk).execute());
  return rows;
}

function weightedPick<T>(ctx: GenerateContext, weighted: [T, number][]): T {
  const total = weighted.reduce((sum, [, weight]) => sum + weight, 0);
  let left = ctx.random.next() * total;
  for (const [item, weight] of weighted) {
    left -= weight;
    if (left < 0) return item;
  }
  return weighted[weighted.length - 1]![0];
}
