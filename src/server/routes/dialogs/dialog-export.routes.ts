import type { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { App } from '../../http/types';
import type { ServerContext } from '../../context';
import { worldIdParams } from '../../../shared/schemas/world';
import {
  dialogExportLossesHeader,
  dialogExportParams,
  dialogExportQuery,
  notModified,
  fileBody,
  loreHubFileBody,
  storyDialogsExportParams,
} from '../../../shared/schemas/dialog-export';
import { dialogExportFileTypes, dialogExportFormats } from '../../../shared/dialogs/export-formats';
import type { DialogExportFormat } from '../../../shared/dialogs/export-formats';
import type { LoreHubLoss } from '../../../shared/dialogs/export-lorehub';
import { authenticate } from '../../auth/authenticate';
import { authorizeWorld } from '../../policies/authorize';
import { requestLanguage } from '../../http/language';
import { matchesETag } from '../../http/etag';
import { fileSafe } from '../../model/file-names';
import {
  attachmentDisposition,
  dialogsZip,
  exportDialogFile,
  exportTranslations,
  storyDialogs,
  worldDialogs,
} from '../../queries/dialog-exports';

const tags = ['Dialogs'];

const formats = dialogExportFormats
  .map((format) => `${format} (.${dialogExportFileTypes[format].extension})`)
  .join(', ');

const zipResponse = {
  200: {
    description: 'A zip with a file per dialog, named after the dialog (unique, any script).',
    content: { 'application/zip': { schema: fileBody } },
  },
};

/**
 * Dialogs as files for a game's build to pull (SPEC §3 Dialog): one dialog
 * in a format, or a story's or the world's dialogs as one zip. Whoever may
 * read the dialogs may export them.
 */
export function registerDialogExportRoutes(app: App, ctx: ServerContext): void {
  app.get(
    '/api/Setting/:id/Dialogs/:dialogId/Export',
    {
      config: { capability: 'world.view' },
      schema: {
        tags,
        operationId: 'exportDialog',
        summary: 'Export a dialog as a file',
        description: `The saved dialog in \`format\`: ${formats}. Content-Disposition names the file after the dialog; ETag: a matching If-None-Match is answered 304 without a body. A LoreHub export says what it left out in the ${dialogExportLossesHeader} header (kind=count, comma-separated). Twee's "next" link is in the caller's language. With \`language\` (one of the world's target languages) the texts are its translations where there are any.`,
        params: dialogExportParams,
        querystring: dialogExportQuery,
        response: {
          200: {
            description: 'The dialog file.',
            content: {
              'application/json': { schema: loreHubFileBody },
              'text/plain': { schema: fileBody },
            },
          },
          304: notModified,
        },
      },
    },
    async (request, typedReply) => {
      // The body is the file, not one of the response schemas' values (those document it).
      const reply = typedReply as FastifyReply;
      const user = await authenticate(ctx, request);
      const { world } = await authorizeWorld(ctx, request, user, request.params.id);
      const { dialogId } = request.params;
      const translations = await exportTranslations(
        ctx.db,
        world.id,
        request.query.language,
        dialogId,
      );
      const file = await exportDialogFile(
        ctx,
        world.id,
        dialogId,
        request.query.format,
        requestLanguage(request),
        undefined,
        translations,
      );
      reply
        .header('etag', file.etag)
        .header('cache-control', 'private, no-cache')
        .header('vary', 'lang, accept-language');
      if (matchesETag(request, file.etag)) return reply.status(304).send();
      if (file.losses.length > 0) reply.header(dialogExportLossesHeader, lossesHeader(file.losses));
      return reply
        .header('content-type', file.contentType)
        .header(
          'content-disposition',
          attachmentDisposition(
            `${file.baseName}${request.query.language ? `-${request.query.language}` : ''}`,
            file.extension,
            'dialog',
          ),
        )
        .send(file.body);
    },
  );

  app.get(
    '/api/Setting/:id/Stories/:storyId/Dialogs/Export',
    {
      config: { capability: 'world.view' },
      schema: {
        tags,
        operationId: 'exportStoryDialogs',
        summary: "Export a story's dialogs as one zip",
        description: `Every dialog the story's scenes link to, as a file each in \`format\`: ${formats}; in \`language\` when given.`,
        params: storyDialogsExportParams,
        querystring: dialogExportQuery,
        response: zipResponse,
      },
    },
    async (request, reply) => {
      const user = await authenticate(ctx, request);
      const { world } = await authorizeWorld(ctx, request, user, request.params.id);
      const { story, dialogs } = await storyDialogs(ctx.db, world.id, request.params.storyId);
      const { format, language } = request.query;
      const translations = await exportTranslations(ctx.db, world.id, language);
      const stream = await dialogsZip(
        ctx,
        world.id,
        dialogs,
        format,
        requestLanguage(request),
        translations,
      );
      const base = `${fileSafe(story.name)}-dialogs-${format}${language ? `-${language}` : ''}`;
      return sendZip(request, reply, stream, base, format);
    },
  );

  app.get(
    '/api/Setting/:id/Dialogs/Export',
    {
      config: { capability: 'world.view' },
      schema: {
        tags,
        operationId: 'exportWorldDialogs',
        summary: "Export the world's dialogs as one zip",
        description: `Every dialog of the world, as a file each in \`format\`: ${formats}; in \`language\` when given.`,
        params: worldIdParams,
        querystring: dialogExportQuery,
        response: zipResponse,
      },
    },
    async (request, reply) => {
      const user = await authenticate(ctx, request);
      const { world } = await authorizeWorld(ctx, request, user, request.params.id);
      const { format, language } = request.query;
      const dialogs = await worldDialogs(ctx.db, world.id);
      const translations = await exportTranslations(ctx.db, world.id, language);
      const stream = await dialogsZip(
        ctx,
        world.id,
        dialogs,
        format,
        requestLanguage(request),
        translations,
      );
      const base = `${fileSafe(world.name) || world.url_name}-dialogs-${format}${language ? `-${language}` : ''}`;
      return sendZip(request, reply, stream, base, format);
    },
  );
}

function sendZip(
  request: FastifyRequest,
  reply: FastifyReply,
  stream: Readable,
  base: string,
  format: DialogExportFormat,
) {
  stream.on('error', (error) =>
    request.log.error({ err: error }, 'dialogs export failed mid-stream'),
  );
  return reply
    .header('content-type', 'application/zip')
    .header('content-disposition', attachmentDisposition(base, 'zip', `dialogs-${format}`))
    .header('cache-control', 'no-store')
    .send(stream);
}

function lossesHeader(losses: readonly LoreHubLoss[]): string {
  const counts = new Map<string, number>();
  for (const loss of losses) counts.set(loss.kind, (counts.get(loss.kind) ?? 0) + 1);
  return [...counts].map(([kind, count]) => `${kind}=${count}`).join(', ');
}
