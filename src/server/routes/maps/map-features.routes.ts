import type { App } from '../../http/types';
import type { ServerContext } from '../../context';
import {
  mapFeatureParams,
  mapFeatureRequest,
  mapFeatureResponse,
  mapFeatureUpdateRequest,
  mapParams,
} from '../../../shared/schemas/map';
import { noContent } from '../../../shared/schemas/answers';
import { can } from '../../../shared/permissions';
import { authenticate } from '../../auth/authenticate';
import { authorizeWorld } from '../../policies/authorize';
import {
  mapFeatureCreator,
  mapFeatureDeleter,
  mapFeatureUpdater,
} from '../../commands/maps/map-feature-writer';
import { loadMapFeature } from '../../queries/maps';

const tags = ['Maps'];

/** Pins, regions and paths: writers and the owner place, draw, move and delete them. */
export function registerMapFeatureRoutes(app: App, ctx: ServerContext): void {
  app.post(
    '/api/Setting/:id/Maps/:mapId/Features',
    {
      config: { capability: 'maps.edit' },
      schema: {
        tags,
        operationId: 'createMapFeature',
        summary: 'Place a pin or draw a region or path on a map',
        description:
          "In the picture's pixels; every point on the picture (40059, also before the map has one), at most 20,000 per map (40061).",
        params: mapParams,
        body: mapFeatureRequest,
        response: { 200: mapFeatureResponse },
      },
    },
    async (request) => {
      const user = await authenticate(ctx, request);
      const { world, role } = await authorizeWorld(ctx, request, user, request.params.id);
      const secrets = can(role, 'maps.secrets');
      const { mapId } = request.params;
      const feature = await mapFeatureCreator(ctx, user, world.id, mapId, request.body, secrets);
      return loadMapFeature(ctx.db, world.id, mapId, feature.id, secrets);
    },
  );

  app.put(
    '/api/Setting/:id/Maps/:mapId/Features/:featureId',
    {
      config: { capability: 'maps.edit' },
      schema: {
        tags,
        operationId: 'updateMapFeature',
        summary: 'Change a pin, region or path',
        description: 'Edited on `version` (409 4091 when someone saved in between).',
        params: mapFeatureParams,
        body: mapFeatureUpdateRequest,
        response: { 200: mapFeatureResponse },
      },
    },
    async (request) => {
      const user = await authenticate(ctx, request);
      const { world, role } = await authorizeWorld(ctx, request, user, request.params.id);
      const secrets = can(role, 'maps.secrets');
      const { mapId, featureId } = request.params;
      return mapFeatureUpdater(
        ctx,
        user,
        world.id,
        mapId,
        featureId,
        request.body,
        secrets,
        (trx) => loadMapFeature(trx, world.id, mapId, featureId, secrets),
      );
    },
  );

  app.delete(
    '/api/Setting/:id/Maps/:mapId/Features/:featureId',
    {
      config: { capability: 'maps.edit' },
      schema: {
        tags,
        operationId: 'deleteMapFeature',
        summary: 'Delete a pin, region or path',
        params: mapFeatureParams,
        response: { 204: noContent },
      },
    },
    async (request, reply) => {
      const user = await authenticate(ctx, request);
      const { world, role } = await authorizeWorld(ctx, request, user, request.params.id);
      const { mapId, featureId } = request.params;
      await mapFeatureDeleter(ctx, user, world.id, mapId, featureId, can(role, 'maps.secrets'));
      return reply.status(204).send();
    },
  );
}
