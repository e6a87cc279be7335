import type { App } from '../../http/types';
import type { ServerContext } from '../../context';
import { worldIdParams } from '../../../shared/schemas/world';
import {
  relationTypeListResponse,
  relationTypeParams,
  relationTypeRequest,
  relationTypeResponse,
} from '../../../shared/schemas/relation';
import { authenticate, authenticateOptional } from '../../auth/authenticate';
import { authorizeWorld } from '../../policies/authorize';
import {
  relationTypeCreator,
  relationTypeDeleter,
  relationTypeUpdater,
} from '../../commands/relations/relation-type-writer';
import { listRelationTypes, loadRelationType } from '../../queries/relations';
import { noContent } from '../../../shared/schemas/answers';
import { publicCutOf } from '../../queries/public-cut';

const tags = ['Relations'];

/** SPEC §3 Relation type: everyone in the world reads; writers and the owner edit. */
export function registerRelationTypeRoutes(app: App, ctx: ServerContext): void {
  app.get(
    '/api/Setting/:id/RelationTypes',
    {
      config: { capability: 'world.read' },
      schema: {
        tags,
        operationId: 'listRelationTypes',
        summary: "List a world's relation types",
        params: worldIdParams,
        response: { 200: relationTypeListResponse },
      },
    },
    async (request) => {
      const user = await authenticateOptional(ctx, request);
      const access = await authorizeWorld(ctx, request, user, request.params.id);
      return listRelationTypes(ctx.db, access.world.id, publicCutOf(access));
    },
  );

  app.post(
    '/api/Setting/:id/RelationTypes',
    {
      config: { capability: 'relations.edit' },
      schema: {
        tags,
        operationId: 'createRelationType',
        summary: 'Create a relation type',
        params: worldIdParams,
        body: relationTypeRequest,
        response: { 200: relationTypeResponse },
      },
    },
    async (request) => {
      const user = await authenticate(ctx, request);
      const { world } = await authorizeWorld(ctx, request, user, request.params.id);
      const type = await relationTypeCreator(ctx, user, world.id, request.body);
      return loadRelationType(ctx.db, world.id, type.id);
    },
  );

  app.put(
    '/api/Setting/:id/RelationTypes/:typeId',
    {
      config: { capability: 'relations.edit' },
      schema: {
        tags,
        operationId: 'updateRelationType',
        summary: 'Change a relation type',
        params: relationTypeParams,
        body: relationTypeRequest,
        response: { 200: relationTypeResponse },
      },
    },
    async (request) => {
      const user = await authenticate(ctx, request);
      const { world } = await authorizeWorld(ctx, request, user, request.params.id);
      return relationTypeUpdater(
        ctx,
        user,
        world.id,
        request.params.typeId,
        request.body,
        (trx, type) => loadRelationType(trx, world.id, type.id),
      );
    },
  );

  app.delete(
    '/api/Setting/:id/RelationTypes/:typeId',
    {
      config: { capability: 'relations.edit' },
      schema: {
        tags,
        operationId: 'deleteRelationType',
        summary: 'Delete a relation type',
        description:
          'Deletes the type and every relation of it; the client asks first, naming how many.',
        params: relationTypeParams,
        response: { 204: noContent },
      },
    },
    async (request, reply) => {
      const user = await authenticate(ctx, request);
      const { world } = await authorizeWorld(ctx, request, user, request.params.id);
      await relationTypeDeleter(ctx, user, world.id, request.params.typeId);
      return reply.status(204).send();
    },
  );
}
