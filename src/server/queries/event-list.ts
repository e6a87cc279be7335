import { sql, type Expression, type Kysely, type RawBuilder } from 'kysely';
import type * as z from 'zod/mini';
import type { DB } from '../db/schema';
import type { DateParts } from '../../shared/calendar/calendar-config';
import type { EventList, EventSummary, eventListQuery } from '../../shared/schemas/timeline';
import { dialectOf } from '../db/dialect';
import type { JsonText } from '../http/json-text';
import { isPublicItem, type PublicCut } from './public-items';

type ListQuery = z.output<typeof eventListQuery>;

/**
 * Every matching event in date order, and the documents they link, once
 * each, as the JSON text of `EventList` (GET api/Setting/{id}/Events, which
 * the timeline loads whole).
 *
 * The database writes the items' JSON itself (json_group_array / json_agg):
 * at 10,000 events that costs about a quarter of reading the rows into
 * objects, presenting them and serializing them (measured on SQLite: ~25 ms
 * against ~90 ms). Two queries whatever the size: the items with their
 * document ids and the count, then the linked documents. The fields are
 * those of `presentEventSummary` (presenters/timeline.ts); the route tests
 * parse the answer with the zod schema, which still documents the route.
 *
 * Cut for a reader (`publicCut`): only events on public rows, and of their
 * links only public documents, in the ids as in the documents. The answer is
 * built per call and never cached, so a reader's text cannot reach a member.
 */
export async function eventListJson(
  db: Kysely<DB>,
  worldId: string,
  query: ListQuery,
  publicCut?: PublicCut,
): Promise<JsonText<EventList>> {
  const postgres = dialectOf(db) === 'postgres';
  let events = db.selectFrom('events as e').where('e.world_id', '=', worldId);
  if (publicCut)
    events = events.where((eb) =>
      eb.exists(
        eb
          .selectFrom('timeline_rows as r')
          .select('r.id')
          .whereRef('r.id', '=', 'e.row_id')
          .where(isPublicItem('r.visibility', publicCut)),
      ),
    );
  // The links a caller may see: a reader's only to public documents.
  const shownDocument = publicCut
    ? db
        .selectFrom('documents as d')
        .select('d.id')
        .where('d.world_id', '=', worldId)
        .where(isPublicItem('d.visibility', publicCut))
    : undefined;
  if (query.rowId) events = events.where('e.row_id', '=', query.rowId);
  if (query.documentId) {
    const documentId = query.documentId;
    events = events.where((eb) =>
      eb.exists(
        eb
          .selectFrom('event_documents as link')
          .select('link.event_id')
          .whereRef('link.event_id', '=', 'e.id')
          .where('link.document_id', '=', documentId)
          .$if(shownDocument !== undefined, (links) =>
            links.where('link.document_id', 'in', shownDocument!),
          ),
      ),
    );
  }
  const pairs = sql.join(
    Object.entries(summaryFields(postgres, shownDocument)).map(
      ([key, value]) => sql`${sql.lit(key)}, ${value}`,
    ),
  );
  const items = postgres
    ? sql<string>`coalesce(json_agg(json_build_object(${pairs}) order by e.start_seconds, e.id), '[]')::text`
    : sql<string>`coalesce(json_group_array(json_object(${pairs}) order by e.start_seconds, e.id), '[]')`;
  const listing = postgres
    ? events
        .leftJoin(
          (eb) =>
            eb
              .selectFrom('event_documents')
              .select([
                'event_id',
                sql<unknown>`json_agg(document_id order by document_id)`.as('ids'),
              ])
              .where('world_id', '=', worldId)
              .$if(shownDocument !== undefined, (links) =>
                links.where('document_id', 'in', shownDocument!),
              )
              .groupBy('event_id')
              .as('l'),
          (join) => join.onRef('l.event_id', '=', 'e.id'),
        )
        .select(items.as('items'))
        .select((eb) => eb.fn.countAll<number>().as('total'))
    : events.select(items.as('items')).select((eb) => eb.fn.countAll<number>().as('total'));
  const [listed, documents] = await Promise.all([
    listing.executeTakeFirst(),
    db
      .selectFrom('documents')
      .select(['documents.id', 'documents.name', 'documents.type'])
      .where('documents.world_id', '=', worldId)
      .$if(publicCut !== undefined, (documents) =>
        documents.where(isPublicItem('documents.visibility', publicCut!)),
      )
      .where(
        'documents.id',
        'in',
        events
          .innerJoin('event_documents as link', 'link.event_id', 'e.id')
          .select('link.document_id'),
      )
      .orderBy('documents.name_key')
      .execute(),
  ]);
  // An aggregate without GROUP BY answers exactly one row.
  const body = `{"items":${listed?.items ?? '[]'},"documents":${JSON.stringify(documents)},"total":${Number(listed?.total ?? 0)}}`;
  return body as JsonText<EventList>;
}

/** Every field of `EventSummary`, in the schema's order: leaving one out does not compile. */
function summaryFields(
  postgres: boolean,
  shownDocument: Expression<unknown> | undefined,
): Record<keyof EventSummary, RawBuilder<unknown>> {
  const object = (entries: Record<keyof DateParts, RawBuilder<unknown>>) => {
    const pairs = sql.join(
      Object.entries(entries).map(([key, value]) => sql`${sql.lit(key)}, ${value}`),
    );
    return postgres ? sql`json_build_object(${pairs})` : sql`json_object(${pairs})`;
  };
  const date = (prefix: 'start' | 'end') =>
    object({
      year: sql.ref(`e.${prefix}_year`),
      month: sql.ref(`e.${prefix}_month`),
      day: sql.ref(`e.${prefix}_day`),
      hour: sql.ref(`e.${prefix}_hour`),
      minute: sql.ref(`e.${prefix}_minute`),
      second: sql.ref(`e.${prefix}_second`),
    });
  // PostgreSQL: the ids come from links grouped once per query (a join `l`,
  // a quarter faster than a subquery per event); SQLite: a subquery per event
  // on the links' primary key, whose JSON subtype json() restores.
  const shown = shownDocument ? sql`and document_id in ${shownDocument}` : sql``;
  const documentIds = postgres
    ? sql`coalesce(l.ids, '[]'::json)`
    : sql`json((select json_group_array(link.document_id) from (select document_id from event_documents where event_id = e.id ${shown} order by document_id) link))`;
  return {
    id: sql.ref('e.id'),
    name: sql.ref('e.name'),
    kind: sql.ref('e.kind'),
    start: date('start'),
    end: sql`case when e.end_year is null then null else ${date('end')} end`,
    rowId: sql.ref('e.row_id'),
    documentIds,
    version: sql.ref('e.version'),
  };
}
