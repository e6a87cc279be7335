import type { App } from '../../http/types';
import type { ServerContext } from '../../context';
import { worldIdParams } from '../../../shared/schemas/world';
import {
  storyVariableListResponse,
  storyVariableParams,
  storyVariableRequest,
  storyVariableResponse,
} from '../../../shared/schemas/story-variable';
import { authenticate, authenticateOptional } from '../../auth/authenticate';
import { authorizeWorld } from '../../policies/authorize';
import {
  storyVariableCreator,
  storyVariableDeleter,
  storyVariableUpdater,
} from '../../commands/dialogs/story-variable-writer';
import { listStoryVariables, loadStoryVariable } from '../../queries/dialogs';
import { publicCutOf } from '../../queries/public-cut';
import { noContent } from '../../../shared/schemas/answers';

const tags = ['Story variables'];

/**
 * SPEC §3 Story variables: everyone in the world reads; writers and the owner
 * edit. Readers get the variables the public dialogs they play use.
 */
export function registerStoryVariableRoutes(app: App, ctx: ServerContext): void {
  app.get(
    '/api/Setting/:id/StoryVariables',
    {
      config: { capability: 'world.read' },
      schema: {
        tags,
        operationId: 'listStoryVariables',
        summary: "List a world's story variables",
        params: worldIdParams,
        response: { 200: storyVariableListResponse },
      },
    },
    async (request) => {
      const user = await authenticateOptional(ctx, request);
      const access = await authorizeWorld(ctx, request, user, request.params.id);
      return listStoryVariables(ctx.db, access.world.id, undefined, publicCutOf(access));
    },
  );

  app.post(
    '/api/Setting/:id/StoryVariables',
    {
      config: { capability: 'stories.edit' },
      schema: {
        tags,
        operationId: 'createStoryVariable',
        summary: 'Create a story variable',
        params: worldIdParams,
        body: storyVariableRequest,
        response: { 200: storyVariableResponse },
      },
    },
    async (request) => {
      const user = await authenticate(ctx, request);
      const { world } = await authorizeWorld(ctx, request, user, request.params.id);
      const variable = await storyVariableCreator(ctx, user, world.id, request.body);
      return loadStoryVariable(ctx.db, world.id, variable.id);
    },
  );

  app.put(
    '/api/Setting/:id/StoryVariables/:variableId',
    {
      config: { capability: 'stories.edit' },
      schema: {
        tags,
        operationId: 'updateStoryVariable',
        summary: 'Change a story variable',
        params: storyVariableParams,
        body: storyVariableRequest,
        response: { 200: storyVariableResponse },
      },
    },
    async (request) => {
      const user = await authenticate(ctx, request);
      const { world } = await authorizeWorld(ctx, request, user, request.params.id);
      return storyVariableUpdater(
        ctx,
        user,
        world.id,
        request.params.variableId,
        request.body,
        (trx, variable) => loadStoryVariable(trx, world.id, variable.id),
      );
    },
  );

  app.delete(
    '/api/Setting/:id/StoryVariables/:variableId',
    {
      config: { capability: 'stories.edit' },
      schema: {
        tags,
        operationId: 'deleteStoryVariable',
        summary: 'Delete a story variable',
        description:
          'Deletes the variable; the conditions and assignments on it leave the dialogs that use it (their versions go up). The client warns first with usedBy.',
        params: storyVariableParams,
        response: { 204: noContent },
      },
    },
    async (request, reply) => {
      const user = await authenticate(ctx, request);
      const { world } = await authorizeWorld(ctx, request, user, request.params.id);
      await storyVariableDeleter(ctx, user, world.id, request.params.variableId);
      return reply.status(204).send();
    },
  );
}
