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
import { isPublicItem, type PublicCut } from './public-items';

type RelationFilter = z.output<typeof relationListQuery>;

/**
 * A world's relation types by name, with how many relations each holds; for
 * a reader, how many between public documents (the others are not theirs to count).
 */
export async function listRelationTypes(
  db: Kysely<DB>,
  worldId: string,
  publicCut?: PublicCut,
): Promise<RelationType[]> {
  const rows = await db
    .selectFrom('relation_types')
    .leftJoin(
      (eb) => {
        let shown = eb
          .selectFrom('relations')
          .innerJoin('documents as source', 'source.id', 'relations.source_id')
          .innerJoin('documents as target', 'target.id', 'relations.target_id')
          .select(['relations.id', 'relations.type_id'])
          .where('relations.world_id', '=', worldId);
        if (publicCut)
          shown = shown
            .where(isPublicItem('source.visibility', publicCut))
            .where(isPublicItem('target.visibility', publicCut));
        return shown.as('relations');
      },
      (join) => join.onRef('relations.type_id', '=', 'relation_types.id'),
    )
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

function relationRows(db: Kysely<DB>, worldId: string, publicCut?: PublicCut) {
  const rows = db
    .selectFrom('relations')
    .innerJoin('documents as source', 'source.id', 'relations.source_id')
    .innerJoin('documents as target', 'target.id', 'relations.target_id')
    .where('relations.world_id', '=', worldId);
  // A relation tells of both its ends: a reader sees it only when both are public.
  return publicCut
    ? rows
        .where(isPublicItem('source.visibility', publicCut))
        .where(isPublicItem('target.visibility', publicCut))
    : rows;
}

/**
 * One type's table, or a document's connections (either end), or both:
 * ordered by the source's name, then the target's; paged, with the total.
 */
export async function listRelations(
  db: Kysely<DB>,
  worldId: string,
  filter: RelationFilter,
  publicCut?: PublicCut,
): Promise<RelationList> {
  let matching = relationRows(db, worldId, publicCut);
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
  const items = rows.map(presentRelation);
  // Who made a relation names a member, whom readers do not get to list.
  return {
    items: publicCut ? items.map((item) => ({ ...item, createdBy: null })) : items,
    total: Number(count.total),
  };
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
