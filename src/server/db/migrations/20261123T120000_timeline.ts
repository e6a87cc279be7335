import crypto from 'node:crypto';
import type { Kysely } from 'kysely';
import { dialectOf } from '../dialect';

// Migrations are never edited after they land; add a new timestamped file instead.
/**
 * The timeline: each world's calendar, its rows (layers) and its events.
 *
 * Events keep their dates as calendar parts (the truth) plus two absolute-second
 * sort keys derived from them, recomputed whenever the calendar changes. The
 * keys are bigint on PostgreSQL: a long calendar passes 2^31 seconds within a
 * century (the pg driver's int8 parser turns them back into numbers).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const secondsType = dialectOf(db) === 'postgres' ? 'bigint' : 'integer';

  await db.schema
    .createTable('calendars')
    .addColumn('world_id', 'text', (c) =>
      c.primaryKey().references('worlds.id').onDelete('cascade'),
    )
    // Versioned JSON (src/shared/calendar/calendar-config.ts).
    .addColumn('config', 'text', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('updated_at', 'text')
    .addColumn('updated_by', 'text', (c) => c.references('users.id').onDelete('set null'))
    .execute();

  await db.schema
    .createTable('timeline_rows')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('world_id', 'text', (c) => c.notNull().references('worlds.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    // Lower-cased, trimmed name: row names are unique per world regardless of case.
    .addColumn('name_key', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('timeline_rows_world_name', ['world_id', 'name_key'])
    .execute();

  await db.schema
    .createTable('events')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('world_id', 'text', (c) => c.notNull().references('worlds.id').onDelete('cascade'))
    // No cascade: deleting a row moves its events first (the row writer refuses otherwise).
    .addColumn('row_id', 'text', (c) => c.notNull().references('timeline_rows.id'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('start_year', 'integer', (c) => c.notNull())
    .addColumn('start_month', 'integer', (c) => c.notNull())
    .addColumn('start_day', 'integer', (c) => c.notNull())
    .addColumn('start_hour', 'integer', (c) => c.notNull())
    .addColumn('start_minute', 'integer', (c) => c.notNull())
    .addColumn('start_second', 'integer', (c) => c.notNull())
    .addColumn('end_year', 'integer')
    .addColumn('end_month', 'integer')
    .addColumn('end_day', 'integer')
    .addColumn('end_hour', 'integer')
    .addColumn('end_minute', 'integer')
    .addColumn('end_second', 'integer')
    .addColumn('start_seconds', secondsType, (c) => c.notNull())
    // Where the event stops on the axis: its end, its start when instant, the calendar's end when open-ended.
    .addColumn('end_seconds', secondsType, (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_by', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('updated_by', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('events_world_start')
    .on('events')
    .columns(['world_id', 'start_seconds', 'id'])
    .execute();
  await db.schema
    .createIndex('events_row')
    .on('events')
    .columns(['row_id', 'start_seconds'])
    .execute();
  await db.schema
    .createIndex('events_world_created')
    .on('events')
    .columns(['world_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('event_documents')
    .addColumn('world_id', 'text', (c) => c.notNull().references('worlds.id').onDelete('cascade'))
    .addColumn('event_id', 'text', (c) => c.notNull().references('events.id').onDelete('cascade'))
    .addColumn('document_id', 'text', (c) =>
      c.notNull().references('documents.id').onDelete('cascade'),
    )
    .addPrimaryKeyConstraint('event_documents_pk', ['event_id', 'document_id'])
    .execute();
  await db.schema
    .createIndex('event_documents_document')
    .on('event_documents')
    .columns(['document_id', 'event_id'])
    .execute();
  await db.schema
    .createIndex('event_documents_world')
    .on('event_documents')
    .columns(['world_id', 'event_id'])
    .execute();

  await backfillWorlds(db);
}

/**
 * The default calendar as it was when this migration landed, frozen here so a
 * later change of `defaultCalendarConfig()` cannot change what this migration did.
 */
const defaultCalendarAtThisMigration = {
  version: 1,
  startYear: 0,
  endYear: 3000,
  months: [
    ['January', 'Jan', 31],
    ['February', 'Feb', 28],
    ['March', 'Mar', 31],
    ['April', 'Apr', 30],
    ['May', 'May', 31],
    ['June', 'Jun', 30],
    ['July', 'Jul', 31],
    ['August', 'Aug', 31],
    ['September', 'Sep', 30],
    ['October', 'Oct', 31],
    ['November', 'Nov', 30],
    ['December', 'Dec', 31],
  ].map(([name, shortName, days]) => ({ name, shortName, days })),
  dateParts: ['year', 'month', 'day', 'hour', 'minute', 'second'],
};

/** Every world that exists already gets the default calendar and one row, as new worlds do. */
async function backfillWorlds(db: Kysely<unknown>): Promise<void> {
  // Kysely<unknown> knows no tables; the two inserts below name their columns.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- untyped migration-time access
  const untyped = db as Kysely<any>;
  const worlds: { id: string; created_at: string }[] = await untyped
    .selectFrom('worlds')
    .select(['id', 'created_at'])
    .execute();
  const config = JSON.stringify(defaultCalendarAtThisMigration);
  for (let i = 0; i < worlds.length; i += 200) {
    const chunk = worlds.slice(i, i + 200);
    await untyped
      .insertInto('calendars')
      .values(
        chunk.map((world) => ({
          world_id: world.id,
          config,
          version: 1,
          updated_at: null,
          updated_by: null,
        })),
      )
      .execute();
    await untyped
      .insertInto('timeline_rows')
      .values(
        chunk.map((world) => ({
          id: crypto.randomUUID(),
          world_id: world.id,
          name: 'Main',
          name_key: 'main',
          position: 0,
          created_at: world.created_at,
        })),
      )
      .execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['event_documents', 'events', 'timeline_rows', 'calendars']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
