import crypto from 'node:crypto';
import type { App } from '../../http/types';
import type { ServerContext } from '../../context';
import { worldIdParams } from '../../../shared/schemas/world';
import {
  templateListResponse,
  templateParams,
  templateRequest,
  templateResponse,
} from '../../../shared/schemas/template';
import { migrateRichText } from '../../../shared/wiki/rich-text';
import type { DocumentTemplatesTable } from '../../db/schema';
import { ErrorCode } from '../../../shared/errors';
import { authenticate } from '../../auth/authenticate';
import { authorizeWorld } from '../../policies/authorize';
import { writeWithActivity } from '../../activity/record';
import { AppError } from '../../http/app-error';
import { isoNow } from '../../clock';
import { safeJson } from '../../model/stored-json';
import { noContent } from '../../../shared/schemas/answers';
import { withContentsFor } from '../../queries/document-secrets';
import { assertDocumentTypeInWorld } from '../../commands/wiki/document-type-check';

const tags = ['Templates'];

function presentTemplate(row: DocumentTemplatesTable) {
  return {
    id: row.id,
    name: row.name,
    type: row.type,
    contents: migrateRichText(safeJson(row.contents)),
    createdAt: row.created_at,
  };
}

/** A world's own templates; the built-in one per document type lives in the client catalogue. */
export function registerTemplateRoutes(app: App, ctx: ServerContext): void {
  app.get(
    '/api/Setting/:id/Templates',
    {
      config: { capability: 'world.view' },
      schema: {
        tags,
        operationId: 'listTemplates',
        summary: "List a world's document templates",
        params: worldIdParams,
        response: { 200: templateListResponse },
      },
    },
    async (request) => {
      const user = await authenticate(ctx, request);
      const { world, role } = await authorizeWorld(ctx, request, user, request.params.id);
      const rows = await ctx.db
        .selectFrom('document_templates')
        .selectAll()
        .where('world_id', '=', world.id)
        .orderBy('name')
        .execute();
      // A template may hold a secret block too: cut as a document's text is.
      return rows.map((row) => withContentsFor(presentTemplate(row), role));
    },
  );

  app.post(
    '/api/Setting/:id/Templates',
    {
      config: { capability: 'documents.edit' },
      schema: {
        tags,
        operationId: 'createTemplate',
        summary: 'Create a document template',
        params: worldIdParams,
        body: templateRequest,
        response: { 200: templateResponse },
      },
    },
    async (request) => {
      const user = await authenticate(ctx, request);
      const { world } = await authorizeWorld(ctx, request, user, request.params.id);
      const row: DocumentTemplatesTable = {
        id: crypto.randomUUID(),
        world_id: world.id,
        name: request.body.name.trim(),
        type: request.body.type,
        contents: JSON.stringify(request.body.contents),
        created_by: user.id,
        created_at: isoNow(ctx.clock),
      };
      await writeWithActivity(ctx, async (trx, record) => {
        await assertDocumentTypeInWorld(trx, world.id, row.type);
        await trx.insertInto('document_templates').values(row).execute();
        await record({
          worldId: world.id,
          userId: user.id,
          type: 'create_template',
          details: { templateId: row.id, name: row.name },
        });
      });
      return presentTemplate(row);
    },
  );

  app.delete(
    '/api/Setting/:id/Templates/:templateId',
    {
      config: { capability: 'documents.edit' },
      schema: {
        tags,
        operationId: 'deleteTemplate',
        summary: 'Delete a document template',
        params: templateParams,
        response: { 204: noContent },
      },
    },
    async (request, reply) => {
      const user = await authenticate(ctx, request);
      const { world } = await authorizeWorld(ctx, request, user, request.params.id);
      await writeWithActivity(ctx, async (trx, record) => {
        const row = await trx
          .selectFrom('document_templates')
          .select(['id', 'name'])
          .where('world_id', '=', world.id)
          .where('id', '=', request.params.templateId)
          .executeTakeFirst();
        if (!row) throw new AppError(404, ErrorCode.notFound);
        await trx.deleteFrom('document_templates').where('id', '=', row.id).execute();
        await record({
          worldId: world.id,
          userId: user.id,
          type: 'delete_template',
          details: { templateId: row.id, name: row.name },
        });
      });
      return reply.status(204).send();
    },
  );
}
