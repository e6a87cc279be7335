import type { App } from '../../http/types';
import type { ServerContext } from '../../context';
import { worldIdParams } from '../../../shared/schemas/world';
import { documentParams } from '../../../shared/schemas/document';
import {
  documentParentRequest,
  documentTreeNode,
  documentTreeResponse,
} from '../../../shared/schemas/document-tree';
import { authenticate, authenticateOptional } from '../../auth/authenticate';
import { authorizeWorld } from '../../policies/authorize';
import { loadDocumentTree } from '../../queries/document-tree';
import { documentMover } from '../../commands/wiki/document-mover';
import { publicCutOf } from '../../queries/public-cut';

const tags = ['Documents'];

export function registerDocumentTreeRoutes(app: App, ctx: ServerContext): void {
  app.get(
    '/api/Setting/:id/Documents/Tree',
    {
      config: { capability: 'world.read' },
      schema: {
        tags,
        operationId: 'getDocumentTree',
        summary: "A world's documents with their parents",
        description:
          'Every document the caller may read (id, name, type, parent). A parent the caller may not see is answered as none.',
        params: worldIdParams,
        response: { 200: documentTreeResponse },
      },
    },
    async (request) => {
      const user = await authenticateOptional(ctx, request);
      const access = await authorizeWorld(ctx, request, user, request.params.id);
      return loadDocumentTree(ctx.db, access.world.id, publicCutOf(access));
    },
  );

  app.put(
    '/api/Setting/:id/Documents/:documentId/Parent',
    {
      config: { capability: 'documents.edit' },
      schema: {
        tags,
        operationId: 'moveDocument',
        summary: 'Put a document inside another, or at the top level',
        description:
          'parentId null moves it to the top level. A parent that is the document or lies below it is refused (40063).',
        params: documentParams,
        body: documentParentRequest,
        response: { 200: documentTreeNode },
      },
    },
    async (request) => {
      const user = await authenticate(ctx, request);
      const { world } = await authorizeWorld(ctx, request, user, request.params.id);
      return documentMover(ctx, user, {
        worldId: world.id,
        documentId: request.params.documentId,
        parentId: request.body.parentId,
        version: request.body.version,
      });
    },
  );
}
