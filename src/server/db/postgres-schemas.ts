import pg from 'pg';

/**
 * Schemas side by side in one PostgreSQL database (how the tests isolate
 * themselves) take turns to migrate and to be dropped. Kysely's migrator lists
 * tables with `has_schema_privilege(nspname, 'USAGE')` over every schema of
 * the database, and that lookup by name fails ("schema … does not exist") for
 * a schema another connection drops during the scan: on CI, two suites failed
 * to start while others closed theirs. Any constant but Kysely's own
 * migration lock (which it takes only after listing the tables).
 */
const schemaTurnLock = 1_281_839_939;

/** Runs `work` (given the connection holding the turn) while no other schema of the database at `url` is being migrated or dropped through here. */
export async function inSchemaTurn<T>(
  url: string,
  work: (client: pg.Client) => Promise<T>,
): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [schemaTurnLock]);
    return await work(client);
  } finally {
    // Ending the session releases its advisory locks.
    await client.end();
  }
}

/** Drops a schema and everything in it, in turn with the others' migrations. */
export async function dropPostgresSchema(url: string, schema: string): Promise<void> {
  if (!/^[a-z_][a-z0-9_]*$/.test(schema)) throw new Error(`Bad schema name ${schema}`);
  await inSchemaTurn(url, (client) => client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`));
}
