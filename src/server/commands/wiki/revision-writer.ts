import crypto from 'node:crypto';
import type { Transaction } from 'kysely';
import type { DB, DocumentRevisionsTable, DocumentsTable } from '../../db/schema';

/**
 * Saves by one person closer together than this (measured from the previous
 * save, like the feed's runs) make one history entry. Co-editing saves every
 * few seconds while someone types, so without it a sentence is many versions,
 * some cut mid-word ("@Salt" before the mention was picked). Ten minutes
 * spans the pauses of one sitting, thinking or looking something up, while a
 * return after a break still finds the text as it was left. The feed folds
 * runs of up to half an hour, but it only hides lines: a history entry that
 * absorbs a save drops the state before it, so the window here is shorter.
 */
export const revisionQuietMs = 10 * 60 * 1000;

export interface RevisionSave {
  tagNames: string[];
  authorId: string | null;
  kind: 'create' | 'update' | 'restore';
  restoredFrom: number | null;
  /** Everyone a co-edited save holds edits of, the author last; empty for one person's save. */
  editorIds?: string[];
  /**
   * When the co-editing session saving this was opened: an entry last saved
   * before then belongs to an earlier sitting (the editor was left, with its
   * Save) and is not added to.
   */
  sittingSince?: string | undefined;
}

/**
 * Writes the history entry of `document`'s new version. An update joins the
 * latest entry instead when it is that same person's ongoing work: an update
 * by the same author, holding nobody else's edits, saved within
 * `revisionQuietMs`, in the same sitting, and with the same name, type,
 * description and tags (so every version an entry stands for had its fields,
 * which the version check of field-only saves reads). The joined entry is
 * replaced by one under a new id, so an entry read once never changes.
 * Creations and restores are always entries of their own, as in the feed.
 * The document's version moves on with every save either way; an entry's
 * version is the last one it holds, so the newest is the document's own.
 */
export async function revisionWriter(
  trx: Transaction<DB>,
  document: DocumentsTable,
  save: RevisionSave,
): Promise<void> {
  const editorIds = save.editorIds ?? [];
  const row: DocumentRevisionsTable = {
    id: crypto.randomUUID(),
    world_id: document.world_id,
    document_id: document.id,
    version: document.version,
    kind: save.kind,
    restored_from: save.restoredFrom,
    name: document.name,
    type: document.type,
    description: document.description,
    tags: JSON.stringify(save.tagNames),
    contents: document.contents,
    author_id: save.authorId,
    created_at: document.updated_at,
    editors: JSON.stringify(editorIds),
  };
  const latest = save.kind === 'update' ? await latestRevision(trx, document) : undefined;
  if (latest && continues(latest, row, save)) {
    await trx.deleteFrom('document_revisions').where('id', '=', latest.id).execute();
    row.editors = JSON.stringify(joinedEditors(latest, editorIds));
  }
  await trx.insertInto('document_revisions').values(row).execute();
}

async function latestRevision(
  trx: Transaction<DB>,
  document: DocumentsTable,
): Promise<DocumentRevisionsTable | undefined> {
  return trx
    .selectFrom('document_revisions')
    .selectAll()
    .where('document_id', '=', document.id)
    .orderBy('version', 'desc')
    .limit(1)
    .executeTakeFirst();
}

function continues(
  latest: DocumentRevisionsTable,
  next: DocumentRevisionsTable,
  save: RevisionSave,
): boolean {
  const quiet = Date.parse(next.created_at) - Date.parse(latest.created_at);
  return (
    latest.kind === 'update' &&
    latest.version === next.version - 1 &&
    next.author_id !== null &&
    latest.author_id === next.author_id &&
    quiet >= 0 &&
    quiet <= revisionQuietMs &&
    (save.sittingSince === undefined || latest.created_at >= save.sittingSince) &&
    peopleOf(next.author_id, save.editorIds ?? []).every((id) =>
      peopleOf(latest.author_id, editorsOf(latest)).includes(id),
    ) &&
    latest.name === next.name &&
    latest.type === next.type &&
    latest.description === next.description &&
    sameTags(latest.tags, next.tags)
  );
}

/** Whose edits a save holds: its co-editors, or its author alone. */
function peopleOf(authorId: string | null, editorIds: string[]): string[] {
  if (editorIds.length) return editorIds;
  return authorId ? [authorId] : [];
}

function editorsOf(revision: DocumentRevisionsTable): string[] {
  const ids: unknown = JSON.parse(revision.editors);
  return Array.isArray(ids) ? ids.filter((id): id is string => typeof id === 'string') : [];
}

/** The joined entry's co-editors: the earlier ones, then this save's, the author last. Empty when it stays one person's. */
function joinedEditors(latest: DocumentRevisionsTable, editorIds: string[]): string[] {
  const earlier = editorsOf(latest);
  if (!earlier.length && !editorIds.length) return [];
  const later = peopleOf(latest.author_id, editorIds);
  return [...peopleOf(latest.author_id, earlier).filter((id) => !later.includes(id)), ...later];
}

function sameTags(a: string, b: string): boolean {
  const sorted = (tags: string) => JSON.stringify((JSON.parse(tags) as string[]).toSorted());
  return sorted(a) === sorted(b);
}
