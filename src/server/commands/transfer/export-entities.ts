import { isVisibility, type Visibility } from '../../../shared/visibility';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import type { ArchiveEntity, ArchiveRow } from '../../../shared/transfer/world-archive';
import { migrateRichText } from '../../../shared/wiki/rich-text';
import { endOf, startOf } from '../../model/event-dates';
import { storedGraph } from '../../model/stored-dialog';
import { UserNames } from './user-names';
import { lineIdInArchive } from './line-ids';
import type { MapGeometry, MapPinIcon } from '../../../shared/schemas/map';
import type { DateParts } from '../../../shared/calendar/calendar-config';
import type { DocumentTypeColor, DocumentTypeIcon } from '../../../shared/wiki/document-types';

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
  /** Archive path of a map's picture, or null when the map has none to carry. */
  mapPicture(mapId: string): string | null;
}

export const exportPageSize = 200;

type Page<E extends ArchiveEntity> = (
  source: ExportSource,
  after: string,
) => Promise<{ rows: ArchiveRow<E>[]; last: string | null }>;

/** Every row of an entity, page by page. */
export async function* exportRows<E extends ArchiveEntity>(
  source: ExportSource,
  entity: E,
): AsyncGenerator<ArchiveRow<E>> {
  const page = pages[entity] as Page<E>;
  let after = '';
  for (;;) {
    const { rows, last } = await page(source, after);
    yield* rows;
    if (last === null) return;
    after = last;
  }
}

const lastOf = (rows: { id: string }[]) =>
  rows.length === exportPageSize ? rows[rows.length - 1]!.id : null;

/** One page of a world-scoped table's rows, by id. */
async function rowsOf<T extends keyof DB & string>(
  source: ExportSource,
  table: T,
  after: string,
): Promise<DB[T][]> {
  // Every world-scoped table has world_id and id; Kysely cannot see that through the generic.
  const rows = await (
    source.db as unknown as Kysely<Record<string, { id: string; world_id: string }>>
  )
    .selectFrom(table as 'any')
    .selectAll()
    .where('world_id', '=', source.worldId)
    .where('id', '>', after)
    .orderBy('id')
    .limit(exportPageSize)
    .execute();
  return rows as unknown as DB[T][];
}

/** A page of archive rows shaped from table rows, and where the next page starts. */
function pageOf<R extends { id: string }, A>(
  rows: R[],
  shape: (row: R, index: number) => A,
): { rows: A[]; last: string | null } {
  return { rows: rows.map(shape), last: lastOf(rows) };
}

async function tagNamesByDocument(
  source: ExportSource,
  documentIds: string[],
): Promise<Map<string, string[]>> {
  const rows = documentIds.length
    ? await source.db
        .selectFrom('document_tags')
        .innerJoin('tags', 'tags.id', 'document_tags.tag_id')
        .select(['document_tags.document_id', 'tags.name'])
        .where('document_tags.document_id', 'in', documentIds)
        .orderBy('tags.name')
        .execute()
    : [];
  return groupBy(
    rows,
    (row) => row.document_id,
    (row) => row.name,
  );
}

