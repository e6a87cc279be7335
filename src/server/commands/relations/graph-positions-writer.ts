import type { ServerContext } from '../../context';
import type { CurrentUser } from '../../auth/authenticate';
import type { GraphPosition } from '../../../shared/schemas/relation';
import { writeWithActivity } from '../../activity/record';
import { assertDocumentsInWorld } from '../document-checks';

/**
 * Replaces the world's pinned graph positions. It writes one feed activity
 * (the feed folds a person's repeated saves into one entry), so that others
 * with the graph open see the new arrangement live instead of on a reload.
 * A document listed twice keeps its last position.
 */
export async function graphPositionsSaver(
  ctx: ServerContext,
  user: CurrentUser,
  worldId: string,
  positions: readonly GraphPosition[],
): Promise<GraphPosition[]> {
  const byDocument = new Map(positions.map((position) => [position.documentId, position]));
  const unique = [...byDocument.values()];
  await writeWithActivity(ctx, async (trx, record) => {
    await assertDocumentsInWorld(trx, worldId, [...byDocument.keys()]);
    await trx.deleteFrom('graph_positions').where('world_id', '=', worldId).execute();
    // Chunks keep each statement under SQLite's bound-parameter limit.
    for (let start = 0; start < unique.length; start += 500) {
      await trx
        .insertInto('graph_positions')
        .values(
          unique.slice(start, start + 500).map((position) => ({
            world_id: worldId,
            document_id: position.documentId,
            x: position.x,
            y: position.y,
          })),
        )
        .execute();
    }
    await record({
      worldId,
      userId: user.id,
      type: 'pin_graph_positions',
      details: { pinned: unique.length },
    });
  });
  return unique;
}
