import crypto from 'node:crypto';
import type { Transaction } from 'kysely';
import type { ServerContext } from '../../context';
import type { DB, DocumentsTable } from '../../db/schema';
import type { CurrentUser } from '../../auth/authenticate';
import type { RecordActivity } from '../../activity/record';
import { ErrorCode } from '../../../shared/errors';
import {
  migrateRichText,
  mentionedDocumentIds,
  plainText,
  type RichText,
} from '../../../shared/wiki/rich-text';
import { sameVisibleContents } from '../../../shared/wiki/contents-normalize';
import { publicContents } from '../../../shared/wiki/secret-blocks';
import { writeWithActivity } from '../../activity/record';
import { isUniqueViolation } from '../../db/errors';
import { AppError } from '../../http/app-error';
import { isoNow } from '../../clock';
import { nameKey } from '../../model/name-key';
import { ensureTags } from './tag-writer';
import { indexEntry, removeEntry, type SearchEntry } from '../../search/search-index';
import { removeDocumentFromDialogs } from '../dialogs/dialog-writer';
import { loadCollabState } from '../../collab/collab-states';
import { revisionWriter } from './revision-writer';
import { unlinkDocumentFromMaps } from '../maps/map-feature-writer';
import { indexPlaces } from '../../search/map-place-index';
import type { Visibility } from '../../../shared/visibility';
import { assertDocumentTypeInWorld } from './document-type-check';

export interface DocumentFields {
  name: string;
  type: string;
  description: string;
  tags: string[];
  contents: RichText;
  /** Who reads it in a public world; null follows the world's default. Left out of an edit: kept. */
  visibility?: Visibility | null | undefined;
}

/**
 * An edit of a document: the fields, and the contents unless they are
 * co-edited (src/server/collab saves those continuously). Contents equal to
 * the stored ones count as absent, so an older client's full save does not
 * overwrite what was co-edited since it loaded.
 */
export type DocumentEdit = Omit<DocumentFields, 'contents'> & {
  contents?: RichText | undefined;
  version: number;
};

const nameTaken = () => new AppError(409, ErrorCode.documentNameTaken);

/** Creates a document with its tags, mentions and first revision (SPEC §3, feed `create_new_document`). */
export async function documentCreator(
  ctx: ServerContext,
  user: CurrentUser,
  worldId: string,
  fields: DocumentFields,
): Promise<DocumentsTable> {
  return mapNameConflict(() =>
    writeWithActivity(ctx, (trx, record) =>
      insertDocument(trx, record, { worldId, userId: user.id, now: isoNow(ctx.clock) }, fields),
    ),
  );
}

/**
 * A new document's rows inside the caller's transaction (a dialog import
 * creates its speakers with the dialog); a name the world has is 409.
 */
export async function insertDocument(
  trx: Transaction<DB>,
  record: RecordActivity,
  at: { worldId: string; userId: string; now: string },
  fields: DocumentFields,
): Promise<DocumentsTable> {
  const { worldId, now } = at;
  const user = { id: at.userId };
  const document: DocumentsTable = {
    id: crypto.randomUUID(),
    world_id: worldId,
    name: fields.name.trim(),
    name_key: nameKey(fields.name),
    type: fields.type,
    description: fields.description,
    contents: JSON.stringify(fields.contents),
    contents_text: searchText(fields.contents),
    visibility: fields.visibility ?? null,
    version: 1,
    created_by: user.id,
    updated_by: user.id,
    created_at: now,
    updated_at: now,
  };
  await assertDocumentTypeInWorld(trx, worldId, document.type);
  await assertNameFree(trx, worldId, document.name_key, null);
  await trx.insertInto('documents').values(document).execute();
  const tagNames = await saveRelations(trx, document, fields.tags, fields.contents);
  await revisionWriter(trx, document, {
    tagNames,
    authorId: user.id,
    kind: 'create',
    restoredFrom: null,
  });
  await record({
    worldId,
    userId: user.id,
    type: 'create_new_document',
    details: { documentId: document.id, name: document.name, type: document.type },
  });
  return document;
}

/**
 * Saves an edit made on `version`. A stale version is refused with 409 (4091)
 * so nobody overwrites a teammate's change without seeing it, except when the
 * edit leaves the contents alone and every save since changed only contents
 * (co-editing saves them every few seconds): then the fields go on top.
 */