/** The documents each event or image links to, from its link table, sorted. */
async function linkedDocuments(
  source: ExportSource,
  table: 'event_documents' | 'image_documents',
  ids: string[],
): Promise<Map<string, string[]>> {
  if (ids.length === 0) return new Map();
  const rows =
    table === 'event_documents'
      ? await source.db
          .selectFrom(table)
          .select(['event_id as owner', 'document_id'])
          .where('event_id', 'in', ids)
          .execute()
      : await source.db
          .selectFrom(table)
          .select(['image_id as owner', 'document_id'])
          .where('image_id', 'in', ids)
          .execute();
  const groups = groupBy(
    rows,
    (row) => row.owner,
    (row) => row.document_id,
  );
  for (const list of groups.values()) list.sort();
  return groups;
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

function authored(
  users: UserNames,
  row: {
    created_by: string | null;
    updated_by: string | null;
    created_at: string;
    updated_at: string;
  },
) {
  return {
    createdBy: users.name(row.created_by),
    updatedBy: users.name(row.updated_by),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

const pages: { [E in ArchiveEntity]: Page<E> } = {
  async tags(source, after) {
    const rows = await rowsOf(source, 'tags', after);
    return pageOf(rows, (row) => ({
      id: row.id,
      name: row.name,
      previewable: row.previewable === 1,
      createdAt: row.created_at,
    }));
  },

  async documents(source, after) {
    const rows = await rowsOf(source, 'documents', after);
    const tags = await tagNamesByDocument(
      source,
      rows.map((row) => row.id),
    );
    await source.users.load(rows.flatMap((row) => [row.created_by, row.updated_by]));
    return pageOf(rows, (row) => ({
      id: row.id,
      name: row.name,
      type: row.type,
      description: row.description,
      contents: migrateRichText(JSON.parse(row.contents)),
      tags: tags.get(row.id) ?? [],
      version: row.version,
      markdown: source.markdownFile(row.id),
      visibility: ownVisibility(row.visibility),
      parentId: row.parent_id ?? null,
      ...authored(source.users, row),
    }));
  },

  async revisions(source, after) {
    const rows = await rowsOf(source, 'document_revisions', after);
    const editorIds = rows.map((row) => JSON.parse(row.editors) as string[]);
    await source.users.load([...rows.map((row) => row.author_id), ...editorIds.flat()]);
    return pageOf(rows, (row, index) => ({
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
      editors: editorIds[index]!.map((editor) => source.users.name(editor)).filter(
        (name) => name !== null,
      ),
      createdAt: row.created_at,
    }));
  },

  async templates(source, after) {
    const rows = await rowsOf(source, 'document_templates', after);
    await source.users.load(rows.map((row) => row.created_by));
    return pageOf(rows, (row) => ({
      id: row.id,
      name: row.name,
      type: row.type,
      contents: JSON.parse(row.contents) as unknown,
      createdBy: source.users.name(row.created_by),
      createdAt: row.created_at,
    }));
  },

  async todos(source, after) {
    const rows = await rowsOf(source, 'todos', after);
    await source.users.load(rows.flatMap((row) => [row.created_by, row.assignee_id]));
    return pageOf(rows, (row) => ({
      id: row.id,
      text: row.text,
      done: row.done === 1,
      assignee: source.users.name(row.assignee_id),
      ...authored(source.users, { ...row, updated_by: null }),
    }));
  },

  async timelineRows(source, after) {
    const rows = await rowsOf(source, 'timeline_rows', after);
    return pageOf(rows, (row) => ({
      id: row.id,
      name: row.name,
      position: row.position,
      createdAt: row.created_at,
      visibility: ownVisibility(row.visibility),
    }));
  },

  async events(source, after) {
    const rows = await rowsOf(source, 'events', after);
    const documents = await linkedDocuments(
      source,
      'event_documents',
      rows.map((row) => row.id),
    );
    await source.users.load(rows.flatMap((row) => [row.created_by, row.updated_by]));
    return pageOf(rows, (row) => ({
      id: row.id,
      rowId: row.row_id,
      name: row.name,
      kind: row.kind === 'instant' ? 'instant' : 'lasting',
      start: startOf(row),
      end: endOf(row),
      description: row.description,
      documentIds: documents.get(row.id) ?? [],
      version: row.version,
      ...authored(source.users, row),
    }));
  },

  async imageCategories(source, after) {
    const rows = await rowsOf(source, 'image_categories', after);
    return pageOf(rows, (row) => ({ id: row.id, name: row.name, createdAt: row.created_at }));
  },

  async images(source, after) {
    const rows = await rowsOf(source, 'images', after);
    const documents = await linkedDocuments(
      source,
      'image_documents',
      rows.map((row) => row.id),
    );
    await source.users.load(rows.flatMap((row) => [row.created_by, row.updated_by]));
    return pageOf(rows, (row) => ({
      id: row.id,
      categoryId: row.category_id,
      name: row.name,
      file: source.imageFile(row),
      documentIds: documents.get(row.id) ?? [],
      version: row.version,
      ...authored(source.users, row),
    }));
  },

  async documentTypes(source, after) {
    const rows = await rowsOf(source, 'document_types', after);
    return pageOf(rows, (row) => ({
      id: row.id,
      key: row.key,
      name: row.name,
      plural: row.plural,
      icon: row.icon as DocumentTypeIcon,
      color: row.color as DocumentTypeColor,
      position: row.position,
      version: row.version,
      createdAt: row.created_at,
      updatedAt: row.updated_at,
    }));
  },

  async relationTypes(source, after) {
    const rows = await rowsOf(source, 'relation_types', after);
    return pageOf(rows, (row) => ({
      id: row.id,
      name: row.name,
      color: row.color,
      directed: row.directed === 1,
      createdAt: row.created_at,
    }));
  },

  async relations(source, after) {
    const rows = await rowsOf(source, 'relations', after);
    await source.users.load(rows.map((row) => row.created_by));
    return pageOf(rows, (row) => ({
      id: row.id,
      typeId: row.type_id,
      sourceId: row.source_id,
      targetId: row.target_id,
      label: row.label,
      createdBy: source.users.name(row.created_by),
      createdAt: row.created_at,
      updatedAt: row.updated_at,
    }));
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
    const rows = await rowsOf(source, 'story_variables', after);
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
    const rows = await rowsOf(source, 'dialog_meta_schemas', after);
    return pageOf(rows, (row) => ({
      id: row.id,
      name: row.name,
      type: row.type as ArchiveRow<'metaSchema'>['type'],
      commentary: row.commentary,
      createdAt: row.created_at,
      updatedAt: row.updated_at,
    }));
  },

  async dialogs(source, after) {
    const rows = await rowsOf(source, 'dialogs', after);
    await source.users.load(rows.flatMap((row) => [row.created_by, row.updated_by]));
    return pageOf(rows, (row) => ({
      id: row.id,
      name: row.name,
      kind: row.kind === 'linear' ? 'linear' : 'branching',
      graph: storedGraph(row.graph),
      version: row.version,
      visibility: ownVisibility(row.visibility),
      ...authored(source.users, row),
    }));
  },

  // Keyed by dialog, language and line id: `after` is the last row's key as JSON.
  async dialogTranslations(source, after) {
    const [dialogId = '', language = '', lineId = ''] =
      after === '' ? [] : (JSON.parse(after) as string[]);
    const rows = await source.db
      .selectFrom('dialog_translations as t')
      .innerJoin('dialogs as d', 'd.id', 't.dialog_id')
      .select([
        't.dialog_id',
        't.language',
        't.line_id',
        't.text',
        't.source_text',
        't.updated_by',
        't.updated_at',
      ])
      .where('d.world_id', '=', source.worldId)
      .where((eb) =>
        eb(
          eb.refTuple('t.dialog_id', 't.language', 't.line_id'),
          '>',
          eb.tuple(dialogId, language, lineId),
        ),
      )
      .orderBy('t.dialog_id')
      .orderBy('t.language')
      .orderBy('t.line_id')
      .limit(exportPageSize)
      .execute();
    await source.users.load(rows.map((row) => row.updated_by));
    const last = rows.length === exportPageSize ? rows[rows.length - 1]! : null;
    return {
      rows: rows.map((row) => ({
        dialogId: row.dialog_id,
        language: row.language,
        lineId: lineIdInArchive(row.line_id, row.dialog_id),
        text: row.text,
        sourceText: row.source_text,
        updatedBy: source.users.name(row.updated_by),
        updatedAt: row.updated_at,
      })),
      last: last ? JSON.stringify([last.dialog_id, last.language, last.line_id]) : null,
    };
  },

  async stories(source, after) {
    const rows = await rowsOf(source, 'stories', after);
    await source.users.load(rows.flatMap((row) => [row.created_by, row.updated_by]));
    return pageOf(rows, (row) => ({
      id: row.id,
      name: row.name,
      type: row.type,
      description: row.description,
      version: row.version,
      visibility: ownVisibility(row.visibility),
      ...authored(source.users, row),
    }));
  },

  async storyBlocks(source, after) {
    const rows = await rowsOf(source, 'story_blocks', after);
    return pageOf(rows, (row) => ({
      id: row.id,
      storyId: row.story_id,
      name: row.name,
      position: row.position,
      version: row.version,
      createdAt: row.created_at,
      updatedAt: row.updated_at,
    }));
  },

  async storyScenes(source, after) {
    const rows = await rowsOf(source, 'story_scenes', after);
    const links = rows.length
      ? await source.db
          .selectFrom('story_scene_links')
          .select(['scene_id', 'target_kind', 'target_id', 'position'])
          .where(
            'scene_id',
            'in',
            rows.map((row) => row.id),
          )
          .orderBy('position')
          .execute()
      : [];
    const byScene = groupBy(
      links,
      (link) => link.scene_id,
      (link) => ({
        kind: link.target_kind as ArchiveRow<'storyScenes'>['links'][number]['kind'],
        id: link.target_id,
      }),
    );
    return pageOf(rows, (row) => ({
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
    }));
  },

  async maps(source, after) {
    const rows = await rowsOf(source, 'maps', after);
    await source.users.load(rows.flatMap((row) => [row.created_by, row.updated_by]));
    return pageOf(rows, (row) => ({
      id: row.id,
      name: row.name,
      description: row.description,
      parentMapId: row.parent_map_id,
      parentPinId: row.parent_pin_id,
      picture: source.mapPicture(row.id),
      width: row.width,
      height: row.height,
      scale:
        row.scale_units_per_pixel !== null && row.scale_unit !== null
          ? { unitsPerPixel: row.scale_units_per_pixel, unit: row.scale_unit }
          : null,
      version: row.version,
      visibility: ownVisibility(row.visibility),
      ...authored(source.users, row),
    }));
  },

  async mapLayers(source, after) {
    const rows = await rowsOf(source, 'map_layers', after);
    return pageOf(rows, (row) => ({
      id: row.id,
      mapId: row.map_id,
      name: row.name,
      position: row.position,
      secret: row.secret === 1,
      visible: row.visible === 1,
      version: row.version,
      visibility: ownVisibility(row.visibility),
      createdAt: row.created_at,
      updatedAt: row.updated_at,
    }));
  },

  async mapFeatures(source, after) {
    const rows = await rowsOf(source, 'map_features', after);
    await source.users.load(rows.flatMap((row) => [row.created_by, row.updated_by]));
    return pageOf(rows, (row) => ({
      id: row.id,
      mapId: row.map_id,
      layerId: row.layer_id,
      geometry: JSON.parse(row.geometry) as MapGeometry,
      name: row.name,
      description: row.description,
      documentId: row.document_id,
      childMapId: row.child_map_id,
      eventId: row.event_id,
      color: row.color,
      icon: row.icon as MapPinIcon | null,
      from: row.from_date === null ? null : (JSON.parse(row.from_date) as DateParts),
      until: row.until_date === null ? null : (JSON.parse(row.until_date) as DateParts),
      version: row.version,
      ...authored(source.users, row),
    }));
  },
};

/** An item's own visibility as the archive keeps it: null follows the world's default. */
function ownVisibility(value: string | null | undefined): Visibility | null {
  return isVisibility(value) ? value : null;
}
