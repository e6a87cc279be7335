import type { App } from '../../http/types';
import type { ServerContext } from '../../context';
import { worldIdParams } from '../../../shared/schemas/world';
import { searchQuery, searchResponse } from '../../../shared/schemas/search';
import { authenticate } from '../../auth/authenticate';
import { authorizeWorld } from '../../policies/authorize';

/** The top bar's search over everything the world holds, ranked, with the matches marked. */
export function registerSearchRoutes(app: App, ctx: ServerContext): void {
  app.get(
    '/api/Setting/:id/Search',
    {
      config: { capability: 'world.view' },
      schema: {
        tags: ['Search'],
        operationId: 'searchWorld',
        summary: "Search a world's contents",
        params: worldIdParams,
        querystring: searchQuery,
        response: { 200: searchResponse },
      },
    },
    async (request) => {
      const user = await authenticate(ctx, request);
      const { world } = await authorizeWorld(ctx, request, user, request.params.id);
      const hits = await ctx.search.search(world.id, request.query.query, request.query.limit);
      return { items: hits.map(({ refId, ...hit }) => ({ ...hit, id: refId })) };
    },
  );
}
