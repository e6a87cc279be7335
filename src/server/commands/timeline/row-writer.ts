import crypto from 'node:crypto';
import type { Transaction } from 'kysely';
import type { ServerContext } from '../../context';
import type { DB, TimelineRowsTable } from '../../db/schema';
import type { CurrentUser } from '../../auth/authenticate';
import { ErrorCode } from '../../../shared/errors';
import { writeWithActivity } from '../../activity/record';
import { mapUniqueViolation } from '../../db/errors';
import { AppError } from '../../http/app-error';
import { isoNow } from '../../clock';
import { nameKey } from '../../model/name-key';
import { lockTimeline } from './timeline-lock';
import type { Visibility } from '../../../shared/visibility';
import type { AnswerInside } from '../answer-inside';

const nameTaken = () => new AppError(409, ErrorCode.timelineRowNameTaken);
const rowInvalid = () => new AppError(400, ErrorCode.validation, 'VALIDATION.ROW_INVALID');

/** Adds a row (layer) under the existing ones. Names are unique per world, ignoring case (40037). */
export async function rowCreator(
  ctx: ServerContext,
  user: CurrentUser,
  worldId: string,
  props: { name: string; visibility?: Visibility | null },
): Promise<TimelineRowsTable> {
  return mapUniqueViolation(
    () =>
      writeWithActivity(ctx, async (trx, record) => {
        await lockTimeline(trx, worldId, 'exclusive');
        const key = nameKey(props.name);
        await assertNameFree(trx, worldId, key, null);
        const last = await trx
          .selectFrom('timeline_rows')
          .select((eb) => eb.fn.max('position').as('position'))
          .where('world_id', '=', worldId)
          .executeTakeFirst();
        const row: TimelineRowsTable = {
          id: crypto.randomUUID(),
          world_id: worldId,
          name: props.name.trim(),
          name_key: key,
          position: last?.position == null ? 0 : Number(last.position) + 1,
          created_at: isoNow(ctx.clock),
          visibility: props.visibility ?? null,
        };
        await trx.insertInto('timeline_rows').values(row).execute();
        await record({
          worldId,
          userId: user.id,
          type: 'create_timeline_row',
          details: { rowId: row.id, name: row.name },
        });
        return row;
      }),
    nameTaken,
  );
}

/** Renames a row; its place and its events stay. */
export async function rowRenamer<T>(
  ctx: ServerContext,
  user: CurrentUser,
  worldId: string,
  rowId: string,
  props: { name: string; visibility?: Visibility | null },
  answer: AnswerInside<TimelineRowsTable, T>,
): Promise<T> {
  return mapUniqueViolation(
    () =>
      writeWithActivity(ctx, async (trx, record) => {
        const row = await findRow(trx, worldId, rowId);
        const key = nameKey(props.name);
        if (key !== row.name_key) await assertNameFree(trx, worldId, key, row.id);
        const visibility = props.visibility === undefined ? row.visibility : props.visibility;
        const renamed = { ...row, name: props.name.trim(), name_key: key, visibility };
        await trx
          .updateTable('timeline_rows')
          .set({ name: renamed.name, name_key: key, visibility: visibility ?? null })
          .where('id', '=', row.id)
          .execute();
        await record({
          worldId,
          userId: user.id,
          type: 'update_timeline_row',
          details: { rowId: row.id, name: renamed.name, previousName: row.name },
        });
        return answer(trx, renamed);
      }),
    nameTaken,
  );
}

/**
 * Puts the rows in the given order, top first. The list must name every row
 * of the world exactly once, so a client with a stale list cannot drop or
 * duplicate a row by reordering.
 */
