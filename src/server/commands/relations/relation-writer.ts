import crypto from 'node:crypto';
import type { Transaction } from 'kysely';
import type * as z from 'zod/mini';
import type { ServerContext } from '../../context';
import type { DB, RelationTypesTable, RelationsTable } from '../../db/schema';
import type { CurrentUser } from '../../auth/authenticate';
import type { relationRequest, relationUpdateRequest } from '../../../shared/schemas/relation';
import { ErrorCode } from '../../../shared/errors';
import { writeWithActivity, type RecordActivity } from '../../activity/record';
import type { ActivityType } from '../../../shared/schemas/activity';
import { mapUniqueViolation } from '../../db/errors';
import { AppError } from '../../http/app-error';
import { isoNow } from '../../clock';
import { assertDocumentsInWorld } from '../document-checks';
import type { AnswerInside } from '../answer-inside';

export type RelationFields = z.output<typeof relationRequest>;
export type RelationEdit = z.output<typeof relationUpdateRequest>;

/**
 * What makes two relations of one type the same: the ordered pair for a
 * directed type, the unordered pair for an undirected one.
 */
export function pairKey(directed: boolean, sourceId: string, targetId: string): string {
  if (directed) return `${sourceId}>${targetId}`;
  return sourceId < targetId ? `${sourceId}|${targetId}` : `${targetId}|${sourceId}`;
}

const relationExists = () => new AppError(409, ErrorCode.relationExists);

/** Relates two documents of the world by a type of the world, optionally labelled. */
export async function relationCreator(
  ctx: ServerContext,
  user: CurrentUser,
  worldId: string,
  fields: RelationFields,
): Promise<RelationsTable> {
  return mapUniqueViolation(
    () =>
      writeWithActivity(ctx, async (trx, record) => {
        const type = await typeForRelation(trx, worldId, fields.typeId);
        await assertDocumentsInWorld(trx, worldId, [fields.sourceId, fields.targetId]);
        const now = isoNow(ctx.clock);
        const relation: RelationsTable = {
          id: crypto.randomUUID(),
          world_id: worldId,
          type_id: type.id,
          source_id: fields.sourceId,
          target_id: fields.targetId,
          pair_key: pairKey(Boolean(type.directed), fields.sourceId, fields.targetId),
          label: fields.label,
          created_by: user.id,
          created_at: now,
          updated_at: now,
        };
        await assertPairFree(trx, relation.type_id, relation.pair_key, null);
        await trx.insertInto('relations').values(relation).execute();
        await recordRelation(trx, record, user, 'create_relation', relation, type);
        return relation;
      }),
    relationExists,
  );
}

/** Changes a relation's documents or label; its type stays. */
export async function relationUpdater<T>(
  ctx: ServerContext,
  user: CurrentUser,
  worldId: string,
  relationId: string,
  edit: RelationEdit,
  answer: AnswerInside<RelationsTable, T>,
): Promise<T> {
  return mapUniqueViolation(
    () =>
      writeWithActivity(ctx, async (trx, record) => {
        const current = await findRelation(trx, worldId, relationId);
        const type = await typeForRelation(trx, worldId, current.type_id);
        await assertDocumentsInWorld(trx, worldId, [edit.sourceId, edit.targetId]);
        const changes = {
          source_id: edit.sourceId,
          target_id: edit.targetId,
          pair_key: pairKey(Boolean(type.directed), edit.sourceId, edit.targetId),
          label: edit.label,
          updated_at: isoNow(ctx.clock),
        };
        await assertPairFree(trx, current.type_id, changes.pair_key, current.id);
        await trx.updateTable('relations').set(changes).where('id', '=', current.id).execute();
        const updated = { ...current, ...changes };
        await recordRelation(trx, record, user, 'update_relation', updated, type);
        return answer(trx, updated);
      }),
    relationExists,
  );
}

export async function relationDeleter(
  ctx: ServerContext,
  user: CurrentUser,
  worldId: string,
  relationId: string,
): Promise<void> {
  await writeWithActivity(ctx, async (trx, record) => {
    const relation = await findRelation(trx, worldId, relationId);
    const type = await typeForRelation(trx, worldId, relation.type_id);
    await trx.deleteFrom('relations').where('id', '=', relation.id).execute();
    await recordRelation(trx, record, user, 'delete_relation', relation, type);
  });
}

async function findRelation(
  trx: Transaction<DB>,
  worldId: string,
  relationId: string,
): Promise<RelationsTable> {
  const relation = await trx
    .selectFrom('relations')
    .selectAll()
    .where('world_id', '=', worldId)
    .where('id', '=', relationId)
    .executeTakeFirst();
  if (!relation) throw new AppError(404, ErrorCode.notFound);
  return relation;
}

/** 400 "Choose a relation type of this world" unless it is one. */
async function typeForRelation(
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
  if (!type) throw new AppError(400, ErrorCode.validation, 'VALIDATION.RELATION_TYPE_INVALID');
  return type;
}

async function assertPairFree(
  trx: Transaction<DB>,
  typeId: string,
  key: string,
  exceptId: string | null,
): Promise<void> {
  let query = trx
    .selectFrom('relations')
    .select('id')
    .where('type_id', '=', typeId)
    .where('pair_key', '=', key);
  if (exceptId) query = query.where('id', '!=', exceptId);
  if (await query.executeTakeFirst()) throw relationExists();
}

/** The feed names both documents and the type, as they were at the time. */
async function recordRelation(
  trx: Transaction<DB>,
  record: RecordActivity,
  user: CurrentUser,
  type: Extract<ActivityType, 'create_relation' | 'update_relation' | 'delete_relation'>,
  relation: RelationsTable,
  relationType: RelationTypesTable,
): Promise<void> {
  const names = await trx
    .selectFrom('documents')
    .select(['id', 'name'])
    .where('id', 'in', [relation.source_id, relation.target_id])
    .execute();
  const nameOf = (id: string) => names.find((document) => document.id === id)?.name ?? '';
  await record({
    worldId: relation.world_id,
    userId: user.id,
    type,
    details: {
      relationId: relation.id,
      typeId: relationType.id,
      typeName: relationType.name,
      sourceName: nameOf(relation.source_id),
      targetName: nameOf(relation.target_id),
      label: relation.label,
    },
  });
}
