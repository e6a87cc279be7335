import type { App } from '../../http/types';
import type { ServerContext } from '../../context';
import {
  mapLayerDeleteQuery,
  mapLayerOrderRequest,
  mapLayerParams,
  mapLayerRequest,
  mapLayerResponse,
  mapLayerUpdateRequest,
  mapParams,
} from '../../../shared/schemas/map';
import { noContent } from '../../../shared/schemas/answers';
import { can } from '../../../shared/permissions';
import { authenticate } from '../../auth/authenticate';
import { authorizeWorld } from '../../policies/authorize';
import {
  mapLayerCreator,
  mapLayerDeleter,
  mapLayerOrderer,
  mapLayerUpdater,
} from '../../commands/maps/map-layer-writer';
import { loadMapLayer, loadMapLayers } from '../../queries/maps';
import * as z from 'zod/mini';

const tags = ['Maps'];

/** A map's layers: writers and the owner add, rename, hide from others (secret), order and delete them. */
export function registerMapLayerRoutes(app: App, ctx: ServerContext): void {
  app.post(
    '/api/Setting/:id/Maps/:mapId/Layers',
    {
      config: { capability: 'maps.edit' },
      schema: {
        tags,
        operationId: 'createMapLayer',
        summary: 'Add a layer to a map',
        description: 'On top of the others (40061 past 50 layers).',
        params: mapParams,
        body: mapLayerRequest,
        response: { 200: mapLayerResponse },
      },
    },
    async (request) => {
      const user = await authenticate(ctx, request);
      const { world } = await authorizeWorld(ctx, request, user, request.params.id);
      const layer = await mapLayerCreator(ctx, user, world.id, request.params.mapId, request.body);
      return loadMapLayer(ctx.db, world.id, request.params.mapId, layer.id);
    },
  );

  app.put(
    '/api/Setting/:id/Maps/:mapId/Layers/Order',
    {
      config: { capability: 'maps.edit' },
      schema: {
        tags,
        operationId: 'orderMapLayers',
        summary: "Order a map's layers",
        description: 'Every layer id of the map once, bottom first.',
        params: mapParams,
        body: mapLayerOrderRequest,
        response: { 200: z.array(mapLayerResponse) },
      },
    },
    async (request) => {
      const user = await authenticate(ctx, request);
      const { world, role } = await authorizeWorld(ctx, request, user, request.params.id);
      const secrets = can(role, 'maps.secrets');
      return mapLayerOrderer(
        ctx,
        user,
        world.id,
        request.params.mapId,
        request.body.layerIds,
        secrets,
        (trx) => loadMapLayers(trx, world.id, request.params.mapId, secrets),
      );
    },
  );

  app.put(
    '/api/Setting/:id/Maps/:mapId/Layers/:layerId',
    {
      config: { capability: 'maps.edit' },
      schema: {
        tags,
        operationId: 'updateMapLayer',
        summary: 'Change a map layer',
        description: 'Name, secrecy and visibility, edited on `version` (409 4091).',
        params: mapLayerParams,
        body: mapLayerUpdateRequest,
        response: { 200: mapLayerResponse },
      },
    },
    async (request) => {
      const user = await authenticate(ctx, request);
      const { world, role } = await authorizeWorld(ctx, request, user, request.params.id);
      const { mapId, layerId } = request.params;
      return mapLayerUpdater(
        ctx,
        user,
        world.id,
        mapId,
        layerId,
        request.body,
        can(role, 'maps.secrets'),
        (trx) => loadMapLayer(trx, world.id, mapId, layerId),
      );
    },
  );

  app.delete(
    '/api/Setting/:id/Maps/:mapId/Layers/:layerId',
    {
      config: { capability: 'maps.edit' },
      schema: {
        tags,
        operationId: 'deleteMapLayer',
        summary: 'Delete a map layer',
        description:
          'Its pins, regions and paths move to the base layer, or are deleted with it when `deleteFeatures=true`.',
        params: mapLayerParams,
        querystring: mapLayerDeleteQuery,
        response: { 204: noContent },
      },
    },
    async (request, reply) => {
      const user = await authenticate(ctx, request);
      const { world, role } = await authorizeWorld(ctx, request, user, request.params.id);
      await mapLayerDeleter(
        ctx,
        user,
        world.id,
        request.params.mapId,
        request.params.layerId,
        request.query.deleteFeatures === 'true',
        can(role, 'maps.secrets'),
      );
      return reply.status(204).send();
    },
  );
}
