import type { App } from '../../http/types';
import type { ServerContext } from '../../context';
import { worldIdParams } from '../../../shared/schemas/world';
import { tagListResponse, tagParams, tagRequest, tagResponse } from '../../../shared/schemas/tag';
import type { TagsTable } from '../../db/schema';
import { authenticate, authenticateOptional } from '../../auth/authenticate';
import { authorizeWorld } from '../../policies/authorize';
import { tagCreator, tagDeleter, tagUpdater } from '../../commands/wiki/tag-writer';
import { noContent } from '../../../shared/schemas/answers';
import { listTags } from '../../queries/tags';
import { publicCutOf } from '../../queries/public-cut';

const tags = ['Tags'];

function presentTag(tag: TagsTable) {
  return { id: tag.id, name: tag.name, previewable: Boolean(tag.previewable) };
}

export function registerTagRoutes(app: App, ctx: ServerContext): void {
  app.get(
    '/api/Setting/:id/Tags',
    {
      config: { capability: 'world.read' },
      schema: {
        tags,
        operationId: 'listTags',
        summary: "List a world's tags",
        params: worldIdParams,
        response: { 200: tagListResponse },
      },
    },
    async (request) => {
      const user = await authenticateOptional(ctx, request);
      const access = await authorizeWorld(ctx, request, user, request.params.id);
      return listTags(ctx.db, access.world.id, publicCutOf(access));
    },
  );

  app.post(
    '/api/Setting/:id/Tags',
    {
      config: { capability: 'documents.edit' },
      schema: {
        tags,
        operationId: 'createTag',
        summary: 'Create a tag',
        params: worldIdParams,
        body: tagRequest,
        response: { 200: tagResponse },
      },
    },
    async (request) => {
      const user = await authenticate(ctx, request);
      const { world } = await authorizeWorld(ctx, request, user, request.params.id);
      return presentTag(await tagCreator(ctx, user, world.id, request.body));
    },
  );

  app.put(
    '/api/Setting/:id/Tags/:tagId',
    {
      config: { capability: 'documents.edit' },
      schema: {
        tags,
        operationId: 'updateTag',
        summary: 'Change a tag',
        params: tagParams,
        body: tagRequest,
        response: { 200: tagResponse },
      },
    },
    async (request) => {
      const user = await authenticate(ctx, request);
      const { world } = await authorizeWorld(ctx, request, user, request.params.id);
      return presentTag(await tagUpdater(ctx, user, world.id, request.params.tagId, request.body));
    },
  );

  app.delete(
    '/api/Setting/:id/Tags/:tagId',
    {
      config: { capability: 'documents.edit' },
      schema: {
        tags,
        operationId: 'deleteTag',
        summary: 'Delete a tag',
        params: tagParams,
        response: { 204: noContent },
      },
    },
    async (request, reply) => {
      const user = await authenticate(ctx, request);
      const { world } = await authorizeWorld(ctx, request, user, request.params.id);
      await tagDeleter(ctx, user, world.id, request.params.tagId);
      return reply.status(204).send();
    },
  );
}
