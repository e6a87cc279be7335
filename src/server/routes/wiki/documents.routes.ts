import type { App } from '../../http/types';
import type { ServerContext } from '../../context';
import { worldIdParams } from '../../../shared/schemas/world';
import {
  documentListQuery,
  documentListResponse,
  documentParams,
  documentRequest,
  documentResponse,
  documentUpdateRequest,
} from '../../../shared/schemas/document';
import { authenticate } from '../../auth/authenticate';
import { authorizeWorld } from '../../policies/authorize';
import {
  documentCreator,
  documentDeleter,
  documentUpdater,
} from '../../commands/wiki/document-writer';
import { listDocuments, loadDocumentDetail, presentSavedDocument } from '../../queries/documents';

const tags = ['Documents'];

export function registerDocumentRoutes(app: App, ctx: ServerContext): void {
  app.get(
    '/api/Setting/:id/Documents',
    {
      schema: {
        tags,
        params: worldIdParams,
        querystring: documentListQuery,
        response: { 200: documentListResponse },
      },
    },
    async (request) => {
      const user = await authenticate(ctx, request);
      const { world } = await authorizeWorld(ctx, user, request.params.id, 'world.view');
      return listDocuments(ctx.db, world.id, request.query);
    },
  );

  app.post(
    '/api/Setting/:id/Documents',
    {
      schema: {
        tags,
        params: worldIdParams,
        body: documentRequest,
        response: { 200: documentResponse },
      },
    },
    async (request) => {
      const user = await authenticate(ctx, request);
      const { world } = await authorizeWorld(ctx, user, request.params.id, 'documents.edit');
      const document = await documentCreator(ctx, user, world.id, request.body);
      return loadDocumentDetail(ctx.db, world.id, document.id);
    },
  );

  app.get(
    '/api/Setting/:id/Documents/:documentId',
    { schema: { tags, params: documentParams, response: { 200: documentResponse } } },
    async (request) => {
      const user = await authenticate(ctx, request);
      const { world } = await authorizeWorld(ctx, user, request.params.id, 'world.view');
      return loadDocumentDetail(ctx.db, world.id, request.params.documentId);
    },
  );

  app.put(
    '/api/Setting/:id/Documents/:documentId',
    {
      schema: {
        tags,
        params: documentParams,
        body: documentUpdateRequest,
        response: { 200: documentResponse },
      },
    },
    async (request) => {
      const user = await authenticate(ctx, request);
      const { world } = await authorizeWorld(ctx, user, request.params.id, 'documents.edit');
      const document = await documentUpdater(
        ctx,
        user,
        world.id,
        request.params.documentId,
        request.body,
      );
      return presentSavedDocument(ctx.db, document);
    },
  );

  app.delete(
    '/api/Setting/:id/Documents/:documentId',
    { schema: { tags, params: documentParams } },
    async (request, reply) => {
      const user = await authenticate(ctx, request);
      const { world } = await authorizeWorld(ctx, user, request.params.id, 'documents.edit');
      await documentDeleter(ctx, user, world.id, request.params.documentId);
      return reply.status(204).send();
    },
  );
}
