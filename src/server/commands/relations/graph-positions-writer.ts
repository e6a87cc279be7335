import type { ServerContext } from '../../context';
import type { GraphPosition } from '../../../shared/schemas/relation';
import { assertDocumentsInWorld } from '../document-checks';

/**
 * Replaces the world's pinned graph positions. A layout choice, not a change
 * to the world's content, so it writes no feed activity: dragging nodes
 * about would otherwise flood the feed. A document listed twice keeps its
 * last position.
 */
export async function graphPositionsSaver(
  ctx: ServerContext,
  worldId: string,
  positions: readonly GraphPosition[],
): Promise<GraphPosition[]> {
  const byDocument = new Map(positions.map((position) => [position.documentId, position]));
  const unique = [...byDocument.values()];
  await ctx.db.transaction().execute(async (trx) => {
    await assertDocumentsInWorld(trx, worldId, [...byDocument.keys()]);
    await trx.deleteFrom('graph_positions').where('world_id', '=', worldId).execute();
    // Chunks keep each statement under SQLite's bound-parameter limit.
    for (let start = 0; start < unique.length; start += 500) {
      await trx
        .insertInto('graph_positions')
        .values(
          unique
            .slice(start, start + 500)
            .map((position) => ({ world_id: worldId, document_id: position.documentId, x: position.x, y: position.y })),
        )
        .execute();
    }
  });
  return unique;
}
