import type { Transaction } from 'kysely';
import type { DB } from '../db/schema';

/**
 * Reads what a write answers, inside the write's own transaction. Read after
 * the commit, a save by someone else in between would be acknowledged as this
 * one (its version, its content), and a client building on it would overwrite
 * that save without a 409.
 */
export type AnswerInside<Row, T> = (trx: Transaction<DB>, row: Row) => Promise<T>;

/** For callers outside a request (seeders, fixtures) that want the written row itself. */
export const theWrittenRow = async <Row>(_trx: Transaction<DB>, row: Row): Promise<Row> => row;
