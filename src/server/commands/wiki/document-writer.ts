import crypto from 'node:crypto';
import type { Transaction } from 'kysely';
import type { ServerContext } from '../../context';
import type { DB, DocumentsTable } from '../../db/schema';
import type { CurrentUser } from '../../auth/authenticate';
import type { RecordActivity } from '../../activity/record';
import { ErrorCode } from '../../../shared/errors';
import { mentionedDocumentIds, plainText, type RichText } from '../../../shared/wiki/rich-text';
import { writeWithActivity } from '../../activity/record';
import { isUniqueViolation } from '../../db/errors';
import { AppError } from '../../http/app-error';
import { isoNow } from '../../clock';
import { ensureTags, nameKey } from './tag-writer';
import { indexEntry, removeEntry, type SearchEntry } from '../../search/search-index';
import { removeDocumentFromDialogs } from '../dialogs/dialog-writer';

export interface DocumentFields {
  name: string;
  type: string;
  description: string;
  tags: string[];
  contents: RichText;
}

const nameTaken = () => new AppError(409, ErrorCode.documentNameTaken);

/** Creates a document with its tags, mentions and first revision (SPEC §3, feed `create_new_document`). */
export async function documentCreator(
  ctx: ServerContext,
  user: CurrentUser,
  worldId: string,
  fields: DocumentFields,
): Promise<DocumentsTable> {
  const now = isoNow(ctx.clock);
  const document: DocumentsTable = {
    id: crypto.randomUUID(),
    world_id: worldId,
    name: fields.name.trim(),
    name_key: nameKey(fields.name),
    type: fields.type,
    description: fields.description,
    contents: JSON.stringify(fields.contents),
    contents_text: plainText(fields.contents.doc),
    version: 1,
    created_by: user.id,
    updated_by: user.id,
    created_at: now,
    updated_at: now,
  };
  return mapNameConflict(() =>
    writeWithActivity(ctx, async (trx, record) => {
      await assertNameFree(trx, worldId, document.name_key, null);
      await trx.insertInto('documents').values(document).execute();
      const tagNames = await saveRelations(trx, document, fields);
      await addRevision(trx, document, tagNames, user.id, 'create', null);
      await record({
        worldId,
        userId: user.id,
        type: 'create_new_document',
        details: { documentId: document.id, name: document.name, type: document.type },
      });
      return document;
    }),
  );
}

/**
 * Saves an edit made on `version`. A stale version is refused with 409 (4091)
 * so nobody overwrites a teammate's change without seeing it.
 */
export async function documentUpdater(
  ctx: ServerContext,
  user: CurrentUser,
  worldId: string,
  documentId: string,
  fields: DocumentFields & { version: number },
  restoredFrom: number | null = null,
): Promise<DocumentsTable> {
  return mapNameConflict(() =>
    writeWithActivity(ctx, async (trx, record) => {
      const current = await findDocument(trx, worldId, documentId);
      if (current.version !== fields.version) throw new AppError(409, ErrorCode.staleVersion);
      const key = nameKey(fields.name);
      if (key !== current.name_key) await assertNameFree(trx, worldId, key, current.id);
      const updated: DocumentsTable = {
        ...current,
        name: fields.name.trim(),
        name_key: key,
        type: fields.type,
        description: fields.description,
        contents: JSON.stringify(fields.contents),
        contents_text: plainText(fields.contents.doc),
        version: current.version + 1,
        updated_by: user.id,
        updated_at: isoNow(ctx.clock),
      };
      const result = await trx
        .updateTable('documents')
        .set({
          name: updated.name,
          name_key: updated.name_key,
          type: updated.type,
          description: updated.description,
          contents: updated.contents,
          contents_text: updated.contents_text,
          version: updated.version,
          updated_by: updated.updated_by,
          updated_at: updated.updated_at,
        })
        .where('id', '=', current.id)
        .where('version', '=', current.version)
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) !== 1) throw new AppError(409, ErrorCode.staleVersion);
      const tagNames = await saveRelations(trx, updated, fields);
      const kind = restoredFrom === null ? 'update' : 'restore';
      await addRevision(trx, updated, tagNames, user.id, kind, restoredFrom);
      await recordEdit(record, user, updated, current.name, restoredFrom);
      return updated;
    }),
  );
}

/** Restores an earlier revision as a new save (history is never rewritten). */
export async function revisionRestorer(
  ctx: ServerContext,
  user: CurrentUser,
  worldId: string,
  documentId: string,
  revisionId: string,
  version: number,
): Promise<DocumentsTable> {
  const revision = await ctx.db
    .selectFrom('document_revisions')
    .selectAll()
    .where('world_id', '=', worldId)
    .where('document_id', '=', documentId)
    .where('id', '=', revisionId)
    .executeTakeFirst();
  if (!revision) throw new AppError(404, ErrorCode.notFound);
  const fields: DocumentFields & { version: number } = {
    name: revision.name,
    type: revision.type,
    description: revision.description,
    tags: JSON.parse(revision.tags) as string[],
    contents: JSON.parse(revision.contents) as RichText,
    version,
  };
  return documentUpdater(ctx, user, worldId, documentId, fields, revision.version);
}

