import type { Transaction } from 'kysely';
import type { DB, StoriesTable } from '../../db/schema';
import { dialectOf } from '../../db/dialect';
import { AppError } from '../../http/app-error';
import { ErrorCode } from '../../../shared/errors';

/**
 * The story of this world (40043 otherwise), locked on PostgreSQL for the
 * rest of the transaction so that changes to one story's blocks and scenes
 * (positions above all) never interleave. SQLite runs one write transaction
 * at a time already.
 */
export async function lockStory(
  trx: Transaction<DB>,
  worldId: string,
  storyId: string,
): Promise<StoriesTable> {
  const query = trx
    .selectFrom('stories')
    .selectAll()
    .where('world_id', '=', worldId)
    .where('id', '=', storyId);
  const story = await (
    dialectOf(trx) === 'postgres' ? query.forUpdate() : query
  ).executeTakeFirst();
  if (!story) throw new AppError(404, ErrorCode.storyNotFound);
  return story;
}
