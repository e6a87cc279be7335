import type { App } from '../../http/types';
import type { ServerContext } from '../../context';
import { worldIdParams } from '../../../shared/schemas/world';
import {
  documentListQuery,
  documentListResponse,
  documentParams,
  documentPreviewResponse,
  documentRequest,
  documentResponse,
  documentUpdateRequest,
} from '../../../shared/schemas/document';
import { authenticate, authenticateOptional } from '../../auth/authenticate';
import { authorizeWorld } from '../../policies/authorize';
import {
  documentCreator,
  documentDeleter,
  documentUpdater,
} from '../../commands/wiki/document-writer';
import { listDocuments, loadDocumentDetail, presentSavedDocument } from '../../queries/documents';
import { loadDocumentPreview } from '../../queries/document-preview';
import { noContent } from '../../../shared/schemas/answers';
import { assertSeesAllSecrets, withContentsFor } from '../../queries/document-secrets';
import { publicCutOf } from '../../queries/public-cut';

const tags = ['Documents'];

export function registerDocumentRoutes(app: App, ctx: ServerContext): void {
  app.get(
    '/api/Setting/:id/Documents',
    {
      config: { capability: 'world.read' },
      schema: {
        tags,
        operationId: 'listDocuments',
        summary: "List a world's documents",
        params: worldIdParams,
        querystring: documentListQuery,
        response: { 200: documentListResponse },
      },
    },
    async (request) => {
      const user = await authenticateOptional(ctx, request);
      const access = await authorizeWorld(ctx, request, user, request.params.id);
      return listDocuments(ctx.db, access.world, request.query, publicCutOf(access));
    },
  );

  app.post(
    '/api/Setting/:id/Documents',
    {
      config: { capability: 'documents.edit' },
      schema: {
        tags,
        operationId: 'createDocument',
        summary: 'Create a document',
        params: worldIdParams,
        body: documentRequest,
        response: { 200: documentResponse },
      },
    },
    async (request) => {
      const user = await authenticate(ctx, request);
      const { world, role } = await authorizeWorld(ctx, request, user, request.params.id);
      const document = await documentCreator(ctx, user, world.id, request.body);
      return withContentsFor(await loadDocumentDetail(ctx.db, world.id, document.id), role);
    },
  );

  app.get(
    '/api/Setting/:id/Documents/:documentId',
    {
      config: { capability: 'world.read' },
      schema: {
        tags,
        operationId: 'getDocument',
        summary: 'Get a document',
        params: documentParams,
        response: { 200: documentResponse },
      },
    },
    async (request) => {
      const user = await authenticateOptional(ctx, request);
      const access = await authorizeWorld(ctx, request, user, request.params.id);
      const { world, role } = access;
      return withContentsFor(
        await loadDocumentDetail(ctx.db, world.id, request.params.documentId, publicCutOf(access)),
        role,
      );
    },
  );

  app.get(
    '/api/Setting/:id/Documents/:documentId/Preview',
    {
      config: { capability: 'world.read' },
      schema: {
        tags,
        operationId: 'getDocumentPreview',
        summary: 'Get a short preview of a document',
        description:
          'Name, type, the first ~200 characters of its text and a cover thumbnail: what a map hover card shows.',
        params: documentParams,
        response: { 200: documentPreviewResponse },
      },
    },
    async (request) => {
      const user = await authenticateOptional(ctx, request);
      const access = await authorizeWorld(ctx, request, user, request.params.id);
      return loadDocumentPreview(
        ctx.db,
        ctx.imageUrls,
        access.world.id,
        request.params.documentId,
        publicCutOf(access),
      );
    },
  );

  app.put(
    '/api/Setting/:id/Documents/:documentId',
    {
      config: { capability: 'documents.edit' },
      schema: {
        tags,
        operationId: 'updateDocument',
        summary: 'Save a document',
        params: documentParams,
        body: documentUpdateRequest,
        response: { 200: documentResponse },
      },
    },
    async (request) => {
      const user = await authenticate(ctx, request);
      const { world, role } = await authorizeWorld(ctx, request, user, request.params.id);
      if (request.body.contents)
        await assertSeesAllSecrets(ctx.db, world.id, request.params.documentId, role);
      const document = await documentUpdater(
        ctx,
        user,
        world.id,
        request.params.documentId,
        request.body,
      );
      return withContentsFor(await presentSavedDocument(ctx.db, document), role);
    },
  );

  app.delete(
    '/api/Setting/:id/Documents/:documentId',
    {
      config: { capability: 'documents.edit' },
      schema: {
        tags,
        operationId: 'deleteDocument',
        summary: 'Delete a document',
        params: documentParams,
        response: { 204: noContent },
      },
    },
    async (request, reply) => {
      const user = await authenticate(ctx, request);
      const { world } = await authorizeWorld(ctx, request, user, request.params.id);
      await documentDeleter(ctx, user, world.id, request.params.documentId);
      return reply.status(204).send();
    },
  );
}