export async function rowOrderer(
  ctx: ServerContext,
  user: CurrentUser,
  worldId: string,
  rowIds: string[],
): Promise<void> {
  await writeWithActivity(ctx, async (trx, record) => {
    await lockTimeline(trx, worldId, 'exclusive');
    const rows = await trx
      .selectFrom('timeline_rows')
      .select(['id', 'position'])
      .where('world_id', '=', worldId)
      .execute();
    const known = new Set(rows.map((row) => row.id));
    const complete =
      rowIds.length === rows.length &&
      new Set(rowIds).size === rowIds.length &&
      rowIds.every((id) => known.has(id));
    if (!complete) throw new AppError(400, ErrorCode.validation, 'VALIDATION.ROW_ORDER_INCOMPLETE');
    const current = new Map(rows.map((row) => [row.id, row.position]));
    for (const [position, id] of rowIds.entries()) {
      if (current.get(id) !== position)
        await trx.updateTable('timeline_rows').set({ position }).where('id', '=', id).execute();
    }
    await record({
      worldId,
      userId: user.id,
      type: 'update_timeline_row',
      details: { order: rowIds },
    });
  });
}

/**
 * Deletes a row. A world keeps at least one row (40038); a row that still has
 * events needs `moveEventsTo`, another row of the world that takes them
 * (40036 without it), so deleting a row never deletes events silently. The
 * moved events get a new version: an edit made before the move is stale.
 */
export async function rowDeleter(
  ctx: ServerContext,
  user: CurrentUser,
  worldId: string,
  rowId: string,
  moveEventsTo: string | undefined,
): Promise<void> {
  await writeWithActivity(ctx, async (trx, record) => {
    await lockTimeline(trx, worldId, 'exclusive');
    const row = await findRow(trx, worldId, rowId);
    const rows = await trx
      .selectFrom('timeline_rows')
      .select(['id', 'name'])
      .where('world_id', '=', worldId)
      .orderBy('position')
      .execute();
    if (rows.length <= 1) throw new AppError(409, ErrorCode.timelineLastRow);
    const count = await trx
      .selectFrom('events')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('world_id', '=', worldId)
      .where('row_id', '=', row.id)
      .executeTakeFirstOrThrow();
    const moved = Number(count.count);
    let target: { id: string; name: string } | undefined;
    if (moveEventsTo !== undefined) {
      target = rows.find((candidate) => candidate.id === moveEventsTo && candidate.id !== row.id);
      if (!target) throw rowInvalid();
    }
    if (moved > 0) {
      if (!target) throw new AppError(409, ErrorCode.timelineRowHasEvents);
      await trx
        .updateTable('events')
        .set((eb) => ({
          row_id: target.id,
          version: eb('version', '+', 1),
          updated_by: user.id,
          updated_at: isoNow(ctx.clock),
        }))
        .where('world_id', '=', worldId)
        .where('row_id', '=', row.id)
        .execute();
    }
    await trx.deleteFrom('timeline_rows').where('id', '=', row.id).execute();
    // Close the gap so positions stay 0..n-1.
    for (const [position, remaining] of rows
      .filter((candidate) => candidate.id !== row.id)
      .entries()) {
      await trx
        .updateTable('timeline_rows')
        .set({ position })
        .where('id', '=', remaining.id)
        .execute();
    }
    await record({
      worldId,
      userId: user.id,
      type: 'delete_timeline_row',
      details: {
        rowId: row.id,
        name: row.name,
        ...(moved > 0 && target ? { movedEvents: moved, movedTo: target.name } : {}),
      },
    });
  });
}

export async function findRow(
  trx: Transaction<DB>,
  worldId: string,
  rowId: string,
): Promise<TimelineRowsTable> {
  const row = await trx
    .selectFrom('timeline_rows')
    .selectAll()
    .where('world_id', '=', worldId)
    .where('id', '=', rowId)
    .executeTakeFirst();
  if (!row) throw new AppError(404, ErrorCode.notFound);
  return row;
}

async function assertNameFree(
  trx: Transaction<DB>,
  worldId: string,
  key: string,
  exceptId: string | null,
): Promise<void> {
  let query = trx
    .selectFrom('timeline_rows')
    .select('id')
    .where('world_id', '=', worldId)
    .where('name_key', '=', key);
  if (exceptId) query = query.where('id', '!=', exceptId);
  if (await query.executeTakeFirst()) throw nameTaken();
}
