import crypto from 'node:crypto';
import type { Transaction } from 'kysely';
import type * as z from 'zod/mini';
import type { ServerContext } from '../../context';
import type { DB, EventsTable } from '../../db/schema';
import type { CurrentUser } from '../../auth/authenticate';
import type { eventRequest } from '../../../shared/schemas/timeline';
import { ErrorCode } from '../../../shared/errors';
import { writeWithActivity } from '../../activity/record';
import { AppError } from '../../http/app-error';
import { isoNow } from '../../clock';
import { indexEntry, removeEntry } from '../../search/search-index';
import { lockTimeline } from './timeline-lock';
import { endColumns, firstDateIssue, secondsOf, startColumns } from '../../model/event-dates';
import { loadCalendar } from '../../model/stored-calendar';
import type { AnswerInside } from '../answer-inside';

/** An event as the request schema leaves it: trimmed name, defaults filled in. */
export type EventFields = z.output<typeof eventRequest>;

/** Creates an event on the world's calendar (SPEC §3 Event; feed `create_new_event`). */
export async function eventCreator(
  ctx: ServerContext,
  user: CurrentUser,
  worldId: string,
  fields: EventFields,
): Promise<EventsTable> {
  return writeWithActivity(ctx, async (trx, record) => {
    await lockTimeline(trx, worldId, 'shared');
    const now = isoNow(ctx.clock);
    const event: EventsTable = {
      id: crypto.randomUUID(),
      world_id: worldId,
      ...(await checkedColumns(trx, worldId, fields)),
      version: 1,
      created_by: user.id,
      updated_by: user.id,
      created_at: now,
      updated_at: now,
    };
    await trx.insertInto('events').values(event).execute();
    await saveLinks(trx, event, fields.documentIds);
    await record({
      worldId,
      userId: user.id,
      type: 'create_new_event',
      details: { eventId: event.id, name: event.name },
    });
    return event;
  });
}

/**
 * Saves an edit made on `version`; a stale version is refused with 409 (4091)
 * so nobody overwrites a teammate's change (or a row move) unseen.
 */
export async function eventUpdater<T>(
  ctx: ServerContext,
  user: CurrentUser,
  worldId: string,
  eventId: string,
  fields: EventFields & { version: number },
  answer: AnswerInside<EventsTable, T>,
): Promise<T> {
  return writeWithActivity(ctx, async (trx, record) => {
    await lockTimeline(trx, worldId, 'shared');
    const current = await findEvent(trx, worldId, eventId);
    if (current.version !== fields.version) throw new AppError(409, ErrorCode.staleVersion);
    const changes = {
      ...(await checkedColumns(trx, worldId, fields)),
      version: current.version + 1,
      updated_by: user.id,
      updated_at: isoNow(ctx.clock),
    };
    const updated: EventsTable = { ...current, ...changes };
    const result = await trx
      .updateTable('events')
      .set(changes)
      .where('id', '=', current.id)
      .where('world_id', '=', worldId)
      .where('version', '=', current.version)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) !== 1) throw new AppError(409, ErrorCode.staleVersion);
    await trx.deleteFrom('event_documents').where('event_id', '=', current.id).execute();
    await saveLinks(trx, updated, fields.documentIds);
    await record({
      worldId,
      userId: user.id,
      type: 'update_event',
      details: {
        eventId: current.id,
        name: updated.name,
        version: updated.version,
        ...(current.name !== updated.name ? { previousName: current.name } : {}),
      },
    });
    return answer(trx, updated);
  });
}

export async function eventDeleter(
  ctx: ServerContext,
  user: CurrentUser,
  worldId: string,
  eventId: string,
): Promise<void> {
  await writeWithActivity(ctx, async (trx, record) => {
    const event = await findEvent(trx, worldId, eventId);
    await trx.deleteFrom('events').where('id', '=', event.id).execute();
    await removeEntry(trx, 'event', event.id);
    await record({
      worldId,
      userId: user.id,
      type: 'delete_event',
      details: { eventId: event.id, name: event.name },
    });
  });
}

export async function findEvent(
  trx: Transaction<DB>,
  worldId: string,
  eventId: string,
): Promise<EventsTable> {
  const event = await trx
    .selectFrom('events')
    .selectAll()
    .where('world_id', '=', worldId)
    .where('id', '=', eventId)
    .executeTakeFirst();
  if (!event) throw new AppError(404, ErrorCode.notFound);
  return event;
}

/**
 * The columns an event's fields become, after the checks only the server can
 * make: the dates exist on this world's calendar, the row and every linked
 * document belong to this world.
 */
async function checkedColumns(trx: Transaction<DB>, worldId: string, fields: EventFields) {
  const { calendar } = await loadCalendar(trx, worldId);
  const issue = firstDateIssue(calendar, fields.start, fields.end);
  if (issue) throw new AppError(400, ErrorCode.validation, issue.messageKey);
  const row = await trx
    .selectFrom('timeline_rows')
    .select('id')
    .where('world_id', '=', worldId)
    .where('id', '=', fields.rowId)
    .executeTakeFirst();
  if (!row) throw new AppError(400, ErrorCode.validation, 'VALIDATION.ROW_INVALID');
  const documentIds = [...new Set(fields.documentIds)];
  if (documentIds.length) {
    const found = await trx
      .selectFrom('documents')
      .select('id')
      .where('world_id', '=', worldId)
      .where('id', 'in', documentIds)
      .execute();
    if (found.length !== documentIds.length)
      throw new AppError(400, ErrorCode.validation, 'VALIDATION.DOCUMENT_NOT_IN_WORLD');
  }
  return {
    row_id: row.id,
    name: fields.name,
    kind: fields.kind,
    ...startColumns(fields.start),
    ...endColumns(fields.end),
    ...secondsOf(calendar, fields.start, fields.end, fields.kind),
    description: fields.description,
  };
}

/** Links the event to its documents and (re)indexes it for the top-bar search. */
async function saveLinks(
  trx: Transaction<DB>,
  event: EventsTable,
  documentIds: string[],
): Promise<void> {
  const unique = [...new Set(documentIds)];
  if (unique.length) {
    await trx
      .insertInto('event_documents')
      .values(
        unique.map((documentId) => ({
          world_id: event.world_id,
          event_id: event.id,
          document_id: documentId,
        })),
      )
      .execute();
  }
  await indexEntry(trx, {
    worldId: event.world_id,
    kind: 'event',
    refId: event.id,
    title: event.name,
    body: event.description,
  });
}
