import { sql, type Kysely } from 'kysely';
import type { DB, DocumentsTable, WorldsTable } from '../db/schema';
import type { Tag } from '../../shared/schemas/tag';
import type {
  DocumentDetail,
  DocumentSummary,
  documentListQuery,
} from '../../shared/schemas/document';
import type * as z from 'zod/mini';
import { AppError } from '../http/app-error';
import { ErrorCode } from '../../shared/errors';
import { nameKey } from '../model/name-key';
import { presentDocument, presentDocumentSummary } from '../presenters/document';
import { isPublicItem, type PublicCut } from './public-items';
import { hasVisibility } from './item-visibility';
import { readerContents } from './reader-contents';

type ListQuery = z.output<typeof documentListQuery>;

const sortColumns = {
  name: 'documents.name_key',
  updated: 'documents.updated_at',
  created: 'documents.created_at',
} as const;

/**
 * One page of a world's documents, filtered by name, tags (all of them), type
 * and visibility; a reader's page and total hold public documents only.
 */
export async function listDocuments(
  db: Kysely<DB>,
  world: Pick<WorldsTable, 'id' | 'default_visibility'>,
  query: ListQuery,
  publicCut?: PublicCut,
): Promise<{ items: DocumentSummary[]; total: number }> {
  let base = db.selectFrom('documents').where('documents.world_id', '=', world.id);
  if (publicCut) base = base.where(isPublicItem('documents.visibility', publicCut));
  if (query.visibility)
    base = base.where(hasVisibility('documents.visibility', world, query.visibility));
  const name = query.name ? nameKey(query.name) : '';
  if (name)
    base = base.where(sql<boolean>`documents.name_key like ${`%${escapeLike(name)}%`} escape '\\'`);
  if (query.type) base = base.where('documents.type', '=', query.type);
  const tagIds = (query.tags ?? '')
    .split(',')
    .map((id) => id.trim())
    .filter(Boolean)
    .slice(0, 20);
  for (const tagId of tagIds) {
    base = base.where((eb) =>
      eb.exists(
        eb
          .selectFrom('document_tags')
          .select('document_tags.tag_id')
          .whereRef('document_tags.document_id', '=', 'documents.id')
          .where('document_tags.tag_id', '=', tagId),
      ),
    );
  }
  const [countRow, rows] = await Promise.all([
    base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
    base
      .leftJoin('users', 'users.id', 'documents.updated_by')
      .select([
        'documents.id',
        'documents.name',
        'documents.type',
        'documents.description',
        'documents.version',
        'documents.created_at',
        'documents.updated_at',
        'documents.updated_by',
        'documents.visibility',
        'users.user_name as updated_by_name',
      ])
      .orderBy(sortColumns[query.sort], query.direction)
      .orderBy('documents.id')
      .limit(query.limit)
      .offset(query.offset)
      .execute(),
  ]);
  const tags = await tagsOfDocuments(
    db,
    rows.map((row) => row.id),
  );
  return {
    total: Number(countRow.total),
    items: rows.map((row) => {
      const item = presentDocumentSummary(row, tags.get(row.id) ?? []);
      return publicCut ? { ...item, updatedBy: null } : item;
    }),
  };
}

/**
 * One document with its tags, authors, backlinks ("mentioned in") and mentions.
 * For a reader a members-only document is missing, and so are links to or from one.
 */
export async function loadDocumentDetail(
  db: Kysely<DB>,
  worldId: string,
  documentId: string,
  publicCut?: PublicCut,
): Promise<DocumentDetail> {
  let query = db
    .selectFrom('documents')
    .leftJoin('users as creator', 'creator.id', 'documents.created_by')
    .leftJoin('users as editor', 'editor.id', 'documents.updated_by')
    .selectAll('documents')
    .select(['creator.user_name as created_by_name', 'editor.user_name as updated_by_name'])
    .where('documents.world_id', '=', worldId)
    .where('documents.id', '=', documentId);
  if (publicCut) query = query.where(isPublicItem('documents.visibility', publicCut));
  const row = await query.executeTakeFirst();
  if (!row) throw new AppError(404, ErrorCode.notFound);
  const [tags, backlinks, mentions] = await Promise.all([
    tagsOfDocuments(db, [row.id]),
    linkedDocuments(db, row.id, 'backlinks', publicCut),
    linkedDocuments(db, row.id, 'mentions', publicCut),
  ]);
  const document = presentDocument(row, tags.get(row.id) ?? [], backlinks, mentions);
  if (!publicCut) return document;
  return {
    ...document,
    contents: await readerContents(db, worldId, document.contents, publicCut),
    // Who wrote it names members, whom readers do not get to list.
    createdBy: null,
    updatedBy: null,
  };
}

/**
 * A document as a save just wrote it: its version and contents are those of the
 * save, never of one that committed after it (which a fresh read would show,
 * acknowledging this save with someone else's version). Names, tags and links
 * are read now.
 */
export async function presentSavedDocument(
  db: Kysely<DB>,
  saved: DocumentsTable,
): Promise<DocumentDetail> {
  const userIds = [saved.created_by, saved.updated_by].filter((id): id is string => id !== null);
  const [users, tags, backlinks, mentions] = await Promise.all([
    userIds.length
      ? db.selectFrom('users').select(['id', 'user_name']).where('id', 'in', userIds).execute()
      : Promise.resolve([]),
    tagsOfDocuments(db, [saved.id]),
    linkedDocuments(db, saved.id, 'backlinks'),
    linkedDocuments(db, saved.id, 'mentions'),
  ]);
  const nameOf = (id: string | null) => users.find((user) => user.id === id)?.user_name ?? null;
  return presentDocument(
    {
      ...saved,
      created_by_name: nameOf(saved.created_by),
      updated_by_name: nameOf(saved.updated_by),
    },
    tags.get(saved.id) ?? [],
    backlinks,
    mentions,
  );
}

async function linkedDocuments(
  db: Kysely<DB>,
  documentId: string,
  direction: 'backlinks' | 'mentions',
  publicCut?: PublicCut,
) {
  const [from, to] =
    direction === 'backlinks'
      ? (['target_id', 'source_id'] as const)
      : (['source_id', 'target_id'] as const);
  let query = db
    .selectFrom('document_links')
    .innerJoin('documents', 'documents.id', `document_links.${to}`)
    .select(['documents.id', 'documents.name', 'documents.type'])
    .where(`document_links.${from}`, '=', documentId);
  if (publicCut) query = query.where(isPublicItem('documents.visibility', publicCut));
  return query.orderBy('documents.name_key').execute();
}

export async function tagsOfDocuments(
  db: Kysely<DB>,
  documentIds: string[],
): Promise<Map<string, Tag[]>> {
  const result = new Map<string, Tag[]>();
  if (documentIds.length === 0) return result;
  const rows = await db
    .selectFrom('document_tags')
    .innerJoin('tags', 'tags.id', 'document_tags.tag_id')
    .select(['document_tags.document_id', 'tags.id', 'tags.name', 'tags.previewable'])
    .where('document_tags.document_id', 'in', documentIds)
    .orderBy('tags.name_key')
    .execute();
  for (const row of rows) {
    const list = result.get(row.document_id) ?? [];
    list.push({ id: row.id, name: row.name, previewable: Boolean(row.previewable) });
    result.set(row.document_id, list);
  }
  return result;
}

function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`);
}
