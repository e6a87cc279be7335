import type { App } from '../../http/types';
import type { ServerContext } from '../../context';
import { worldIdParams } from '../../../shared/schemas/world';
import {
  graphPositionsRequest,
  graphPositionsResponse,
  graphResponse,
} from '../../../shared/schemas/relation';
import { authenticate, authenticateOptional } from '../../auth/authenticate';
import { authorizeWorld } from '../../policies/authorize';
import { graphPositionsSaver } from '../../commands/relations/graph-positions-writer';
import { loadGraph, loadPositions } from '../../queries/relation-graph';
import { publicCutOf } from '../../queries/public-cut';

const tags = ['Relations'];

/**
 * The relations graph and the positions users pinned in it (writers and the
 * owner pin); readers of a public world get its public part.
 */
export function registerGraphRoutes(app: App, ctx: ServerContext): void {
  app.get(
    '/api/Setting/:id/Graph',
    {
      config: { capability: 'world.read' },
      schema: {
        tags,
        operationId: 'getGraph',
        summary: "Get a world's relation graph",
        params: worldIdParams,
        response: { 200: graphResponse },
      },
    },
    async (request) => {
      const user = await authenticateOptional(ctx, request);
      const access = await authorizeWorld(ctx, request, user, request.params.id);
      return loadGraph(ctx, access.world.id, publicCutOf(access));
    },
  );

  app.get(
    '/api/Setting/:id/Graph/Positions',
    {
      config: { capability: 'world.read' },
      schema: {
        tags,
        operationId: 'getGraphPositions',
        summary: "Get the graph's node positions",
        params: worldIdParams,
        response: { 200: graphPositionsResponse },
      },
    },
    async (request) => {
      const user = await authenticateOptional(ctx, request);
      const access = await authorizeWorld(ctx, request, user, request.params.id);
      return { positions: await loadPositions(ctx, access.world.id, publicCutOf(access)) };
    },
  );

  app.put(
    '/api/Setting/:id/Graph/Positions',
    {
      config: { capability: 'relations.edit' },
      schema: {
        tags,
        operationId: 'updateGraphPositions',
        summary: "Save the graph's node positions",
        params: worldIdParams,
        body: graphPositionsRequest,
        response: { 200: graphPositionsResponse },
      },
    },
    async (request) => {
      const user = await authenticate(ctx, request);
      const { world } = await authorizeWorld(ctx, request, user, request.params.id);
      return { positions: await graphPositionsSaver(ctx, user, world.id, request.body.positions) };
    },
  );
}
