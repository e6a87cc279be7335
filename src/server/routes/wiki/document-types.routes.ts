import type { App } from '../../http/types';
import type { ServerContext } from '../../context';
import { worldIdParams } from '../../../shared/schemas/world';
import {
  documentTypeCreateRequest,
  documentTypeDeleteQuery,
  documentTypeListResponse,
  documentTypeParams,
  documentTypeResponse,
  documentTypeUpdateRequest,
} from '../../../shared/schemas/document-type';
import { authenticate, authenticateOptional } from '../../auth/authenticate';
import { authorizeWorld } from '../../policies/authorize';
import {
  documentTypeCreator,
  documentTypeDeleter,
  documentTypeUpdater,
} from '../../commands/wiki/document-type-writer';
import { listDocumentTypes } from '../../queries/document-types';
import { noContent } from '../../../shared/schemas/answers';
import { publicCutOf } from '../../queries/public-cut';

const tags = ['Document types'];

/** A world's own document types: everyone who reads the world lists them; writers and the owner edit. */
export function registerDocumentTypeRoutes(app: App, ctx: ServerContext): void {
  app.get(
    '/api/Setting/:id/DocumentTypes',
    {
      config: { capability: 'world.read' },
      schema: {
        tags,
        operationId: 'listDocumentTypes',
        summary: "List a world's document types",
        params: worldIdParams,
        response: { 200: documentTypeListResponse },
      },
    },
    async (request) => {
      const user = await authenticateOptional(ctx, request);
      const access = await authorizeWorld(ctx, request, user, request.params.id);
      return listDocumentTypes(ctx.db, access.world.id, publicCutOf(access));
    },
  );

  app.post(
    '/api/Setting/:id/DocumentTypes',
    {
      config: { capability: 'documents.edit' },
      schema: {
        tags,
        operationId: 'createDocumentType',
        summary: 'Create a document type',
        params: worldIdParams,
        body: documentTypeCreateRequest,
        response: { 200: documentTypeResponse },
      },
    },
    async (request) => {
      const user = await authenticate(ctx, request);
      const { world } = await authorizeWorld(ctx, request, user, request.params.id);
      return documentTypeCreator(ctx, user, world.id, request.body);
    },
  );

  app.put(
    '/api/Setting/:id/DocumentTypes/:typeId',
    {
      config: { capability: 'documents.edit' },
      schema: {
        tags,
        operationId: 'updateDocumentType',
        summary: 'Rename, re-icon, recolour or move a document type',
        description: 'Carries the version it was made on; a stale one gets 409 (4091).',
        params: documentTypeParams,
        body: documentTypeUpdateRequest,
        response: { 200: documentTypeResponse },
      },
    },
    async (request) => {
      const user = await authenticate(ctx, request);
      const { world } = await authorizeWorld(ctx, request, user, request.params.id);
      return documentTypeUpdater(ctx, user, world.id, request.params.typeId, request.body);
    },
  );

  app.delete(
    '/api/Setting/:id/DocumentTypes/:typeId',
    {
      config: { capability: 'documents.edit' },
      schema: {
        tags,
        operationId: 'deleteDocumentType',
        summary: 'Delete a document type',
        description:
          'Documents and templates of the type move to `moveTo`. Without it, while documents use the type, the answer is 409 (40064) with their count; the last type of a world cannot be deleted (40065).',
        params: documentTypeParams,
        querystring: documentTypeDeleteQuery,
        response: { 204: noContent },
      },
    },
    async (request, reply) => {
      const user = await authenticate(ctx, request);
      const { world } = await authorizeWorld(ctx, request, user, request.params.id);
      await documentTypeDeleter(ctx, user, world.id, request.params.typeId, request.query.moveTo);
      return reply.status(204).send();
    },
  );
}