export async function documentDeleter(
  ctx: ServerContext,
  user: CurrentUser,
  worldId: string,
  documentId: string,
): Promise<void> {
  await writeWithActivity(ctx, async (trx, record) => {
    const document = await findDocument(trx, worldId, documentId);
    // Dialogs where it speaks keep their lines without a speaker (and get new versions).
    await removeDocumentFromDialogs(trx, worldId, document.id, { userId: user.id, now: isoNow(ctx.clock) });
    await trx.deleteFrom('documents').where('id', '=', document.id).execute();
    await removeEntry(trx, 'document', document.id);
    await record({
      worldId,
      userId: user.id,
      type: 'delete_document',
      details: { documentId: document.id, name: document.name, type: document.type },
    });
  });
}

export async function findDocument(trx: Transaction<DB>, worldId: string, documentId: string): Promise<DocumentsTable> {
  const document = await trx
    .selectFrom('documents')
    .selectAll()
    .where('world_id', '=', worldId)
    .where('id', '=', documentId)
    .executeTakeFirst();
  if (!document) throw new AppError(404, ErrorCode.notFound);
  return document;
}

async function assertNameFree(trx: Transaction<DB>, worldId: string, key: string, exceptId: string | null) {
  let query = trx.selectFrom('documents').select('id').where('world_id', '=', worldId).where('name_key', '=', key);
  if (exceptId) query = query.where('id', '!=', exceptId);
  if (await query.executeTakeFirst()) throw nameTaken();
}

/** Tags and mention links follow the saved contents; mentions of other worlds' ids are dropped. */
async function saveRelations(trx: Transaction<DB>, document: DocumentsTable, fields: DocumentFields): Promise<string[]> {
  const tags = await ensureTags(trx, document.world_id, fields.tags, document.updated_at);
  await trx.deleteFrom('document_tags').where('document_id', '=', document.id).execute();
  if (tags.length) {
    await trx
      .insertInto('document_tags')
      .values(tags.map((tag) => ({ world_id: document.world_id, document_id: document.id, tag_id: tag.id })))
      .execute();
  }
  await trx.deleteFrom('document_links').where('source_id', '=', document.id).execute();
  await indexEntry(trx, documentSearchEntry(document, tags.map((tag) => tag.name)));
  const mentioned = mentionedDocumentIds(fields.contents.doc).filter((id) => id !== document.id);
  if (mentioned.length) {
    const targets = await trx
      .selectFrom('documents')
      .select('id')
      .where('world_id', '=', document.world_id)
      .where('id', 'in', mentioned)
      .execute();
    if (targets.length) {
      await trx
        .insertInto('document_links')
        .values(targets.map((target) => ({ world_id: document.world_id, source_id: document.id, target_id: target.id })))
        .execute();
    }
  }
  return tags.map((tag) => tag.name).sort((a, b) => a.localeCompare(b));
}

/** What the search knows of a document: its name as the title; tags, description and text as the body. */
export function documentSearchEntry(
  document: Pick<DocumentsTable, 'id' | 'world_id' | 'name' | 'description' | 'contents_text'>,
  tagNames: string[],
): SearchEntry {
  return {
    worldId: document.world_id,
    kind: 'document',
    refId: document.id,
    title: document.name,
    body: [tagNames.join(' '), document.description, document.contents_text].join('\n'),
  };
}

async function addRevision(
  trx: Transaction<DB>,
  document: DocumentsTable,
  tagNames: string[],
  authorId: string,
  kind: 'create' | 'update' | 'restore',
  restoredFrom: number | null,
): Promise<void> {
  await trx
    .insertInto('document_revisions')
    .values({
      id: crypto.randomUUID(),
      world_id: document.world_id,
      document_id: document.id,
      version: document.version,
      kind,
      restored_from: restoredFrom,
      name: document.name,
      type: document.type,
      description: document.description,
      tags: JSON.stringify(tagNames),
      contents: document.contents,
      author_id: authorId,
      created_at: document.updated_at,
    })
    .execute();
}

async function recordEdit(
  record: RecordActivity,
  user: CurrentUser,
  document: DocumentsTable,
  previousName: string,
  restoredFrom: number | null,
): Promise<void> {
  await record({
    worldId: document.world_id,
    userId: user.id,
    type: restoredFrom === null ? 'update_document' : 'restore_document',
    details: {
      documentId: document.id,
      name: document.name,
      type: document.type,
      version: document.version,
      ...(previousName !== document.name ? { previousName } : {}),
      ...(restoredFrom !== null ? { restoredFrom } : {}),
    },
  });
}

async function mapNameConflict<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw nameTaken();
    throw error;
  }
}
