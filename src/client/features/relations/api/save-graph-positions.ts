import { graphPositionsResponse, type GraphPosition } from '../../../../shared/schemas/relation';
import { apiRequest } from '../../../lib/api-client';
import { relationsPath } from './relations-paths';

/**
 * PUT api/Setting/{id}/Graph/Positions: the world's pinned positions, all of
 * them (an empty list unpins everything). Not cached as a query: the graph
 * answer carries them, and the canvas keeps its own copy while dragging.
 */
export function saveGraphPositions(
  worldId: string,
  positions: GraphPosition[],
): Promise<{ positions: GraphPosition[] }> {
  return apiRequest('PUT', relationsPath(worldId, 'Graph', 'Positions'), {
    body: { positions },
    schema: graphPositionsResponse,
  });
}
