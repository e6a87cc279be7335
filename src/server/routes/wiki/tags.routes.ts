import type { App } from '../../http/types';
import type { ServerContext } from '../../context';
import { worldIdParams } from '../../../shared/schemas/world';
import { tagListResponse, tagParams, tagRequest, tagResponse } from '../../../shared/schemas/tag';
import type { TagsTable } from '../../db/schema';
import { authenticate } from '../../auth/authenticate';
import { authorizeWorld } from '../../policies/authorize';
import { tagCreator, tagDeleter, tagUpdater } from '../../commands/wiki/tag-writer';
import { noContent } from '../../../shared/schemas/answers';

const tags = ['Tags'];

function presentTag(tag: TagsTable) {
  return { id: tag.id, name: tag.name, previewable: Boolean(tag.previewable) };
}

export function registerTagRoutes(app: App, ctx: ServerContext): void {
  app.get(
    '/api/Setting/:id/Tags',
    {
      config: { capability: 'world.view' },
      schema: {
        tags,
        operationId: 'listTags',
        summary: "List a world's tags",
        params: worldIdParams,
        response: { 200: tagListResponse },
      },
    },
    async (request) => {
      const user = await authenticate(ctx, request);
      const { world } = await authorizeWorld(ctx, request, user, request.params.id);
      const rows = await ctx.db
        .selectFrom('tags')
        .leftJoin('document_tags', 'document_tags.tag_id', 'tags.id')
        .select(['tags.id', 'tags.name', 'tags.previewable', 'tags.name_key'])
        .select((eb) => eb.fn.count<number>('document_tags.document_id').as('documents'))
        .where('tags.world_id', '=', world.id)
        .groupBy(['tags.id', 'tags.name', 'tags.previewable', 'tags.name_key'])
        .orderBy('tags.name_key')
        .execute();
      return rows.map((row) => ({
        id: row.id,
        name: row.name,
        previewable: Boolean(row.previewable),
        documents: Number(row.documents),
      }));
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
