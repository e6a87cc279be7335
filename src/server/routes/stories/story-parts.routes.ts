import type { FastifyRequest } from 'fastify';
import type { App } from '../../http/types';
import type { ServerContext } from '../../context';
import {
  blockOrderRequest,
  sceneOrderRequest,
  sceneParams,
  sceneRequest,
  sceneUpdateRequest,
  storyBlockParams,
  storyBlockRequest,
  storyBlockUpdateRequest,
  storyParams,
  storyResponse,
} from '../../../shared/schemas/story';
import { authenticate } from '../../auth/authenticate';
import { authorizeWorld } from '../../policies/authorize';
import {
  blockCreator,
  blockDeleter,
  blockOrderer,
  blockUpdater,
} from '../../commands/stories/block-writer';
import {
  sceneCreator,
  sceneDeleter,
  sceneOrderer,
  sceneUpdater,
} from '../../commands/stories/scene-writer';
import { loadStory } from '../../queries/stories';
import { noContent } from '../../../shared/schemas/answers';

const tags = ['Stories'];
const answer = { 200: storyResponse };

/**
 * A story's blocks (acts, chapters) and their scenes. Every change answers
 * with the whole story, so the page shows the order the server keeps.
 */
export function registerStoryPartRoutes(app: App, ctx: ServerContext): void {
  const editor = async (request: FastifyRequest & { params: { id: string } }) => {
    const user = await authenticate(ctx, request);
    const { world } = await authorizeWorld(ctx, request, user, request.params.id);
    return { user, worldId: world.id };
  };

  app.post(
    '/api/Setting/:id/Stories/:storyId/Blocks',
    {
      config: { capability: 'stories.edit' },
      schema: {
        tags,
        operationId: 'createStoryBlock',
        summary: 'Add a block to a story',
        description: 'Adds a block after the last one.',
        params: storyParams,
        body: storyBlockRequest,
        response: answer,
      },
    },
    async (request) => {
      const { user, worldId } = await editor(request);
      return blockCreator(ctx, user, worldId, request.params.storyId, request.body, (trx) =>
        loadStory(trx, worldId, request.params.storyId),
      );
    },
  );

  app.put(
    '/api/Setting/:id/Stories/:storyId/Blocks/Order',
    {
      config: { capability: 'stories.edit' },
      schema: {
        tags,
        operationId: 'reorderStoryBlocks',
        summary: "Reorder a story's blocks",
        description: 'Every block of the story once, in the new order (400 when one is missing).',
        params: storyParams,
        body: blockOrderRequest,
        response: answer,
      },
    },
    async (request) => {
      const { user, worldId } = await editor(request);
      return blockOrderer(
        ctx,
        user,
        worldId,
        request.params.storyId,
        request.body.blockIds,
        (trx) => loadStory(trx, worldId, request.params.storyId),
      );
    },
  );

  app.put(
    '/api/Setting/:id/Stories/:storyId/Blocks/:blockId',
    {
      config: { capability: 'stories.edit' },
      schema: {
        tags,
        operationId: 'updateStoryBlock',
        summary: 'Rename a story block',
        description: 'Renames a block edited on `version` (409 4091 when stale).',
        params: storyBlockParams,
        body: storyBlockUpdateRequest,
        response: answer,
      },
    },
    async (request) => {
      const { user, worldId } = await editor(request);
      return blockUpdater(
        ctx,
        user,
        worldId,
        request.params.storyId,
        request.params.blockId,
        request.body,
        (trx) => loadStory(trx, worldId, request.params.storyId),
      );
    },
  );

  app.delete(
    '/api/Setting/:id/Stories/:storyId/Blocks/:blockId',
    {
      config: { capability: 'stories.edit' },
      schema: {
        tags,
        operationId: 'deleteStoryBlock',
        summary: 'Delete a story block',
        description: 'Deletes the block with its scenes.',
        params: storyBlockParams,
        response: { 204: noContent },
      },
    },
    async (request, reply) => {
      const { user, worldId } = await editor(request);
      await blockDeleter(ctx, user, worldId, request.params.storyId, request.params.blockId);
      return reply.status(204).send();
    },
  );

  app.post(
    '/api/Setting/:id/Stories/:storyId/Blocks/:blockId/Scenes',
    {
      config: { capability: 'stories.edit' },
      schema: {
        tags,
        operationId: 'createStoryScene',
        summary: 'Add a scene to a story block',
        description: 'Adds a scene at the end of the block.',
        params: storyBlockParams,
        body: sceneRequest,
        response: answer,
      },
    },
    async (request) => {
      const { user, worldId } = await editor(request);
      return sceneCreator(
        ctx,
        user,
        worldId,
        request.params.storyId,
        request.params.blockId,
        request.body,
        (trx) => loadStory(trx, worldId, request.params.storyId),
      );
    },
  );

  app.put(
    '/api/Setting/:id/Stories/:storyId/Blocks/:blockId/Scenes/Order',
    {
      config: { capability: 'stories.edit' },
      schema: {
        tags,
        operationId: 'reorderStoryScenes',
        summary: "Reorder a block's scenes",
        description:
          "The block's scenes in the new order: every scene it has, plus any scenes of the story's other blocks that move into it.",
        params: storyBlockParams,
        body: sceneOrderRequest,
        response: answer,
      },
    },
    async (request) => {
      const { user, worldId } = await editor(request);
      return sceneOrderer(
        ctx,
        user,
        worldId,
        request.params.storyId,
        request.params.blockId,
        request.body.sceneIds,
        (trx) => loadStory(trx, worldId, request.params.storyId),
      );
    },
  );

  app.put(
    '/api/Setting/:id/Stories/:storyId/Scenes/:sceneId',
    {
      config: { capability: 'stories.edit' },
      schema: {
        tags,
        operationId: 'updateStoryScene',
        summary: 'Change a story scene',
        description:
          'Name, text and links (documents, events, dialogs of the world) edited on `version` (409 4091 when stale).',
        params: sceneParams,
        body: sceneUpdateRequest,
        response: answer,
      },
    },
    async (request) => {
      const { user, worldId } = await editor(request);
      return sceneUpdater(
        ctx,
        user,
        worldId,
        request.params.storyId,
        request.params.sceneId,
        request.body,
        (trx) => loadStory(trx, worldId, request.params.storyId),
      );
    },
  );

  app.delete(
    '/api/Setting/:id/Stories/:storyId/Scenes/:sceneId',
    {
      config: { capability: 'stories.edit' },
      schema: {
        tags,
        operationId: 'deleteStoryScene',
        summary: 'Delete a story scene',
        params: sceneParams,
        response: { 204: noContent },
      },
    },
    async (request, reply) => {
      const { user, worldId } = await editor(request);
      await sceneDeleter(ctx, user, worldId, request.params.storyId, request.params.sceneId);
      return reply.status(204).send();
    },
  );
}
