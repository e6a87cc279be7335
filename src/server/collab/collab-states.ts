import * as Y from 'yjs';
import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../db/schema';
import { dialectOf } from '../db/dialect';

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

/**
 * Saves a session's state (in its save's transaction). What the stored state
 * holds and the session not yet (contents another server took in a moment
 * ago: contents-intake.ts) is kept: the two are merged, the stored row locked
 * meanwhile on PostgreSQL (SQLite runs one write transaction at a time).
 */
export async function saveCollabState(db: Db, write: StateWrite): Promise<void> {
  const query = db
    .selectFrom('document_collab_states')
    .select('state')
    .where('document_id', '=', write.documentId);
  const stored = await (
    dialectOf(db) === 'postgres' ? query.forUpdate() : query
  ).executeTakeFirst();
  const values = row(
    stored
      ? { ...write, state: Y.mergeUpdates([new Uint8Array(stored.state), write.state]) }
      : write,
  );
  await db
    .insertInto('document_collab_states')
    .values(values)
    .onConflict((conflict) =>
      conflict.column('document_id').doUpdateSet({
        state: values.state,
        synced_version: values.synced_version,
        updated_at: values.updated_at,
      }),
    )
    .execute();
}

/**
 * Saves a state only if the stored one is still `expected` (null: there was
 * none), as it was read: two servers building the same document at once, or
 * one building it while another takes saved contents into it, would otherwise
 * each write the same text in, doubled once their sessions sync.
 */
export async function saveCollabStateIfUnchanged(
  db: Db,
  write: StateWrite,
  expected: CollabState | null,
): Promise<boolean> {
  const values = row(write);
  if (expected === null) {
    const result = await db
      .insertInto('document_collab_states')
      .values(values)
      .onConflict((conflict) => conflict.column('document_id').doNothing())
      .executeTakeFirst();
    return Number(result.numInsertedOrUpdatedRows ?? 0n) === 1;
  }
  const result = await db
    .updateTable('document_collab_states')
    .set({
      state: values.state,
      synced_version: values.synced_version,
      updated_at: values.updated_at,
    })
    .where('document_id', '=', write.documentId)
    .where('synced_version', '=', expected.syncedVersion)
    .where('state', '=', Buffer.from(expected.state))
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
