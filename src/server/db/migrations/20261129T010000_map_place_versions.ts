import { sql, type Kysely } from 'kysely';
import { dialectOf } from '../dialect';

// Migrations are never edited after they land; add a new timestamped file instead.
/**
 * A counter per map that moves with every write to its places or layers,
 * whoever makes it: the writers, an import, a cascade from a deleted
 * document, event or child map. The map answer cache keeps a map's places
 * while it stands still, so a write elsewhere in the world (another map, a
 * map's name) rebuilds only the answer's small head.
 *
 * A table of its own, not a column of `maps`: a writer that changes places
 * without holding the map's row (a document's deletion unlinking its places)
 * would otherwise wait for that row while holding places, and a place's
 * writer holds the row while waiting for places. No foreign key either: the
 * places of a deleted map are deleted after it and still count; the row of a
 * deleted map stays until its world goes.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('map_place_versions')
    .addColumn('map_id', 'text', (column) => column.primaryKey())
    .addColumn('world_id', 'text', (column) => column.notNull())
    .addColumn('version', 'integer', (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex('map_place_versions_world')
    .on('map_place_versions')
    .column('world_id')
    .execute();
  if (dialectOf(db) === 'postgres') await postgresTriggers(db);
  else await sqliteTriggers(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (dialectOf(db) === 'postgres') {
    for (const table of ['map_features', 'map_layers'])
      for (const event of ['insert', 'update', 'delete'])
        await sql`DROP TRIGGER IF EXISTS ${sql.id(`${table}_${event}_place_version`)} ON ${sql.table(table)}`.execute(
          db,
        );
    await sql`DROP FUNCTION IF EXISTS loreweave_map_places_changed()`.execute(db);
  } else {
    for (const table of ['map_features', 'map_layers'])
      for (const event of ['insert', 'update', 'delete'])
        await sql`DROP TRIGGER IF EXISTS ${sql.id(`${table}_${event}_place_version`)}`.execute(db);
  }
  await db.schema.dropTable('map_place_versions').ifExists().execute();
}

/** SQLite has row triggers only; one upsert a changed row is cheap there. */
async function sqliteTriggers(db: Kysely<unknown>): Promise<void> {
  // `WHERE` makes SQLite read ON CONFLICT as the upsert's, not the SELECT's join.
  const bump = (row: 'NEW' | 'OLD', when = 'true') =>
    sql.raw(`INSERT INTO map_place_versions (map_id, world_id, version)
      SELECT ${row}.map_id, ${row}.world_id, 1 WHERE ${when}
      ON CONFLICT (map_id) DO UPDATE SET version = map_place_versions.version + 1;`);
  for (const table of ['map_features', 'map_layers']) {
    await sql`CREATE TRIGGER ${sql.id(`${table}_insert_place_version`)}
      AFTER INSERT ON ${sql.table(table)} BEGIN ${bump('NEW')} END`.execute(db);
    await sql`CREATE TRIGGER ${sql.id(`${table}_update_place_version`)}
      AFTER UPDATE ON ${sql.table(table)} BEGIN ${bump('NEW')} ${bump('OLD', 'OLD.map_id <> NEW.map_id')} END`.execute(
      db,
    );
    await sql`CREATE TRIGGER ${sql.id(`${table}_delete_place_version`)}
      AFTER DELETE ON ${sql.table(table)} BEGIN ${bump('OLD')} END`.execute(db);
  }
}

/**
 * PostgreSQL: one upsert a statement over its transition tables, so that an
 * import or a world's deletion of thousands of places touches each map once.
 */
async function postgresTriggers(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE OR REPLACE FUNCTION loreweave_map_places_changed() RETURNS trigger
    LANGUAGE plpgsql AS $$
    BEGIN
      IF TG_OP = 'INSERT' THEN
        INSERT INTO map_place_versions (map_id, world_id, version)
        SELECT DISTINCT map_id, world_id, 1 FROM new_rows
        ON CONFLICT (map_id) DO UPDATE SET version = map_place_versions.version + 1;
      ELSIF TG_OP = 'DELETE' THEN
        INSERT INTO map_place_versions (map_id, world_id, version)
        SELECT DISTINCT map_id, world_id, 1 FROM old_rows
        ON CONFLICT (map_id) DO UPDATE SET version = map_place_versions.version + 1;
      ELSE
        INSERT INTO map_place_versions (map_id, world_id, version)
        SELECT map_id, world_id, 1 FROM new_rows UNION SELECT map_id, world_id, 1 FROM old_rows
        ON CONFLICT (map_id) DO UPDATE SET version = map_place_versions.version + 1;
      END IF;
      RETURN NULL;
    END $$`.execute(db);
  for (const table of ['map_features', 'map_layers']) {
    await sql`CREATE TRIGGER ${sql.id(`${table}_insert_place_version`)}
      AFTER INSERT ON ${sql.table(table)} REFERENCING NEW TABLE AS new_rows
      FOR EACH STATEMENT EXECUTE FUNCTION loreweave_map_places_changed()`.execute(db);
    await sql`CREATE TRIGGER ${sql.id(`${table}_update_place_version`)}
      AFTER UPDATE ON ${sql.table(table)} REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
      FOR EACH STATEMENT EXECUTE FUNCTION loreweave_map_places_changed()`.execute(db);
    await sql`CREATE TRIGGER ${sql.id(`${table}_delete_place_version`)}
      AFTER DELETE ON ${sql.table(table)} REFERENCING OLD TABLE AS old_rows
      FOR EACH STATEMENT EXECUTE FUNCTION loreweave_map_places_changed()`.execute(db);
  }
}
