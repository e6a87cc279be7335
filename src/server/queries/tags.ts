import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import type { TagWithCount } from '../../shared/schemas/tag';
import { isPublicItem, type PublicCut } from './public-items';

/**
 * A world's tags by name with how many documents carry each. A reader gets
 * only the tags of public documents, counted over those: a tag only
 * members-only documents carry would tell of them.
 */
export async function listTags(
  db: Kysely<DB>,
  worldId: string,
  publicCut?: PublicCut,
): Promise<TagWithCount[]> {
  const columns = ['tags.id', 'tags.name', 'tags.previewable', 'tags.name_key'] as const;
  const rows = publicCut
    ? await db
        .selectFrom('tags')
        .innerJoin('document_tags', 'document_tags.tag_id', 'tags.id')
        .innerJoin('documents', 'documents.id', 'document_tags.document_id')
        .select(columns)
        .select((eb) => eb.fn.count<number>('document_tags.document_id').as('documents'))
        .where('tags.world_id', '=', worldId)
        .where(isPublicItem('documents.visibility', publicCut))
        .groupBy(columns)
        .orderBy('tags.name_key')
        .execute()
    : await db
        .selectFrom('tags')
        .leftJoin('document_tags', 'document_tags.tag_id', 'tags.id')
        .select(columns)
        .select((eb) => eb.fn.count<number>('document_tags.document_id').as('documents'))
        .where('tags.world_id', '=', worldId)
        .groupBy(columns)
        .orderBy('tags.name_key')
        .execute();
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    previewable: Boolean(row.previewable),
    documents: Number(row.documents),
  }));
}
