import type { App } from '../../http/types';
import type { ServerContext } from '../../context';
import { worldIdParams } from '../../../shared/schemas/world';
import {
  metaSchemaListResponse,
  metaSchemaParams,
  metaSchemaRequest,
  metaSchemaResponse,
} from '../../../shared/schemas/dialog';
import { authenticate, authenticateOptional } from '../../auth/authenticate';
import { authorizeWorld } from '../../policies/authorize';
import {
  metaSchemaCreator,
  metaSchemaDeleter,
  metaSchemaUpdater,
} from '../../commands/dialogs/meta-schema-writer';
import { listMetaSchemas, loadMetaSchema } from '../../queries/dialogs';
import { publicCutOf } from '../../queries/public-cut';
import { noContent } from '../../../shared/schemas/answers';

const tags = ['Dialogs'];

/**
 * SPEC §3 Dialog meta schema definitions: everyone in the world reads; writers
 * and the owner edit. Readers get the fields the public dialogs use.
 */
export function registerMetaSchemaRoutes(app: App, ctx: ServerContext): void {
  app.get(
    '/api/Setting/:id/DialogMetaSchema',
    {
      config: { capability: 'world.read' },
      schema: {
        tags,
        operationId: 'listMetaSchemaDefinitions',
        summary: "List a world's dialog meta schema fields",
        params: worldIdParams,
        response: { 200: metaSchemaListResponse },
      },
    },
    async (request) => {
      const user = await authenticateOptional(ctx, request);
      const access = await authorizeWorld(ctx, request, user, request.params.id);
      return listMetaSchemas(ctx.db, access.world.id, undefined, publicCutOf(access));
    },
  );

  app.post(
    '/api/Setting/:id/DialogMetaSchema',
    {
      config: { capability: 'dialogs.edit' },
      schema: {
        tags,
        operationId: 'createMetaSchemaDefinition',
        summary: 'Create a dialog meta schema field',
        params: worldIdParams,
        body: metaSchemaRequest,
        response: { 200: metaSchemaResponse },
      },
    },
    async (request) => {
      const user = await authenticate(ctx, request);
      const { world } = await authorizeWorld(ctx, request, user, request.params.id);
      const definition = await metaSchemaCreator(ctx, user, world.id, request.body);
      return loadMetaSchema(ctx.db, world.id, definition.id);
    },
  );

  app.put(
    '/api/Setting/:id/DialogMetaSchema/:definitionId',
    {
      config: { capability: 'dialogs.edit' },
      schema: {
        tags,
        operationId: 'updateMetaSchemaDefinition',
        summary: 'Change a dialog meta schema field',
        params: metaSchemaParams,
        body: metaSchemaRequest,
        response: { 200: metaSchemaResponse },
      },
    },
    async (request) => {
      const user = await authenticate(ctx, request);
      const { world } = await authorizeWorld(ctx, request, user, request.params.id);
      return metaSchemaUpdater(
        ctx,
        user,
        world.id,
        request.params.definitionId,
        request.body,
        (trx, definition) => loadMetaSchema(trx, world.id, definition.id),
      );
    },
  );

  app.delete(
    '/api/Setting/:id/DialogMetaSchema/:definitionId',
    {
      config: { capability: 'dialogs.edit' },
      schema: {
        tags,
        operationId: 'deleteMetaSchemaDefinition',
        summary: 'Delete a dialog meta schema field',
        description:
          "Deletes the definition; its values leave the dialogs' nodes (their versions go up).",
        params: metaSchemaParams,
        response: { 204: noContent },
      },
    },
    async (request, reply) => {
      const user = await authenticate(ctx, request);
      const { world } = await authorizeWorld(ctx, request, user, request.params.id);
      await metaSchemaDeleter(ctx, user, world.id, request.params.definitionId);
      return reply.status(204).send();
    },
  );
}
