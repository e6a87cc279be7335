import type { App } from '../../http/types';
import type { ServerContext } from '../../context';
import { worldIdParams } from '../../../shared/schemas/world';
import { searchQuery, searchResponse } from '../../../shared/schemas/search';
import { authenticateOptional } from '../../auth/authenticate';
import { authorizeWorld } from '../../policies/authorize';
import { can } from '../../../shared/permissions';
import { hasSecretLayers, placesOfHits } from '../../search/map-place-index';
import type { SearchKind } from '../../search/search-types';
import { publicCutOf } from '../../queries/public-cut';
import { publicHits, readerHiddenKinds, readerSearchLimit } from '../../search/reader-search';

/**
 * The top bar's search over everything the world holds, ranked, with the
 * matches marked; a reader of a public world searches its public part.
 */
export function registerSearchRoutes(app: App, ctx: ServerContext): void {
  app.get(
    '/api/Setting/:id/Search',
    {
      config: { capability: 'world.read' },
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
      const user = await authenticateOptional(ctx, request);
      const access = await authorizeWorld(ctx, request, user, request.params.id);
      const { world, role } = access;
      const publicCut = publicCutOf(access);
      if (publicCut) {
        const { query, limit } = request.query;
        const found = await ctx.search.search(
          world.id,
          query,
          readerSearchLimit(limit),
          readerHiddenKinds,
        );
        const hits = await publicHits(ctx.db, world.id, query, found, publicCut, limit);
        return { items: hits.map(({ refId, secret: _secret, ...hit }) => ({ ...hit, id: refId })) };
      }
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
