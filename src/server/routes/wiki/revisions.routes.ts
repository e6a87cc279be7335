import type { App } from '../../http/types';
import type { ServerContext } from '../../context';
import {
  documentParams,
  documentResponse,
  restoreRevisionRequest,
  revisionListResponse,
  revisionParams,
  revisionResponse,
} from '../../../shared/schemas/document';
import { authenticate } from '../../auth/authenticate';
import { authorizeWorld } from '../../policies/authorize';
import { revisionRestorer } from '../../commands/wiki/document-writer';
import { listRevisions, loadRevision } from '../../queries/revisions';
import { presentSavedDocument } from '../../queries/documents';
import {
  assertRevisionSecretsSeen,
  assertSeesAllSecrets,
  withContentsFor,
} from '../../queries/document-secrets';

const tags = ['Documents'];

export function registerRevisionRoutes(app: App, ctx: ServerContext): void {
  app.get(
    '/api/Setting/:id/Documents/:documentId/Revisions',
    {
      config: { capability: 'world.view' },
      schema: {
        tags,
        operationId: 'listRevisions',
        summary: "List a document's revisions",
        params: documentParams,
        response: { 200: revisionListResponse },
      },
    },
    async (request) => {
      const user = await authenticate(ctx, request);
      const { world } = await authorizeWorld(ctx, request, user, request.params.id);
      return listRevisions(ctx.db, world.id, request.params.documentId);
    },
  );

  app.get(
    '/api/Setting/:id/Documents/:documentId/Revisions/:revisionId',
    {
      config: { capability: 'world.view' },
      schema: {
        tags,
        operationId: 'getRevision',
        summary: 'Get a document revision',
        params: revisionParams,
        response: { 200: revisionResponse },
      },
    },
    async (request) => {
      const user = await authenticate(ctx, request);
      const { world, role } = await authorizeWorld(ctx, request, user, request.params.id);
      const { documentId, revisionId } = request.params;
      return withContentsFor(await loadRevision(ctx.db, world.id, documentId, revisionId), role);
    },
  );

  app.post(
    '/api/Setting/:id/Documents/:documentId/Revisions/:revisionId/Restore',
    {
      config: { capability: 'documents.edit' },
      schema: {
        tags,
        operationId: 'restoreRevision',
        summary: 'Restore a document to a revision',
        params: revisionParams,
        body: restoreRevisionRequest,
        response: { 200: documentResponse },
      },
    },
    async (request) => {
      const user = await authenticate(ctx, request);
      const { world, role } = await authorizeWorld(ctx, request, user, request.params.id);
      const { documentId, revisionId } = request.params;
      // Restoring replaces the whole text: secrets one cannot see would go or come back unseen.
      await assertSeesAllSecrets(ctx.db, world.id, documentId, role);
      await assertRevisionSecretsSeen(ctx.db, world.id, documentId, revisionId, role);
      const restored = await revisionRestorer(
        ctx,
        user,
        world.id,
        documentId,
        revisionId,
        request.body.version,
      );
      return withContentsFor(await presentSavedDocument(ctx.db, restored), role);
    },
  );
}
