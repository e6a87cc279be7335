import crypto from 'node:crypto';
import type { Compilable, CompiledQuery, Kysely } from 'kysely';
import type { DB } from './schema';

/**
 * A query that Kysely builds and compiles once per database instead of on
 * every call. Building and compiling a join with a few conditions costs more
 * CPU than SQLite spends running it (measured: 17 µs against 5 µs for the
 * session check), which matters on calls every page load makes. Together with
 * the statement cache of database.ts, a prepared query reaches SQLite as a
 * ready statement.
 *
 * Only SELECTs can be prepared (writes are counted when they are compiled,
 * see table-versions.ts). `build` receives placeholders instead of the
 * arguments and must use each as a query value (`where('x', '=', arg)`),
 * never to decide the shape of the query, which the first call fixes. The
 * compiled SQL differs by dialect, so it is kept per Kysely instance.
 *
 * On PostgreSQL the SQL also gets a statement name (`preparedStatementName`),
 * which database.ts passes to pg: the server then parses and plans it once per
 * connection, not on every call, which halved PostgreSQL's CPU per
 * GET api/Setting.
 */
export function preparedQuery<Args extends readonly string[], Row>(
  build: (db: Kysely<DB>, ...args: Args) => Compilable<Row>,
): (db: Kysely<DB>, ...args: Args) => Promise<Row[]> {
  const compiledFor = new WeakMap<Kysely<DB>, CompiledQuery<Row>>();
  return async (db, ...args) => {
    let compiled = compiledFor.get(db);
    if (!compiled) {
      compiled = compileWithPlaceholders(db, build, args.length);
      compiledFor.set(db, compiled);
    }
    const parameters = compiled.parameters.map((value) => {
      const index = placeholderIndex(value);
      return index === undefined ? value : args[index];
    });
    const result = await db.executeQuery<Row>({ ...compiled, parameters });
    return result.rows;
  };
}

/** SQL text of every prepared query → its statement name, the same in every process. */
const statementNames = new Map<string, string>();

/** The statement name of a prepared query's SQL; undefined for any other SQL. */
export function preparedStatementName(sql: string): string | undefined {
  return statementNames.get(sql);
}

const placeholderPrefix = '\u0000prepared-query-argument-';

function placeholderIndex(value: unknown): number | undefined {
  if (typeof value !== 'string' || !value.startsWith(placeholderPrefix)) return undefined;
  return Number(value.slice(placeholderPrefix.length));
}

function compileWithPlaceholders<Args extends readonly string[], Row>(
  db: Kysely<DB>,
  build: (db: Kysely<DB>, ...args: Args) => Compilable<Row>,
  count: number,
): CompiledQuery<Row> {
  const placeholders = Array.from({ length: count }, (_, index) => `${placeholderPrefix}${index}`);
  // The placeholders stand for the caller's strings; Args is a tuple of strings of this length.
  const compiled = build(db, ...(placeholders as unknown as Args)).compile();
  // Writes are counted when compiled (table-versions.ts): compiled once, they would count once.
  if (compiled.query.kind !== 'SelectQueryNode')
    throw new Error('Prepared query: only a SELECT can be prepared');
  const used = new Set(compiled.parameters.map(placeholderIndex));
  const unused = placeholders.findIndex((_, index) => !used.has(index));
  if (unused !== -1) throw new Error(`Prepared query: argument ${unused} is not a query parameter`);
  if (compiled.sql.includes(placeholderPrefix))
    throw new Error('Prepared query: an argument was inlined into the SQL');
  if (!statementNames.has(compiled.sql)) {
    const digest = crypto.createHash('sha256').update(compiled.sql).digest('hex');
    statementNames.set(compiled.sql, `loreweave_${digest.slice(0, 24)}`);
  }
  return compiled;
}
