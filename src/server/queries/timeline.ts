import type { Kysely } from 'kysely';
import type { DB, WorldsTable } from '../db/schema';
import { isPublicItem, type PublicCut } from './public-items';
import type { EventDetail, TimelineRow } from '../../shared/schemas/timeline';
import { ErrorCode } from '../../shared/errors';
import { AppError } from '../http/app-error';
import { presentEventDetail, presentRow } from '../presenters/timeline';

/**
 * A world's rows, top first, with how many events each holds. Given a world
 * to cut for (a reader's), only its public rows.
 */
export async function listRows(
  db: Kysely<DB>,
  worldId: string,
  publicOf?: Pick<WorldsTable, 'is_public' | 'default_visibility'>,
): Promise<TimelineRow[]> {
  const rows = await db
    .selectFrom('timeline_rows')
    .leftJoin('events', 'events.row_id', 'timeline_rows.id')
    .select([
      'timeline_rows.id',
      'timeline_rows.name',
      'timeline_rows.position',
      'timeline_rows.visibility',
    ])
    .select((eb) => eb.fn.count<number>('events.id').as('events'))
    .where('timeline_rows.world_id', '=', worldId)
    .$if(publicOf !== undefined, (query) =>
      query.where(isPublicItem('timeline_rows.visibility', publicOf!)),
    )
    .groupBy([
      'timeline_rows.id',
      'timeline_rows.name',
      'timeline_rows.position',
      'timeline_rows.visibility',
    ])
    .orderBy('timeline_rows.position')
    .execute();
  return rows.map((row) => presentRow(row, Number(row.events)));
}

export async function loadRow(
  db: Kysely<DB>,
  worldId: string,
  rowId: string,
): Promise<TimelineRow> {
  const row = (await listRows(db, worldId)).find((candidate) => candidate.id === rowId);
  if (!row) throw new AppError(404, ErrorCode.notFound);
  return row;
}

const summaryColumns = [
  'events.id',
  'events.name',
  'events.kind',
  'events.row_id',
  'events.version',
  'events.start_year',
  'events.start_month',
  'events.start_day',
  'events.start_hour',
  'events.start_minute',
  'events.start_second',
  'events.end_year',
  'events.end_month',
  'events.end_day',
  'events.end_hour',
  'events.end_minute',
  'events.end_second',
] as const;

/**
 * One event with its description, linked documents and authors. Cut for a
 * reader: an event on a members-only row is not found, as an unknown id, and
 * its links keep only public documents.
 */
export async function loadEventDetail(
  db: Kysely<DB>,
  worldId: string,
  eventId: string,
  publicCut?: PublicCut,
): Promise<EventDetail> {
  let query = db
    .selectFrom('events')
    .leftJoin('users as creator', 'creator.id', 'events.created_by')
    .leftJoin('users as editor', 'editor.id', 'events.updated_by')
    .select(summaryColumns)
    .select([
      'events.description',
      'events.created_at',
      'events.updated_at',
      'events.created_by',
      'events.updated_by',
      'creator.user_name as created_by_name',
      'editor.user_name as updated_by_name',
    ])
    .where('events.world_id', '=', worldId)
    .where('events.id', '=', eventId);
  if (publicCut)
    query = query.where((eb) =>
      eb.exists(
        eb
          .selectFrom('timeline_rows')
          .select('timeline_rows.id')
          .whereRef('timeline_rows.id', '=', 'events.row_id')
          .where(isPublicItem('timeline_rows.visibility', publicCut)),
      ),
    );
  const row = await query.executeTakeFirst();
  if (!row) throw new AppError(404, ErrorCode.notFound);
  let documentQuery = db
    .selectFrom('event_documents')
    .innerJoin('documents', 'documents.id', 'event_documents.document_id')
    .select(['documents.id', 'documents.name', 'documents.type'])
    .where('event_documents.event_id', '=', row.id);
  if (publicCut)
    documentQuery = documentQuery.where(isPublicItem('documents.visibility', publicCut));
  const event = presentEventDetail(
    row,
    await documentQuery.orderBy('documents.name_key').execute(),
  );
  // Who wrote it names members, whom readers do not get to list.
  return publicCut ? { ...event, createdBy: null, updatedBy: null } : event;
}
