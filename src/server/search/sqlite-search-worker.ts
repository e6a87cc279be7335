import { parentPort, workerData } from 'node:worker_threads';
import Database from 'better-sqlite3';
import { sqliteSearchSql, type SqliteSearchRow } from './sqlite-search-query';

/**
 * Runs searches on its own read-only connection (WAL lets it read while the
 * main thread writes), so a search over a large world never blocks the event
 * loop that answers everyone else.
 */
export interface SearchRequest {
  id: number;
  match: string;
  worldId: string;
  limit: number;
}

export type SearchReply = { id: number; rows: SqliteSearchRow[] } | { id: number; error: string };

const { file } = workerData as { file: string };
const db = new Database(file, { readonly: true, fileMustExist: true });
db.pragma('busy_timeout = 5000');
const statement = db.prepare<[string, string, number], SqliteSearchRow>(sqliteSearchSql);

parentPort?.on('message', (request: SearchRequest) => {
  let reply: SearchReply;
  try {
    reply = { id: request.id, rows: statement.all(request.match, request.worldId, request.limit) };
  } catch (error) {
    reply = { id: request.id, error: error instanceof Error ? error.message : String(error) };
  }
  parentPort?.postMessage(reply);
});