export async function documentUpdater(
  ctx: ServerContext,
  user: CurrentUser,
  worldId: string,
  documentId: string,
  edit: DocumentEdit,
  restoredFrom: number | null = null,
): Promise<DocumentsTable> {
  let contentsChanged = false;
  let collabBase: Uint8Array | undefined;
  // Text a live session has and the database not yet would be diffed away by these contents:
  // saved first, it makes an edit made on the older version stale (409) instead of lost.
  if (edit.contents) await ctx.collab?.saveSessionNow(worldId, documentId);
  const updated = await mapNameConflict(() =>
    writeWithActivity(ctx, async (trx, record) => {
      const current = await findDocument(trx, worldId, documentId);
      const stored = migrateRichText(JSON.parse(current.contents));
      const contents =
        edit.contents && !sameVisibleContents(edit.contents, stored) ? edit.contents : undefined;
      if (
        current.version !== edit.version &&
        (contents || !(await onlyContentsChangedSince(trx, current, edit.version)))
      ) {
        throw new AppError(409, ErrorCode.staleVersion);
      }
      contentsChanged = contents !== undefined;
      if (contentsChanged && ctx.collab) collabBase = await collabStateOf(trx, current);
      const key = nameKey(edit.name);
      if (key !== current.name_key) await assertNameFree(trx, worldId, key, current.id);
      if (edit.type !== current.type) await assertDocumentTypeInWorld(trx, worldId, edit.type);
      const next: DocumentsTable = {
        ...current,
        name: edit.name.trim(),
        name_key: key,
        type: edit.type,
        description: edit.description,
        ...(edit.visibility !== undefined ? { visibility: edit.visibility } : {}),
        ...(contents
          ? { contents: JSON.stringify(contents), contents_text: searchText(contents) }
          : {}),
        version: current.version + 1,
        updated_by: user.id,
        updated_at: isoNow(ctx.clock),
      };
      await writeDocument(trx, current, next);
      const tagNames = await saveRelations(trx, next, edit.tags, contents ?? stored);
      const kind = restoredFrom === null ? 'update' : 'restore';
      await revisionWriter(trx, next, { tagNames, authorId: user.id, kind, restoredFrom });
      await recordEdit(record, user, next, current.name, restoredFrom);
      return next;
    }),
  );
  // Sessions co-editing the text take the new contents in (and closed ones get them when next opened).
  if (contentsChanged) ctx.collab?.contentsReplaced(updated, collabBase);
  return updated;
}

/**
 * A co-editing session's contents saved as a new version with the document's
 * fields as they are, its revision naming everyone whose edits it holds (the
 * last of them is the author; revision-writer.ts decides whether it joins the
 * entry of that person's previous save). Equal contents (an empty paragraph
 * the editor closed the text with counts for nothing) write nothing but
 * `alsoInTransaction`, which runs in the same transaction either way with
 * the document as it then is. A document deleted meanwhile gives null.
 */
export async function coEditSaver(
  ctx: ServerContext,
  props: {
    worldId: string;
    documentId: string;
    contents: RichText;
    editors: CurrentUser[];
    /** When the session was opened: its saves start a new history entry rather than add to an earlier sitting's. */
    sittingSince?: string | undefined;
    alsoInTransaction?: (trx: Transaction<DB>, document: DocumentsTable) => Promise<void>;
  },
): Promise<{ document: DocumentsTable; saved: boolean } | null> {
  const author = props.editors.at(-1) ?? null;
  return writeWithActivity(ctx, async (trx, record) => {
    const current = await trx
      .selectFrom('documents')
      .selectAll()
      .where('world_id', '=', props.worldId)
      .where('id', '=', props.documentId)
      .executeTakeFirst();
    if (!current) return null;
    if (sameVisibleContents(props.contents, migrateRichText(JSON.parse(current.contents)))) {
      await props.alsoInTransaction?.(trx, current);
      return { document: current, saved: false };
    }
    const next: DocumentsTable = {
      ...current,
      contents: JSON.stringify(props.contents),
      contents_text: searchText(props.contents),
      version: current.version + 1,
      updated_by: author?.id ?? current.updated_by,
      updated_at: isoNow(ctx.clock),
    };
    await writeDocument(trx, current, next);
    const tagNames = await saveRelations(
      trx,
      next,
      await tagNamesOf(trx, current.id),
      props.contents,
    );
    await revisionWriter(trx, next, {
      tagNames,
      authorId: author?.id ?? null,
      kind: 'update',
      restoredFrom: null,
      editorIds: props.editors.map((editor) => editor.id),
      sittingSince: props.sittingSince,
    });
    await recordEdit(
      record,
      author,
      next,
      current.name,
      null,
      props.editors.map((editor) => editor.userName),
    );
    await props.alsoInTransaction?.(trx, next);
    return { document: next, saved: true };
  });
}

/** The row update of a save, refused as stale when someone saved since `current` was read. */
/** The co-editing state saved with the document's current version, if one was (what its contents are, as Yjs). */
async function collabStateOf(
  trx: Transaction<DB>,
  current: DocumentsTable,
): Promise<Uint8Array | undefined> {
  const saved = await loadCollabState(trx, current.id);
  return saved?.syncedVersion === current.version ? saved.state : undefined;
}

async function writeDocument(
  trx: Transaction<DB>,
  current: DocumentsTable,
  next: DocumentsTable,
): Promise<void> {
  const result = await trx
    .updateTable('documents')
    .set({
      name: next.name,
      name_key: next.name_key,
      type: next.type,
      description: next.description,
      visibility: next.visibility ?? null,
      contents: next.contents,
      contents_text: next.contents_text,
      version: next.version,
      updated_by: next.updated_by,
      updated_at: next.updated_at,
    })
    .where('id', '=', current.id)
    .where('version', '=', current.version)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) throw new AppError(409, ErrorCode.staleVersion);
  // Map places linked to it are found by its name.
  if (next.name !== current.name)
    await indexPlaces(trx, current.world_id, { documentId: current.id });
}

