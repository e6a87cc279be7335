import type { App } from '../../http/types';
import type { ServerContext } from '../../context';
import { worldIdParams } from '../../../shared/schemas/world';
import {
  storyListQuery,
  storyListResponse,
  storyParams,
  storyRequest,
  storyResponse,
  storyUpdateRequest,
} from '../../../shared/schemas/story';
import { authenticate, authenticateOptional } from '../../auth/authenticate';
import { authorizeWorld } from '../../policies/authorize';
import { storyCreator, storyDeleter, storyUpdater } from '../../commands/stories/story-writer';
import { listStories, loadStory } from '../../queries/stories';
import { publicCutOf } from '../../queries/public-cut';
import { noContent } from '../../../shared/schemas/answers';

const tags = ['Stories'];

/**
 * SPEC §3 Story: everyone in the world reads; writers and the owner edit (§6).
 * Readers of a public world read its public stories only.
 */
export function registerStoryRoutes(app: App, ctx: ServerContext): void {
  app.get(
    '/api/Setting/:id/Stories',
    {
      config: { capability: 'world.read' },
      schema: {
        tags,
        operationId: 'listStories',
        summary: "List a world's stories",
        params: worldIdParams,
        querystring: storyListQuery,
        response: { 200: storyListResponse },
      },
    },
    async (request) => {
      const user = await authenticateOptional(ctx, request);
      const access = await authorizeWorld(ctx, request, user, request.params.id);
      return listStories(ctx.db, access.world.id, request.query, publicCutOf(access));
    },
  );

  app.post(
    '/api/Setting/:id/Stories',
    {
      config: { capability: 'stories.edit' },
      schema: {
        tags,
        operationId: 'createStory',
        summary: 'Create a story',
        params: worldIdParams,
        body: storyRequest,
        response: { 200: storyResponse },
      },
    },
    async (request) => {
      const user = await authenticate(ctx, request);
      const { world } = await authorizeWorld(ctx, request, user, request.params.id);
      const story = await storyCreator(ctx, user, world.id, request.body);
      return loadStory(ctx.db, world.id, story.id);
    },
  );

  app.get(
    '/api/Setting/:id/Stories/:storyId',
    {
      config: { capability: 'world.read' },
      schema: {
        tags,
        operationId: 'getStory',
        summary: 'Get a story with its blocks and scenes',
        params: storyParams,
        response: { 200: storyResponse },
      },
    },
    async (request) => {
      const user = await authenticateOptional(ctx, request);
      const access = await authorizeWorld(ctx, request, user, request.params.id);
      return loadStory(ctx.db, access.world.id, request.params.storyId, publicCutOf(access));
    },
  );

  app.put(
    '/api/Setting/:id/Stories/:storyId',
    {
      config: { capability: 'stories.edit' },
      schema: {
        tags,
        operationId: 'updateStory',
        summary: 'Change a story',
        description:
          'Name, type and description, edited on `version` (409 4091 when someone saved in between).',
        params: storyParams,
        body: storyUpdateRequest,
        response: { 200: storyResponse },
      },
    },
    async (request) => {
      const user = await authenticate(ctx, request);
      const { world } = await authorizeWorld(ctx, request, user, request.params.id);
      return storyUpdater(ctx, user, world.id, request.params.storyId, request.body, (trx) =>
        loadStory(trx, world.id, request.params.storyId),
      );
    },
  );

  app.delete(
    '/api/Setting/:id/Stories/:storyId',
    {
      config: { capability: 'stories.edit' },
      schema: {
        tags,
        operationId: 'deleteStory',
        summary: 'Delete a story',
        description: 'Deletes the story with its blocks and scenes.',
        params: storyParams,
        response: { 204: noContent },
      },
    },
    async (request, reply) => {
      const user = await authenticate(ctx, request);
      const { world } = await authorizeWorld(ctx, request, user, request.params.id);
      await storyDeleter(ctx, user, world.id, request.params.storyId);
      return reply.status(204).send();
    },
  );
}
