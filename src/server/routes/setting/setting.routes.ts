import type { App } from '../../http/types';
import type { ServerContext } from '../../context';
import { ownerName } from '../../queries/owner-name';
import {
  deleteWorldRequest,
  worldIdParams,
  worldListResponse,
  worldRequest,
  worldResponse,
} from '../../../shared/schemas/world';
import { authenticate } from '../../auth/authenticate';
import { authorizeWorld } from '../../policies/authorize';
import { worldCreator, worldDeleter, worldUpdater } from '../../commands/world-writer';
import { requestLanguage } from '../../http/language';
import { presentWorld } from '../../presenters/world';
import { sendJsonText } from '../../http/json-text';
import { noContent } from '../../../shared/schemas/answers';
import { registerPublishingRoutes } from './publishing.routes';

const tags = ['Setting'];

export function registerSettingRoutes(app: App, ctx: ServerContext): void {
  registerPublishingRoutes(app, ctx);
  app.get(
    '/api/Setting',
    {
      config: { capability: 'signed-in' },
      schema: {
        tags,
        operationId: 'listWorlds',
        summary: 'List the worlds you are a member of',
        response: { 200: worldListResponse },
      },
    },
    async (request, reply) => {
      const user = await authenticate(ctx, request);
      return sendJsonText(reply, await ctx.worldLists.get(ctx.db, user.id));
    },
  );

  app.post(
    '/api/Setting',
    {
      config: { capability: 'signed-in' },
      schema: {
        tags,
        operationId: 'createWorld',
        summary: 'Create a world',
        body: worldRequest,
        response: { 200: worldResponse },
      },
    },
    async (request) => {
      const user = await authenticate(ctx, request);
      const world = await worldCreator(ctx, user, request.body, requestLanguage(request));
      return presentWorld(world, user.userName, 'owner');
    },
  );

  app.put(
    '/api/Setting/:id',
    {
      config: { capability: 'world.edit' },
      schema: {
        tags,
        operationId: 'updateWorld',
        summary: "Change a world's settings",
        params: worldIdParams,
        body: worldRequest,
        response: { 200: worldResponse },
      },
    },
    async (request) => {
      const user = await authenticate(ctx, request);
      const { world, role } = await authorizeWorld(ctx, request, user, request.params.id);
      const updated = await worldUpdater(ctx, user, world, request.body);
      return presentWorld(updated, await ownerName(ctx, updated.owner_id), role);
    },
  );

  app.delete(
    '/api/Setting/:id',
    {
      config: { capability: 'world.delete' },
      schema: {
        tags,
        operationId: 'deleteWorld',
        summary: 'Delete a world',
        params: worldIdParams,
        body: deleteWorldRequest,
        response: { 204: noContent },
      },
    },
    async (request, reply) => {
      const user = await authenticate(ctx, request);
      const { world } = await authorizeWorld(ctx, request, user, request.params.id);
      await worldDeleter(ctx, world, request.body.name);
      return reply.status(204).send();
    },
  );
}
