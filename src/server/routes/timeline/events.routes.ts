import type { App } from '../../http/types';
import type { ServerContext } from '../../context';
import { worldIdParams } from '../../../shared/schemas/world';
import {
  eventListQuery,
  eventListResponse,
  eventParams,
  eventRequest,
  eventResponse,
  eventUpdateRequest,
} from '../../../shared/schemas/timeline';
import { sendJsonText } from '../../http/json-text';
import { authenticate, authenticateOptional } from '../../auth/authenticate';
import { authorizeWorld } from '../../policies/authorize';
import { publicCutOf } from '../../queries/public-cut';
import { eventCreator, eventDeleter, eventUpdater } from '../../commands/timeline/event-writer';
import { loadEventDetail } from '../../queries/timeline';
import { eventListJson } from '../../queries/event-list';
import { noContent } from '../../../shared/schemas/answers';

const tags = ['Timeline'];

/**
 * Events on the world's calendar (SPEC §3 Event): everyone reads (readers of a
 * public world the events on its public rows), writers and the owner edit.
 */
export function registerEventRoutes(app: App, ctx: ServerContext): void {
  app.get(
    '/api/Setting/:id/Events',
    {
      config: { capability: 'world.read' },
      schema: {
        tags,
        operationId: 'listEvents',
        summary: "List a world's timeline events",
        params: worldIdParams,
        querystring: eventListQuery,
        response: { 200: eventListResponse },
      },
    },
    async (request, reply) => {
      const user = await authenticateOptional(ctx, request);
      const access = await authorizeWorld(ctx, request, user, request.params.id);
      return sendJsonText(
        reply,
        await eventListJson(ctx.db, access.world.id, request.query, publicCutOf(access)),
      );
    },
  );

  app.post(
    '/api/Setting/:id/Events',
    {
      config: { capability: 'events.edit' },
      schema: {
        tags,
        operationId: 'createEvent',
        summary: 'Create a timeline event',
        params: worldIdParams,
        body: eventRequest,
        response: { 200: eventResponse },
      },
    },
    async (request) => {
      const user = await authenticate(ctx, request);
      const { world } = await authorizeWorld(ctx, request, user, request.params.id);
      const event = await eventCreator(ctx, user, world.id, request.body);
      return loadEventDetail(ctx.db, world.id, event.id);
    },
  );

  app.get(
    '/api/Setting/:id/Events/:eventId',
    {
      config: { capability: 'world.read' },
      schema: {
        tags,
        operationId: 'getEvent',
        summary: 'Get a timeline event',
        params: eventParams,
        response: { 200: eventResponse },
      },
    },
    async (request) => {
      const user = await authenticateOptional(ctx, request);
      const access = await authorizeWorld(ctx, request, user, request.params.id);
      return loadEventDetail(ctx.db, access.world.id, request.params.eventId, publicCutOf(access));
    },
  );

  app.put(
    '/api/Setting/:id/Events/:eventId',
    {
      config: { capability: 'events.edit' },
      schema: {
        tags,
        operationId: 'updateEvent',
        summary: 'Change a timeline event',
        params: eventParams,
        body: eventUpdateRequest,
        response: { 200: eventResponse },
      },
    },
    async (request) => {
      const user = await authenticate(ctx, request);
      const { world } = await authorizeWorld(ctx, request, user, request.params.id);
      return eventUpdater(ctx, user, world.id, request.params.eventId, request.body, (trx, event) =>
        loadEventDetail(trx, world.id, event.id),
      );
    },
  );

  app.delete(
    '/api/Setting/:id/Events/:eventId',
    {
      config: { capability: 'events.edit' },
      schema: {
        tags,
        operationId: 'deleteEvent',
        summary: 'Delete a timeline event',
        params: eventParams,
        response: { 204: noContent },
      },
    },
    async (request, reply) => {
      const user = await authenticate(ctx, request);
      const { world } = await authorizeWorld(ctx, request, user, request.params.id);
      await eventDeleter(ctx, user, world.id, request.params.eventId);
      return reply.status(204).send();
    },
  );
}
