import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import type { ArchiveEntity, ArchiveRow } from '../../../shared/transfer/world-archive';
import { migrateRichText } from '../../../shared/wiki/rich-text';
import { endOf, startOf } from '../timeline/event-dates';
import { storedGraph } from '../dialogs/dialog-writer';
import { UserNames } from './user-names';

/**
 * Reads a world's rows a page at a time (keyset on the id) and shapes them as
 * archive rows, so an export of any size holds one page in memory. Rows are
 * read without one snapshot over the whole export; an import drops the rare
 * reference to something deleted between two pages.
 */
export interface ExportSource {
  db: Kysely<DB>;
  worldId: string;
  users: UserNames;
  /** Archive path of a document's .md file and of an image's file. */
  markdownFile(documentId: string): string;
  imageFile(image: { id: string; ext: string }): string;
}

export const exportPageSize = 200;

type Page<E extends ArchiveEntity> = (source: ExportSource, after: string) => Promise<{ rows: ArchiveRow<E>[]; last: string | null }>;

/** Every row of an entity, page by page. */
export async function* exportRows<E extends ArchiveEntity>(source: ExportSource, entity: E): AsyncGenerator<ArchiveRow<E>> {
  const page = pages[entity] as Page<E>;
  let after = '';
  for (;;) {
    const { rows, last } = await page(source, after);
    yield* rows;
    if (last === null) return;
    after = last;
  }
}

const lastOf = (rows: { id: string }[]) => (rows.length === exportPageSize ? rows[rows.length - 1]!.id : null);

function byWorld(source: ExportSource, table: keyof DB & string, after: string) {
  // Every world-scoped table has world_id and id; Kysely cannot see that through the generic.
  return (source.db as unknown as Kysely<Record<string, { id: string; world_id: string }>>)
    .selectFrom(table as 'any')
    .selectAll()
    .where('world_id', '=', source.worldId)
    .where('id', '>', after)
    .orderBy('id')
    .limit(exportPageSize);
}

async function tagNamesByDocument(source: ExportSource, documentIds: string[]): Promise<Map<string, string[]>> {
  const rows = documentIds.length
    ? await source.db
        .selectFrom('document_tags')
        .innerJoin('tags', 'tags.id', 'document_tags.tag_id')
        .select(['document_tags.document_id', 'tags.name'])
        .where('document_tags.document_id', 'in', documentIds)
        .orderBy('tags.name')
        .execute()
    : [];
  return groupBy(rows, (row) => row.document_id, (row) => row.name);
}

function groupBy<T, V>(rows: T[], key: (row: T) => string, value: (row: T) => V): Map<string, V[]> {
  const groups = new Map<string, V[]>();
  for (const row of rows) {
    const list = groups.get(key(row)) ?? [];
    list.push(value(row));
    groups.set(key(row), list);
  }
  return groups;
}

function authored(users: UserNames, row: { created_by: string | null; updated_by: string | null; created_at: string; updated_at: string }) {
  return { createdBy: users.name(row.created_by), updatedBy: users.name(row.updated_by), createdAt: row.created_at, updatedAt: row.updated_at };
}

