import { createRequire } from 'node:module';
import type BetterSqlite3 from 'better-sqlite3';

/**
 * The better-sqlite3 this runtime can run. Two majors are installed because none serves
 * Node 20, 22 and 24 alike:
 * - 12 wraps `node::ObjectWrap`; built against Node 24.19+ headers it aborts the process
 *   (`RemoveEnvironmentCleanupHook: (env) != nullptr`) when a statement is garbage-collected.
 * - 13 (installed as `better-sqlite3-napi`) is built for Node-API 10, which Node 22.14+ has
 *   and Node 20 never got: there it segfaults on the first `new Database()`.
 * Both open the same files with the same API; the types are 12's.
 */
export const sqliteDriverPackage: 'better-sqlite3' | 'better-sqlite3-napi' =
  Number(process.versions.napi) >= 10 ? 'better-sqlite3-napi' : 'better-sqlite3';

const require = createRequire(import.meta.url);

export const SqliteDatabase = require(sqliteDriverPackage) as typeof BetterSqlite3;
