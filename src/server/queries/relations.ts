import type { Kysely } from 'kysely';
import type { z } from 'zod/mini';
import type { DB } from '../db/schema';
import type {
  Relation,
  RelationList,
  RelationType,
  relationListQuery,
} from '../../shared/schemas/relation';
import { ErrorCode } from '../../shared/errors';
import { AppError } from '../http/app-error';
import { presentRelation, presentRelationType } from '../presenters/relation';

type RelationFilter = z.output<typeof relationListQuery>;

/** A world's relation types by name, with how many relations each holds. */
export async function listRelationTypes(db: Kysely<DB>, worldId: string): Promise<RelationType[]> {
  const rows = await db
    .selectFrom('relation_types')
    .leftJoin('relations', 'relations.type_id', 'relation_types.id')
    .select([
      'relation_types.id',
      'relation_types.name',
      'relation_types.name_key',
      'relation_types.color',
      'relation_types.directed',
    ])
    .select((eb) => eb.fn.count<number>('relations.id').as('relations'))
    .where('relation_types.world_id', '=', worldId)
    .groupBy([
      'relation_types.id',
      'relation_types.name',
      'relation_types.name_key',
      'relation_types.color',
      'relation_types.directed',
    ])
    .orderBy('relation_types.name_key')
    .execute();
  return rows.map(presentRelationType);
}

export async function loadRelationType(
  db: Kysely<DB>,
  worldId: string,
  typeId: string,
): Promise<RelationType> {
  const type = (await listRelationTypes(db, worldId)).find((candidate) => candidate.id === typeId);
  if (!type) throw new AppError(404, ErrorCode.notFound);
  return type;
}

function relationRows(db: Kysely<DB>, worldId: string) {
  return db
    .selectFrom('relations')
    .innerJoin('documents as source', 'source.id', 'relations.source_id')
    .innerJoin('documents as target', 'target.id', 'relations.target_id')
    .where('relations.world_id', '=', worldId);
}

/**
 * One type's table, or a document's connections (either end), or both:
 * ordered by the source's name, then the target's; paged, with the total.
 */
export async function listRelations(
  db: Kysely<DB>,
  worldId: string,
  filter: RelationFilter,
): Promise<RelationList> {
  let matching = relationRows(db, worldId);
  if (filter.typeId) matching = matching.where('relations.type_id', '=', filter.typeId);
  if (filter.documentId) {
    const documentId = filter.documentId;
    matching = matching.where((eb) =>
      eb.or([
        eb('relations.source_id', '=', documentId),
        eb('relations.target_id', '=', documentId),
      ]),
    );
  }
  const [rows, count] = await Promise.all([
    withColumns(matching)
      .orderBy('source.name_key')
      .orderBy('target.name_key')
      .orderBy('relations.id')
      .offset(filter.offset)
      .limit(filter.limit)
      .execute(),
    matching.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { items: rows.map(presentRelation), total: Number(count.total) };
}

export async function loadRelation(
  db: Kysely<DB>,
  worldId: string,
  relationId: string,
): Promise<Relation> {
  const row = await withColumns(
    relationRows(db, worldId).where('relations.id', '=', relationId),
  ).executeTakeFirst();
  if (!row) throw new AppError(404, ErrorCode.notFound);
  return presentRelation(row);
}

function withColumns(query: ReturnType<typeof relationRows>) {
  return query
    .leftJoin('users as creator', 'creator.id', 'relations.created_by')
    .select([
      'relations.id',
      'relations.type_id',
      'relations.label',
      'relations.created_at',
      'relations.created_by',
      'creator.user_name as created_by_name',
      'source.id as source_id',
      'source.name as source_name',
      'source.type as source_type',
      'target.id as target_id',
      'target.name as target_name',
      'target.type as target_type',
    ]);
}