const pages: { [E in ArchiveEntity]: Page<E> } = {
  async tags(source, after) {
    const rows = (await byWorld(source, 'tags', after).execute()) as unknown as DB['tags'][];
    return {
      rows: rows.map((row) => ({ id: row.id, name: row.name, previewable: row.previewable === 1, createdAt: row.created_at })),
      last: lastOf(rows),
    };
  },

  async documents(source, after) {
    const rows = (await byWorld(source, 'documents', after).execute()) as unknown as DB['documents'][];
    const tags = await tagNamesByDocument(source, rows.map((row) => row.id));
    await source.users.load(rows.flatMap((row) => [row.created_by, row.updated_by]));
    return {
      rows: rows.map((row) => ({
        id: row.id,
        name: row.name,
        type: row.type,
        description: row.description,
        contents: migrateRichText(JSON.parse(row.contents)),
        tags: tags.get(row.id) ?? [],
        version: row.version,
        markdown: source.markdownFile(row.id),
        ...authored(source.users, row),
      })),
      last: lastOf(rows),
    };
  },

  async revisions(source, after) {
    const rows = (await byWorld(source, 'document_revisions', after).execute()) as unknown as DB['document_revisions'][];
    const editorIds = rows.map((row) => JSON.parse(row.editors) as string[]);
    await source.users.load([...rows.map((row) => row.author_id), ...editorIds.flat()]);
    return {
      rows: rows.map((row, index) => ({
        id: row.id,
        documentId: row.document_id,
        version: row.version,
        kind: row.kind,
        restoredFrom: row.restored_from,
        name: row.name,
        type: row.type,
        description: row.description,
        tags: JSON.parse(row.tags) as string[],
        contents: migrateRichText(JSON.parse(row.contents)),
        author: source.users.name(row.author_id),
        editors: editorIds[index]!.map((editor) => source.users.name(editor)).filter((name) => name !== null),
        createdAt: row.created_at,
      })),
      last: lastOf(rows),
    };
  },

  async templates(source, after) {
    const rows = (await byWorld(source, 'document_templates', after).execute()) as unknown as DB['document_templates'][];
    await source.users.load(rows.map((row) => row.created_by));
    return {
      rows: rows.map((row) => ({
        id: row.id,
        name: row.name,
        type: row.type,
        contents: JSON.parse(row.contents) as unknown,
        createdBy: source.users.name(row.created_by),
        createdAt: row.created_at,
      })),
      last: lastOf(rows),
    };
  },

  async todos(source, after) {
    const rows = (await byWorld(source, 'todos', after).execute()) as unknown as DB['todos'][];
    await source.users.load(rows.flatMap((row) => [row.created_by, row.assignee_id]));
    return {
      rows: rows.map((row) => ({
        id: row.id,
        text: row.text,
        done: row.done === 1,
        assignee: source.users.name(row.assignee_id),
        ...authored(source.users, { ...row, updated_by: null }),
      })),
      last: lastOf(rows),
    };
  },

  async timelineRows(source, after) {
    const rows = (await byWorld(source, 'timeline_rows', after).execute()) as unknown as DB['timeline_rows'][];
    return {
      rows: rows.map((row) => ({ id: row.id, name: row.name, position: row.position, createdAt: row.created_at })),
      last: lastOf(rows),
    };
  },

  async events(source, after) {
    const rows = (await byWorld(source, 'events', after).execute()) as unknown as DB['events'][];
    const links = rows.length
      ? await source.db.selectFrom('event_documents').select(['event_id', 'document_id']).where('event_id', 'in', rows.map((row) => row.id)).execute()
      : [];
    const documents = groupBy(links, (link) => link.event_id, (link) => link.document_id);
    await source.users.load(rows.flatMap((row) => [row.created_by, row.updated_by]));
    return {
      rows: rows.map((row) => ({
        id: row.id,
        rowId: row.row_id,
        name: row.name,
        kind: row.kind === 'instant' ? 'instant' : 'lasting',
        start: startOf(row),
        end: endOf(row),
        description: row.description,
        documentIds: (documents.get(row.id) ?? []).sort(),
        version: row.version,
        ...authored(source.users, row),
      })),
      last: lastOf(rows),
    };
  },

  async imageCategories(source, after) {
    const rows = (await byWorld(source, 'image_categories', after).execute()) as unknown as DB['image_categories'][];
    return { rows: rows.map((row) => ({ id: row.id, name: row.name, createdAt: row.created_at })), last: lastOf(rows) };
  },

  async images(source, after) {
    const rows = (await byWorld(source, 'images', after).execute()) as unknown as DB['images'][];
    const links = rows.length
      ? await source.db.selectFrom('image_documents').select(['image_id', 'document_id']).where('image_id', 'in', rows.map((row) => row.id)).execute()
      : [];
    const documents = groupBy(links, (link) => link.image_id, (link) => link.document_id);
    await source.users.load(rows.flatMap((row) => [row.created_by, row.updated_by]));
    return {
      rows: rows.map((row) => ({
        id: row.id,
        categoryId: row.category_id,
        name: row.name,
        file: source.imageFile(row),
        documentIds: (documents.get(row.id) ?? []).sort(),
        version: row.version,
        ...authored(source.users, row),
      })),
      last: lastOf(rows),
    };
  },

  async relationTypes(source, after) {
    const rows = (await byWorld(source, 'relation_types', after).execute()) as unknown as DB['relation_types'][];
    return {
      rows: rows.map((row) => ({ id: row.id, name: row.name, color: row.color, directed: row.directed === 1, createdAt: row.created_at })),
      last: lastOf(rows),
    };
  },

  async relations(source, after) {
    const rows = (await byWorld(source, 'relations', after).execute()) as unknown as DB['relations'][];
    await source.users.load(rows.map((row) => row.created_by));
    return {
      rows: rows.map((row) => ({
        id: row.id,
        typeId: row.type_id,
        sourceId: row.source_id,
        targetId: row.target_id,
        label: row.label,
        createdBy: source.users.name(row.created_by),
        createdAt: row.created_at,
        updatedAt: row.updated_at,
      })),
      last: lastOf(rows),
    };
  },

  async graphPositions(source, after) {
    const rows = await source.db
      .selectFrom('graph_positions')
      .selectAll()
      .where('world_id', '=', source.worldId)
      .where('document_id', '>', after)
      .orderBy('document_id')
      .limit(exportPageSize)
      .execute();
    return {
      rows: rows.map((row) => ({ documentId: row.document_id, x: row.x, y: row.y })),
      last: lastOf(rows.map((row) => ({ id: row.document_id }))),
    };
  },

  async storyVariables(source, after) {
    const rows = (await byWorld(source, 'story_variables', after).execute()) as unknown as DB['story_variables'][];
    return {
      rows: rows.map((row) => ({
        id: row.id,
        name: row.name,
        type: row.type as ArchiveRow<'storyVariables'>['type'],
        commentary: row.commentary,
        defaultValue: row.default_value,
        createdAt: row.created_at,
        updatedAt: row.updated_at,
      })),
      last: lastOf(rows),
    };
  },

  async metaSchema(source, after) {
    const rows = (await byWorld(source, 'dialog_meta_schemas', after).execute()) as unknown as DB['dialog_meta_schemas'][];
    return {
      rows: rows.map((row) => ({
        id: row.id,
        name: row.name,
        type: row.type as ArchiveRow<'metaSchema'>['type'],
        commentary: row.commentary,
        createdAt: row.created_at,
        updatedAt: row.updated_at,
      })),
      last: lastOf(rows),
    };
  },

  async dialogs(source, after) {
    const rows = (await byWorld(source, 'dialogs', after).execute()) as unknown as DB['dialogs'][];
    await source.users.load(rows.flatMap((row) => [row.created_by, row.updated_by]));
    return {
      rows: rows.map((row) => ({
        id: row.id,
        name: row.name,
        kind: row.kind === 'linear' ? 'linear' : 'branching',
        graph: storedGraph(row.graph),
        version: row.version,
        ...authored(source.users, row),
      })),
      last: lastOf(rows),
    };
  },

  async stories(source, after) {
    const rows = (await byWorld(source, 'stories', after).execute()) as unknown as DB['stories'][];
    await source.users.load(rows.flatMap((row) => [row.created_by, row.updated_by]));
    return {
      rows: rows.map((row) => ({
        id: row.id,
        name: row.name,
        type: row.type,
        description: row.description,
        version: row.version,
        ...authored(source.users, row),
      })),
      last: lastOf(rows),
    };
  },

  async storyBlocks(source, after) {
    const rows = (await byWorld(source, 'story_blocks', after).execute()) as unknown as DB['story_blocks'][];
    return {
      rows: rows.map((row) => ({
        id: row.id,
        storyId: row.story_id,
        name: row.name,
        position: row.position,
        version: row.version,
        createdAt: row.created_at,
        updatedAt: row.updated_at,
      })),
      last: lastOf(rows),
    };
  },

  async storyScenes(source, after) {
    const rows = (await byWorld(source, 'story_scenes', after).execute()) as unknown as DB['story_scenes'][];
    const links = rows.length
      ? await source.db
          .selectFrom('story_scene_links')
          .select(['scene_id', 'target_kind', 'target_id', 'position'])
          .where('scene_id', 'in', rows.map((row) => row.id))
          .orderBy('position')
          .execute()
      : [];
    const byScene = groupBy(links, (link) => link.scene_id, (link) => ({
      kind: link.target_kind as ArchiveRow<'storyScenes'>['links'][number]['kind'],
      id: link.target_id,
    }));
    return {
      rows: rows.map((row) => ({
        id: row.id,
        storyId: row.story_id,
        blockId: row.block_id,
        name: row.name,
        text: row.text,
        position: row.position,
        links: byScene.get(row.id) ?? [],
        version: row.version,
        createdAt: row.created_at,
        updatedAt: row.updated_at,
      })),
      last: lastOf(rows),
    };
  },
};
