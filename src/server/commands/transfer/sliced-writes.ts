import { setImmediate as nextTurn } from 'node:timers/promises';
import type { ControlledTransaction, Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/schema';

/**
 * Long writes (an import's rows, a failed import's removal) as a run of short
 * transactions: each `write` joins the open transaction (opening one), and
 * once `sliceMs` of work has passed since the last turn, the transaction
 * commits and the event loop gets a turn before the next one opens.
 *
 * On SQLite this is what keeps the server answering: better-sqlite3 is
 * synchronous and Kysely gives it one connection, so while a transaction is
 * open no other request reaches the database, and a COMMIT costs in
 * proportion to what the transaction wrote (FTS5 flushes its pending terms,
 * the WAL is checkpointed). What the caller writes is therefore visible piece
 * by piece; it must be invisible until the caller publishes it
 * (staged-world.ts).
 */
export class SlicedWrites {
  private open: ControlledTransaction<DB> | undefined;
  private sliceStart = performance.now();

  constructor(
    private readonly db: Kysely<DB>,
    private readonly options: {
      sliceMs?: number;
      /** Runs in each transaction just before it commits (a heartbeat). */
      beforeCommit?: (trx: Transaction<DB>) => Promise<void>;
    } = {},
  ) {}

  /** One short step (a statement or a few) in the current transaction; then a turn if the slice is used up. */
  async write<T>(step: (trx: Transaction<DB>) => Promise<T>): Promise<T> {
    this.open ??= await this.db.startTransaction().execute();
    const result = await step(this.open);
    await this.turn();
    return result;
  }

  /**
   * Awaited between steps of work that writes nothing (building rows): once
   * the slice is used up, commits what is open and lets the loop turn, so a
   * transaction is never held across a turn.
   */
  async turn(): Promise<void> {
    if (performance.now() - this.sliceStart < (this.options.sliceMs ?? defaultSliceMs)) return;
    await this.commit();
    await nextTurn();
    this.sliceStart = performance.now();
  }

  /** Commits what is open (the end of the writes, or before a step that must not wait). */
  async commit(): Promise<void> {
    const trx = this.open;
    if (!trx) return;
    this.open = undefined;
    try {
      await this.options.beforeCommit?.(trx);
    } catch (error) {
      await trx.rollback().execute();
      throw error;
    }
    await trx.commit().execute();
  }

  /** Rolls back what is open (after a failed step); what committed before stays. */
  async rollback(): Promise<void> {
    const trx = this.open;
    this.open = undefined;
    if (trx) await trx.rollback().execute();
  }
}

/**
 * Work per transaction. A COMMIT then costs about as much again (FTS5's
 * flush, the WAL's checkpoint), which keeps a slice and its commit well
 * under 50 ms.
 */
const defaultSliceMs = 12;
