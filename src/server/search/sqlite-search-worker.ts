import os from 'node:os';
import { parentPort, workerData } from 'node:worker_threads';
import { SqliteDatabase } from '../db/sqlite-driver';
import { createSqliteSearcher } from './sqlite-ranked-search';
import type { SqliteSearchPlan, SqliteSearchRow } from './sqlite-search-query';

/**
 * Runs searches on its own read-only connection (WAL lets it read while the
 * main thread writes), so a search over a large world never blocks the event
 * loop that answers everyone else.
 */
export interface SearchRequest {
  id: number;
  plan: SqliteSearchPlan;
}

/** Nice value of a search thread (0 is normal, 19 the lowest priority). */
const searchNice = 10;

export type SearchReply = { id: number; rows: SqliteSearchRow[] } | { id: number; error: string };

const { file } = workerData as { file: string };
// Linux keeps a nice value per thread, and "this process" (pid 0) means this
// thread: when a search and a request both want a core, the request gets it.
// (Elsewhere it would lower the whole server, so only on Linux.)
if (process.platform === 'linux') {
  try {
    os.setPriority(searchNice);
  } catch {
    // Not permitted here; searches simply run at the server's priority.
  }
}
const db = new SqliteDatabase(file, { readonly: true, fileMustExist: true });
db.pragma('busy_timeout = 5000');
const search = createSqliteSearcher(db);

parentPort?.on('message', (request: SearchRequest) => {
  let reply: SearchReply;
  try {
    reply = { id: request.id, rows: search(request.plan) };
  } catch (error) {
    reply = { id: request.id, error: error instanceof Error ? error.message : String(error) };
  }
  parentPort?.postMessage(reply);
});
