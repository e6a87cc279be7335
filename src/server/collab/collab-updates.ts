import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../db/schema';

/** The update log of co-editing (document_collab_updates): what sessions sent since the last save. */

type Db = Kysely<DB> | Transaction<DB>;

export interface UpdateWrite {
  worldId: string;
  documentId: string;
  userId: string | null;
  data: Uint8Array;
  now: string;
}

export interface LoggedUpdate {
  id: number;
  userId: string | null;
  data: Uint8Array;
}

/** Writes updates of one document in one statement (committed on return); their ids, in order. */
export async function appendCollabUpdates(
  db: Db,
  writes: readonly UpdateWrite[],
): Promise<number[]> {
  if (writes.length === 0) return [];
  const rows = await db
    .insertInto('document_collab_updates')
    .values(
      writes.map((write) => ({
        document_id: write.documentId,
        world_id: write.worldId,
        user_id: write.userId,
        // Both drivers take a Buffer for blob/bytea.
        data: Buffer.from(write.data),
        created_at: write.now,
      })),
    )
    .returning('id')
    .execute();
  return rows.map((row) => Number(row.id));
}

/** The updates of a document not held by a save yet, oldest first. */
export async function loadCollabUpdates(db: Db, documentId: string): Promise<LoggedUpdate[]> {
  const rows = await db
    .selectFrom('document_collab_updates')
    .select(['id', 'user_id', 'data'])
    .where('document_id', '=', documentId)
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    id: Number(row.id),
    userId: row.user_id,
    data: new Uint8Array(row.data),
  }));
}

/** Drops updates a save now holds (called in the save's transaction). */
export async function deleteCollabUpdates(
  db: Db,
  documentId: string,
  ids: readonly number[],
): Promise<void> {
  // Chunked: SQLite allows a few thousand bound values per statement.
  for (let start = 0; start < ids.length; start += 500) {
    await db
      .deleteFrom('document_collab_updates')
      .where('document_id', '=', documentId)
      .where('id', 'in', ids.slice(start, start + 500))
      .execute();
  }
}

/** The documents whose log holds updates (after a crash: text no save holds yet). */
export async function documentsWithCollabUpdates(
  db: Db,
): Promise<{ worldId: string; documentId: string }[]> {
  const rows = await db
    .selectFrom('document_collab_updates')
    .select(['world_id', 'document_id'])
    .distinct()
    .execute();
  return rows.map((row) => ({ worldId: row.world_id, documentId: row.document_id }));
}