/**
 * True when every save after `version` kept the name, type, description and
 * tags of that version. The first entry at or after `version` holds it: an
 * entry stands for the saves since the one before it, all with its fields.
 */
async function onlyContentsChangedSince(
  trx: Transaction<DB>,
  current: DocumentsTable,
  version: number,
): Promise<boolean> {
  if (version > current.version || version < 1) return false;
  const revisions = await trx
    .selectFrom('document_revisions')
    .select(['version', 'name', 'type', 'description', 'tags'])
    .where('document_id', '=', current.id)
    .where('version', '>=', version)
    .orderBy('version')
    .execute();
  const base = revisions[0];
  if (!base) return false;
  const fieldsOf = (revision: typeof base) =>
    JSON.stringify([revision.name, revision.type, revision.description, revision.tags]);
  return revisions.every((revision) => fieldsOf(revision) === fieldsOf(base));
}

async function tagNamesOf(trx: Transaction<DB>, documentId: string): Promise<string[]> {
  const rows = await trx
    .selectFrom('document_tags')
    .innerJoin('tags', 'tags.id', 'document_tags.tag_id')
    .select('tags.name')
    .where('document_tags.document_id', '=', documentId)
    .execute();
  return rows.map((row) => row.name);
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
  const fields: DocumentEdit = {
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
    await removeDocumentFromDialogs(trx, worldId, document.id, {
      userId: user.id,
      now: isoNow(ctx.clock),
    });
    await unlinkDocumentFromMaps(trx, worldId, document, isoNow(ctx.clock));
    await trx.deleteFrom('documents').where('id', '=', document.id).execute();
    await removeEntry(trx, 'document', document.id);
    await record({
      worldId,
      userId: user.id,
      type: 'delete_document',
      details: { documentId: document.id, name: document.name, type: document.type },
    });
  });
  ctx.collab?.documentDeleted(worldId, documentId);
}

export async function findDocument(
  trx: Transaction<DB>,
  worldId: string,
  documentId: string,
): Promise<DocumentsTable> {
  const document = await trx
    .selectFrom('documents')
    .selectAll()
    .where('world_id', '=', worldId)
    .where('id', '=', documentId)
    .executeTakeFirst();
  if (!document) throw new AppError(404, ErrorCode.notFound);
  return document;
}

async function assertNameFree(
  trx: Transaction<DB>,
  worldId: string,
  key: string,
  exceptId: string | null,
) {
  let query = trx
    .selectFrom('documents')
    .select('id')
    .where('world_id', '=', worldId)
    .where('name_key', '=', key);
  if (exceptId) query = query.where('id', '!=', exceptId);
  if (await query.executeTakeFirst()) throw nameTaken();
}

/**
 * The text search indexes and previews quote: without any secret block, so no
 * snippet tells of a secret, whoever searches.
 */
export function searchText(contents: RichText): string {
  return plainText(publicContents(contents).doc);
}

/**
 * Tags and mention links follow the saved contents; mentions of other worlds'
 * ids are dropped, and so are mentions made only inside a secret block (a
 * backlink would tell of the secret).
 */
async function saveRelations(
  trx: Transaction<DB>,
  document: DocumentsTable,
  tagNames: string[],
  contents: RichText,
): Promise<string[]> {
  const tags = await ensureTags(trx, document.world_id, tagNames, document.updated_at);
  await trx.deleteFrom('document_tags').where('document_id', '=', document.id).execute();
  if (tags.length) {
    await trx
      .insertInto('document_tags')
      .values(
        tags.map((tag) => ({
          world_id: document.world_id,
          document_id: document.id,
          tag_id: tag.id,
        })),
      )
      .execute();
  }
  await trx.deleteFrom('document_links').where('source_id', '=', document.id).execute();
  await indexEntry(
    trx,
    documentSearchEntry(
      document,
      tags.map((tag) => tag.name),
    ),
  );
  const mentioned = mentionedDocumentIds(publicContents(contents).doc).filter(
    (id) => id !== document.id,
  );
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
        .values(
          targets.map((target) => ({
            world_id: document.world_id,
            source_id: document.id,
            target_id: target.id,
          })),
        )
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

async function recordEdit(
  record: RecordActivity,
  user: CurrentUser | null,
  document: DocumentsTable,
  previousName: string,
  restoredFrom: number | null,
  editorNames: string[] = [],
): Promise<void> {
  await record({
    worldId: document.world_id,
    userId: user?.id ?? null,
    type: restoredFrom === null ? 'update_document' : 'restore_document',
    details: {
      documentId: document.id,
      name: document.name,
      type: document.type,
      version: document.version,
      ...(previousName !== document.name ? { previousName } : {}),
      ...(restoredFrom !== null ? { restoredFrom } : {}),
      ...(editorNames.length > 1 ? { editors: editorNames } : {}),
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
