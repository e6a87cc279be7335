import * as z from 'zod/mini';
import type { App } from '../../http/types';
import type { ServerContext } from '../../context';
import { worldIdParams } from '../../../shared/schemas/world';
import { documentParams } from '../../../shared/schemas/document';
import { eventParams } from '../../../shared/schemas/timeline';
import {
  documentMapPlacesResponse,
  eventMapPlacesResponse,
  mapListResponse,
  mapParams,
  mapRequest,
  mapResponse,
  mapUpdateRequest,
} from '../../../shared/schemas/map';
import { noContent } from '../../../shared/schemas/answers';
import { can } from '../../../shared/permissions';
import { authenticate, authenticateOptional } from '../../auth/authenticate';
import { authorizeWorld } from '../../policies/authorize';
import { mapCreator, mapDeleter, mapUpdater } from '../../commands/maps/map-writer';
import { listDocumentMapPlaces, listEventMapPlaces, listMaps, loadMap } from '../../queries/maps';
import { matchesETag } from '../../http/etag';
import { publicCutOf } from '../../queries/public-cut';
import { sendMapAnswer } from '../../queries/map-answer-cache';

const tags = ['Maps'];

const notModified = z.undefined().check(z.describe('The map is as the ETag says; no body.'));

/**
 * Maps of a world: every member looks; artists create maps and give them
 * pictures (`maps.upload`); writers and the owner edit them (`maps.edit`).
 * Secret layers reach `maps.secrets` roles only, in every answer. Readers of
 * a public world see its public maps, their public layers, and no link to a
 * members-only document, event or map.
 */
export function registerMapRoutes(app: App, ctx: ServerContext): void {
  app.get(
    '/api/Setting/:id/Maps',
    {
      config: { capability: 'world.read' },
      schema: {
        tags,
        operationId: 'listMaps',
        summary: "List a world's maps",
        description: 'By name, with the pins each holds that the caller may see.',
        params: worldIdParams,
        response: { 200: mapListResponse },
      },
    },
    async (request) => {
      const user = await authenticateOptional(ctx, request);
      const access = await authorizeWorld(ctx, request, user, request.params.id);
      return listMaps(ctx, access.world.id, can(access.role, 'maps.secrets'), publicCutOf(access));
    },
  );

  app.post(
    '/api/Setting/:id/Maps',
    {
      config: { capability: 'maps.upload' },
      schema: {
        tags,
        operationId: 'createMap',
        summary: 'Create a map',
        description:
          'A map without a picture (status `empty`), optionally under a parent map and one of its pins. The picture is uploaded next.',
        params: worldIdParams,
        body: mapRequest,
        response: { 200: mapResponse },
      },
    },
    async (request) => {
      const user = await authenticate(ctx, request);
      const { world, role } = await authorizeWorld(ctx, request, user, request.params.id);
      const secrets = can(role, 'maps.secrets');
      const map = await mapCreator(ctx, user, world.id, request.body, secrets);
      return loadMap(ctx, world.id, map.id, secrets);
    },
  );

  app.get(
    '/api/Setting/:id/Maps/:mapId',
    {
      config: { capability: 'world.read' },
      schema: {
        tags,
        operationId: 'getMap',
        summary: 'Get a map with its layers, pins, regions and paths',
        description:
          'Secret layers and their features are left out for callers who may not see them. `picture.tileUrl` is a signed template valid until `urlsExpireAt`. ETag: a matching If-None-Match is answered 304 without a body.',
        params: mapParams,
        response: { 200: mapResponse, 304: notModified },
      },
    },
    async (request, reply) => {
      const user = await authenticateOptional(ctx, request);
      const access = await authorizeWorld(ctx, request, user, request.params.id);
      const secrets = can(access.role, 'maps.secrets');
      // Kept until a table it reads changes (map-answer-cache.ts): a refetch costs no rebuild.
      const answer = await ctx.mapAnswers.get(
        ctx,
        access.world.id,
        request.params.mapId,
        secrets,
        publicCutOf(access),
      );
      reply.header('etag', answer.etag).header('cache-control', 'private, no-cache');
      if (matchesETag(request, answer.etag)) return reply.status(304).send();
      return sendMapAnswer(reply, answer);
    },
  );

  app.put(
    '/api/Setting/:id/Maps/:mapId',
    {
      config: { capability: 'maps.edit' },
      schema: {
        tags,
        operationId: 'updateMap',
        summary: 'Change a map',
        description:
          'Name, description, parent map and pin, scale; edited on `version` (409 4091 when someone saved in between).',
        params: mapParams,
        body: mapUpdateRequest,
        response: { 200: mapResponse },
      },
    },
    async (request) => {
      const user = await authenticate(ctx, request);
      const { world, role } = await authorizeWorld(ctx, request, user, request.params.id);
      return mapUpdater(ctx, user, world.id, request.params.mapId, request.body, (trx) =>
        loadMap({ ...ctx, db: trx }, world.id, request.params.mapId, can(role, 'maps.secrets')),
      );
    },
  );

  app.delete(
    '/api/Setting/:id/Maps/:mapId',
    {
      config: { capability: 'maps.edit' },
      schema: {
        tags,
        operationId: 'deleteMap',
        summary: 'Delete a map',
        description:
          'With its layers, features and tiles. Its child maps stay, without a parent; pins that opened it open nothing.',
        params: mapParams,
        response: { 204: noContent },
      },
    },
    async (request, reply) => {
      const user = await authenticate(ctx, request);
      const { world } = await authorizeWorld(ctx, request, user, request.params.id);
      await mapDeleter(ctx, user, world.id, request.params.mapId);
      return reply.status(204).send();
    },
  );

  app.get(
    '/api/Setting/:id/Documents/:documentId/MapPlaces',
    {
      config: { capability: 'world.read' },
      schema: {
        tags,
        operationId: 'listDocumentMapPlaces',
        summary: 'List the places on maps that link a document',
        description: 'Pins, regions and paths the caller may see, by map name.',
        params: documentParams,
        response: { 200: documentMapPlacesResponse },
      },
    },
    async (request) => {
      const user = await authenticateOptional(ctx, request);
      const access = await authorizeWorld(ctx, request, user, request.params.id);
      return listDocumentMapPlaces(
        ctx.db,
        access.world.id,
        request.params.documentId,
        can(access.role, 'maps.secrets'),
        publicCutOf(access),
      );
    },
  );

  app.get(
    '/api/Setting/:id/Events/:eventId/MapPlaces',
    {
      config: { capability: 'world.read' },
      schema: {
        tags,
        operationId: 'listEventMapPlaces',
        summary: 'List the places on maps that a timeline event happens at',
        description:
          'Pins, regions and paths linked to the event that the caller may see, by map name, then oldest first. 404 for an event not in the world.',
        params: eventParams,
        response: { 200: eventMapPlacesResponse },
      },
    },
    async (request) => {
      const user = await authenticateOptional(ctx, request);
      const access = await authorizeWorld(ctx, request, user, request.params.id);
      return listEventMapPlaces(
        ctx.db,
        access.world.id,
        request.params.eventId,
        can(access.role, 'maps.secrets'),
        publicCutOf(access),
      );
    },
  );
}
