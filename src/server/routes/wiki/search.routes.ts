import type { App } from '../../http/types';
import type { ServerContext } from '../../context';
import { worldIdParams } from '../../../shared/schemas/world';
import { searchQuery, searchResponse } from '../../../shared/schemas/search';
import { authenticate } from '../../auth/authenticate';
import { authorizeWorld } from '../../policies/authorize';
import { can } from '../../../shared/permissions';
import { hasSecretLayers, placesOfHits } from '../../search/map-place-index';
import type { SearchKind } from '../../search/search-types';

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
      const { world, role } = await authorizeWorld(ctx, request, user, request.params.id);
      // Places on secret layers are left out before ranking: neither they nor their count show.
      // Where that filter is free, it is applied without a query for the world's secret layers.
      const hidden: SearchKind[] =
        !can(role, 'maps.secrets') &&
        (ctx.search.freeKindFilter || (await hasSecretLayers(ctx.db, world.id)))
          ? ['map_place_secret']
          : [];
      const hits = await ctx.search.search(
        world.id,
        request.query.query,
        request.query.limit,
        hidden,
      );
      const places = await placesOfHits(
        ctx.db,
        world.id,
        hits.filter((hit) => hit.kind === 'map_place').map((hit) => hit.refId),
      );
      return {
        items: hits.flatMap(({ refId, secret, ...hit }) => {
          if (hit.kind !== 'map_place') return [{ ...hit, id: refId }];
          const place = places.get(refId);
          return place ? [{ ...hit, id: refId, place: { ...place, secret } }] : [];
        }),
      };
    },
  );
}
