import crypto from 'node:crypto';
import type { Transaction } from 'kysely';
import type * as z from 'zod/mini';
import type { ServerContext } from '../../context';
import type { DB, RelationTypesTable } from '../../db/schema';
import type { CurrentUser } from '../../auth/authenticate';
import { relationColors, type relationTypeRequest } from '../../../shared/schemas/relation';
import { ErrorCode } from '../../../shared/errors';
import { writeWithActivity } from '../../activity/record';
import { mapUniqueViolation } from '../../db/errors';
import { AppError } from '../../http/app-error';
import { isoNow } from '../../clock';
import { nameKey } from '../../model/name-key';
import { pairKey } from './relation-writer';
import type { AnswerInside } from '../answer-inside';

export type RelationTypeFields = z.output<typeof relationTypeRequest>;

const nameTaken = () => new AppError(409, ErrorCode.relationTypeNameTaken);

/** SPEC §3 Relation type; without a colour it takes the first one no other type of the world uses. */
export async function relationTypeCreator(
  ctx: ServerContext,
  user: CurrentUser,
  worldId: string,
  fields: RelationTypeFields,
): Promise<RelationTypesTable> {
  return mapTypeConflict(() =>
    writeWithActivity(ctx, async (trx, record) => {
      const key = nameKey(fields.name);
      await assertNameFree(trx, worldId, key, null);
      const type: RelationTypesTable = {
        id: crypto.randomUUID(),
        world_id: worldId,
        name: fields.name,
        name_key: key,
        color: fields.color ?? (await firstFreeColor(trx, worldId)),
        directed: fields.directed ? 1 : 0,
        created_at: isoNow(ctx.clock),
      };
      await trx.insertInto('relation_types').values(type).execute();
      await record({
        worldId,
        userId: user.id,
        type: 'create_relation_type',
        details: { typeId: type.id, name: type.name },
      });
      return type;
    }),
  );
}

/**
 * Renames a type, recolours it, or makes it (un)directed. Making it
 * undirected folds A→B and B→A into one pair: when both exist the change is
 * refused (40040) until one of them is deleted.
 */
export async function relationTypeUpdater<T>(
  ctx: ServerContext,
  user: CurrentUser,
  worldId: string,
  typeId: string,
  fields: RelationTypeFields,
  answer: AnswerInside<RelationTypesTable, T>,
): Promise<T> {
  return mapTypeConflict(
    () =>
      writeWithActivity(ctx, async (trx, record) => {
        const current = await findRelationType(trx, worldId, typeId);
        const key = nameKey(fields.name);
        if (key !== current.name_key) await assertNameFree(trx, worldId, key, current.id);
        const updated: RelationTypesTable = {
          ...current,
          name: fields.name,
          name_key: key,
          color: fields.color ?? current.color,
          directed: fields.directed ? 1 : 0,
        };
        await trx
          .updateTable('relation_types')
          .set({
            name: updated.name,
            name_key: updated.name_key,
            color: updated.color,
            directed: updated.directed,
          })
          .where('id', '=', current.id)
          .execute();
        if (updated.directed !== current.directed)
          await rekeyPairs(trx, current.id, Boolean(updated.directed));
        await record({
          worldId,
          userId: user.id,
          type: 'update_relation_type',
          details: { typeId: current.id, name: updated.name, previousName: current.name },
        });
        return answer(trx, updated);
      }),
    // Rekeying can only collide on relations_type_pair: two relations folding into one pair.
    (error) =>
      String((error as Error).message).includes('pair') ? ErrorCode.relationExists : null,
  );
}

/** Deletes a type with all its relations (the client confirms, showing how many). */
export async function relationTypeDeleter(
  ctx: ServerContext,
  user: CurrentUser,
  worldId: string,
  typeId: string,
): Promise<void> {
  await writeWithActivity(ctx, async (trx, record) => {
    const type = await findRelationType(trx, worldId, typeId);
    const removed = await trx
      .deleteFrom('relations')
      .where('type_id', '=', type.id)
      .executeTakeFirst();
    await trx.deleteFrom('relation_types').where('id', '=', type.id).execute();
    await record({
      worldId,
      userId: user.id,
      type: 'delete_relation_type',
      details: { typeId: type.id, name: type.name, relations: Number(removed.numDeletedRows) },
    });
  });
}

export async function findRelationType(
  trx: Transaction<DB>,
  worldId: string,
  typeId: string,
): Promise<RelationTypesTable> {
  const type = await trx
    .selectFrom('relation_types')
    .selectAll()
    .where('world_id', '=', worldId)
    .where('id', '=', typeId)
    .executeTakeFirst();
  if (!type) throw new AppError(404, ErrorCode.notFound);
  return type;
}

async function rekeyPairs(trx: Transaction<DB>, typeId: string, directed: boolean): Promise<void> {
  const relations = await trx
    .selectFrom('relations')
    .select(['id', 'source_id', 'target_id'])
    .where('type_id', '=', typeId)
    .execute();
  const seen = new Set<string>();
  for (const relation of relations) {
    const key = pairKey(directed, relation.source_id, relation.target_id);
    if (seen.has(key)) throw new AppError(409, ErrorCode.relationExists);
    seen.add(key);
  }
  // Two passes so no intermediate state collides on the unique (type, pair) index.
  for (const relation of relations) {
    await trx
      .updateTable('relations')
      .set({ pair_key: `~${relation.id}` })
      .where('id', '=', relation.id)
      .execute();
  }
  for (const relation of relations) {
    await trx
      .updateTable('relations')
      .set({ pair_key: pairKey(directed, relation.source_id, relation.target_id) })
      .where('id', '=', relation.id)
      .execute();
  }
}

async function firstFreeColor(trx: Transaction<DB>, worldId: string): Promise<string> {
  const used = await trx
    .selectFrom('relation_types')
    .select('color')
    .where('world_id', '=', worldId)
    .execute();
  const taken = new Set(used.map((row) => row.color));
  return (
    relationColors.find((color) => !taken.has(color)) ??
    relationColors[used.length % relationColors.length]!
  );
}

async function assertNameFree(
  trx: Transaction<DB>,
  worldId: string,
  key: string,
  exceptId: string | null,
): Promise<void> {
  let query = trx
    .selectFrom('relation_types')
    .select('id')
    .where('world_id', '=', worldId)
    .where('name_key', '=', key);
  if (exceptId) query = query.where('id', '!=', exceptId);
  if (await query.executeTakeFirst()) throw nameTaken();
}

function mapTypeConflict<T>(
  work: () => Promise<T>,
  otherCode: (error: unknown) => typeof ErrorCode.relationExists | null = () => null,
): Promise<T> {
  return mapUniqueViolation(work, (error) => {
    const code = otherCode(error);
    return code ? new AppError(409, code) : nameTaken();
  });
}
