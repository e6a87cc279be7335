import type { App } from '../../http/types';
import type { ServerContext } from '../../context';
import { worldIdParams } from '../../../shared/schemas/world';
import {
  relationListQuery,
  relationListResponse,
  relationParams,
  relationRequest,
  relationResponse,
  relationUpdateRequest,
} from '../../../shared/schemas/relation';
import { authenticate, authenticateOptional } from '../../auth/authenticate';
import { authorizeWorld } from '../../policies/authorize';
import {
  relationCreator,
  relationDeleter,
  relationUpdater,
} from '../../commands/relations/relation-writer';
import { listRelations, loadRelation } from '../../queries/relations';
import { noContent } from '../../../shared/schemas/answers';
import { publicCutOf } from '../../queries/public-cut';

const tags = ['Relations'];

/**
 * Relations between documents: `?typeId=` is one type's table, `?documentId=`
 * a document's Connections tab. Everyone reads (readers of a public world the
 * relations between public documents); writers and the owner edit.
 */
export function registerRelationRoutes(app: App, ctx: ServerContext): void {
  app.get(
    '/api/Setting/:id/Relations',
    {
      config: { capability: 'world.read' },
      schema: {
        tags,
        operationId: 'listRelations',
        summary: "List a world's relations",
        params: worldIdParams,
        querystring: relationListQuery,
        response: { 200: relationListResponse },
      },
    },
    async (request) => {
      const user = await authenticateOptional(ctx, request);
      const access = await authorizeWorld(ctx, request, user, request.params.id);
      return listRelations(ctx.db, access.world.id, request.query, publicCutOf(access));
    },
  );

  app.post(
    '/api/Setting/:id/Relations',
    {
      config: { capability: 'relations.edit' },
      schema: {
        tags,
        operationId: 'createRelation',
        summary: 'Create a relation',
        params: worldIdParams,
        body: relationRequest,
        response: { 200: relationResponse },
      },
    },
    async (request) => {
      const user = await authenticate(ctx, request);
      const { world } = await authorizeWorld(ctx, request, user, request.params.id);
      const relation = await relationCreator(ctx, user, world.id, request.body);
      return loadRelation(ctx.db, world.id, relation.id);
    },
  );

  app.put(
    '/api/Setting/:id/Relations/:relationId',
    {
      config: { capability: 'relations.edit' },
      schema: {
        tags,
        operationId: 'updateRelation',
        summary: 'Change a relation',
        params: relationParams,
        body: relationUpdateRequest,
        response: { 200: relationResponse },
      },
    },
    async (request) => {
      const user = await authenticate(ctx, request);
      const { world } = await authorizeWorld(ctx, request, user, request.params.id);
      return relationUpdater(
        ctx,
        user,
        world.id,
        request.params.relationId,
        request.body,
        (trx, relation) => loadRelation(trx, world.id, relation.id),
      );
    },
  );

  app.delete(
    '/api/Setting/:id/Relations/:relationId',
    {
      config: { capability: 'relations.edit' },
      schema: {
        tags,
        operationId: 'deleteRelation',
        summary: 'Delete a relation',
        params: relationParams,
        response: { 204: noContent },
      },
    },
    async (request, reply) => {
      const user = await authenticate(ctx, request);
      const { world } = await authorizeWorld(ctx, request, user, request.params.id);
      await relationDeleter(ctx, user, world.id, request.params.relationId);
      return reply.status(204).send();
    },
  );
}
