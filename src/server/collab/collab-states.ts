import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../db/schema';

export interface CollabState {
  state: Uint8Array;
  syncedVersion: number;
}

type Db = Kysely<DB> | Transaction<DB>;

export async function loadCollabState(db: Db, documentId: string): Promise<CollabState | null> {
  const row = await db
    .selectFrom('document_collab_states')
    .select(['state', 'synced_version'])
    .where('document_id', '=', documentId)
    .executeTakeFirst();
  return row ? { state: new Uint8Array(row.state), syncedVersion: row.synced_version } : null;
}

interface StateWrite {
  worldId: string;
  documentId: string;
  state: Uint8Array;
  syncedVersion: number;
  now: string;
}

/** Saves the state, whoever saved before. */
export async function saveCollabState(db: Db, write: StateWrite): Promise<void> {
  const values = row(write);
  await db
    .insertInto('document_collab_states')
    .values(values)
    .onConflict((conflict) =>
      conflict.column('document_id').doUpdateSet({ state: values.state, synced_version: values.synced_version, updated_at: values.updated_at }),
    )
    .execute();
}

/**
 * Saves a state built from stored contents only if nobody saved one since
 * `expectedVersion` was read (null: there was none). Two servers building
 * the same document at once would otherwise double its text when they sync.
 */
export async function saveCollabStateIfUnchanged(db: Db, write: StateWrite, expectedVersion: number | null): Promise<boolean> {
  const values = row(write);
  if (expectedVersion === null) {
    const result = await db
      .insertInto('document_collab_states')
      .values(values)
      .onConflict((conflict) => conflict.column('document_id').doNothing())
      .executeTakeFirst();
    return Number(result.numInsertedOrUpdatedRows ?? 0n) === 1;
  }
  const result = await db
    .updateTable('document_collab_states')
    .set({ state: values.state, synced_version: values.synced_version, updated_at: values.updated_at })
    .where('document_id', '=', write.documentId)
    .where('synced_version', '=', expectedVersion)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

function row(write: StateWrite) {
  return {
    document_id: write.documentId,
    world_id: write.worldId,
    // Both drivers take a Buffer for blob/bytea.
    state: Buffer.from(write.state),
    synced_version: write.syncedVersion,
    updated_at: write.now,
  };
}
