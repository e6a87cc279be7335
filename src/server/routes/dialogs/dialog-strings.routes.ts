import type { FastifyReply, FastifyRequest } from 'fastify';
import type {} from '@fastify/multipart'; // the request.parts() typing
import type { App } from '../../http/types';
import type { ServerContext } from '../../context';
import { worldIdParams } from '../../../shared/schemas/world';
import {
  dialogLocalizationParams,
  stringTableImportLimits,
  stringTableImportReport,
  stringTableQuery,
  voiceScriptQuery,
} from '../../../shared/schemas/dialog-localization';
import { fileBody } from '../../../shared/schemas/dialog-export';
import { ErrorCode } from '../../../shared/errors';
import { authenticate } from '../../auth/authenticate';
import { authorizeWorld } from '../../policies/authorize';
import { AppError } from '../../http/app-error';
import { fileSafe } from '../../model/file-names';
import { attachmentDisposition, dialogFileBase } from '../../queries/dialog-exports';
import {
  stringTableFile,
  voiceScriptFile,
  type LocalizationFile,
} from '../../queries/dialog-string-tables';
import {
  translationImporter,
  type TranslationImportOptions,
} from '../../commands/dialogs/translation-importer';

const tags = ['Dialogs'];

const stringTableResponse = {
  200: {
    description:
      'The string table: CSV (UTF-8 with a BOM; columns dialog_id, line_id, dialog, speaker, context, char_limit, source, target) or XLIFF 2.0 (a <file> per dialog, a <unit> per line).',
    content: {
      'text/csv': { schema: fileBody },
      'application/xliff+xml': { schema: fileBody },
    },
  },
};

const voiceScriptResponse = {
  200: {
    description:
      'CSV (UTF-8 with a BOM): speaker, dialog, line_id, text, context, direction; the spoken lines by speaker, then dialog, in play order.',
    content: { 'text/csv': { schema: fileBody } },
  },
};

/**
 * String tables for translators (CSV, XLIFF 2.0) and the voice-over script:
 * whoever reads the dialogs may download them; those who build dialogs
 * import translated tables back.
 */
export function registerDialogStringRoutes(app: App, ctx: ServerContext): void {
  app.get(
    '/api/Setting/:id/Dialogs/:dialogId/Strings',
    {
      config: { capability: 'world.view' },
      schema: {
        tags,
        operationId: 'exportDialogStrings',
        summary: "Download a dialog's string table",
        description:
          "Every line of the dialog with its translation into `language` (one of the world's target languages), as `format` csv or xliff. Content-Disposition names the file after the dialog and the language.",
        params: dialogLocalizationParams,
        querystring: stringTableQuery,
        response: stringTableResponse,
      },
    },
    async (request, typedReply) => {
      const user = await authenticate(ctx, request);
      const { world } = await authorizeWorld(ctx, request, user, request.params.id);
      const { language, format } = request.query;
      const file = await stringTableFile(
        ctx.db,
        world.id,
        language,
        format,
        request.params.dialogId,
      );
      const base = `${dialogFileBase(file.dialogName ?? '')}-${language}`;
      return sendFile(typedReply as FastifyReply, file, base, `dialog-${language}`);
    },
  );

  app.get(
    '/api/Setting/:id/Dialogs/Strings',
    {
      config: { capability: 'world.view' },
      schema: {
        tags,
        operationId: 'exportWorldDialogStrings',
        summary: "Download the string table of the world's dialogs",
        description:
          "Every line of every dialog of the world with its translation into `language` (one of the world's target languages), as `format` csv or xliff, in one file.",
        params: worldIdParams,
        querystring: stringTableQuery,
        response: stringTableResponse,
      },
    },
    async (request, typedReply) => {
      const user = await authenticate(ctx, request);
      const { world } = await authorizeWorld(ctx, request, user, request.params.id);
      const { language, format } = request.query;
      const file = await stringTableFile(ctx.db, world.id, language, format);
      const base = `${fileSafe(world.name) || world.url_name}-dialogs-${language}`;
      return sendFile(typedReply as FastifyReply, file, base, `dialogs-${language}`);
    },
  );

  app.post(
    '/api/Setting/:id/Dialogs/Strings/Import',
    {
      config: { capability: 'dialogs.edit' },
      schema: {
        tags,
        operationId: 'importDialogStrings',
        summary: 'Import a translated string table',
        description: `multipart/form-data: "file", a string table (CSV as exported, or XLIFF 2.0) of at most ${stringTableImportLimits.maxFileBytes / 1024 / 1024} MB, "language", the language of its targets (required for CSV; an XLIFF's trgLang must match it), and optionally "dryRun" = true (answers the report, writes nothing). One transaction: a refused file writes nothing. The report counts stale rows (the source changed since), unknown ids, lines still missing a translation and targets past the character limit.`,
        params: worldIdParams,
        response: { 200: stringTableImportReport },
      },
      bodyLimit: stringTableImportLimits.maxFileBytes + 1024 * 1024,
    },
    async (request) => {
      const user = await authenticate(ctx, request);
      const { world } = await authorizeWorld(ctx, request, user, request.params.id);
      const { data, options } = await readTableFile(request);
      return translationImporter(ctx, user, world.id, data, options);
    },
  );

  app.get(
    '/api/Setting/:id/Dialogs/:dialogId/VoiceScript',
    {
      config: { capability: 'world.view' },
      schema: {
        tags,
        operationId: 'exportDialogVoiceScript',
        summary: "Download a dialog's voice-over script",
        description:
          "The dialog's spoken lines for voice actors, in `language` when given (one of the world's target languages, or the source; untranslated lines stay in the source).",
        params: dialogLocalizationParams,
        querystring: voiceScriptQuery,
        response: voiceScriptResponse,
      },
    },
    async (request, typedReply) => {
      const user = await authenticate(ctx, request);
      const { world } = await authorizeWorld(ctx, request, user, request.params.id);
      const { language } = request.query;
      const file = await voiceScriptFile(ctx.db, world.id, language, request.params.dialogId);
      const suffix = language ? `-${language}` : '';
      const base = `${dialogFileBase(file.dialogName ?? '')}-voice-script${suffix}`;
      return sendFile(typedReply as FastifyReply, file, base, `voice-script${suffix}`);
    },
  );

  app.get(
    '/api/Setting/:id/Dialogs/VoiceScript',
    {
      config: { capability: 'world.view' },
      schema: {
        tags,
        operationId: 'exportWorldVoiceScript',
        summary: "Download the voice-over script of the world's dialogs",
        description:
          "The spoken lines of every dialog of the world for voice actors, by speaker, in `language` when given (one of the world's target languages, or the source).",
        params: worldIdParams,
        querystring: voiceScriptQuery,
        response: voiceScriptResponse,
      },
    },
    async (request, typedReply) => {
      const user = await authenticate(ctx, request);
      const { world } = await authorizeWorld(ctx, request, user, request.params.id);
      const { language } = request.query;
      const file = await voiceScriptFile(ctx.db, world.id, language);
      const suffix = language ? `-${language}` : '';
      const base = `${fileSafe(world.name) || world.url_name}-voice-script${suffix}`;
      return sendFile(typedReply as FastifyReply, file, base, `voice-script${suffix}`);
    },
  );
}

function sendFile(reply: FastifyReply, file: LocalizationFile, base: string, fallback: string) {
  return reply
    .header('content-type', file.contentType)
    .header('content-disposition', attachmentDisposition(base, file.extension, fallback))
    .header('cache-control', 'private, no-cache')
    .send(file.body);
}

/**
 * The file and the fields, in any order. A file past the limit is 413
 * (4137); no file, an empty one, or a multipart body cut short is "Choose a
 * string table".
 */
async function readTableFile(
  request: FastifyRequest,
): Promise<{ data: Buffer; options: TranslationImportOptions }> {
  if (!request.isMultipart()) throw fileRequired();
  let data: Buffer | null = null;
  const options: TranslationImportOptions = { language: null, dryRun: false };
  try {
    const parts = request.parts({
      limits: {
        fileSize: stringTableImportLimits.maxFileBytes,
        files: 1,
        fields: 5,
        fieldSize: 1024,
        parts: 6,
        headerPairs: 100,
      },
    });
    for await (const part of parts) {
      if (part.type === 'file') data = await part.toBuffer();
      else if (part.fieldname === 'language' && typeof part.value === 'string')
        options.language = part.value;
      else if (part.fieldname === 'dryRun') options.dryRun = part.value === 'true';
    }
  } catch (error) {
    const code = (error as { code?: unknown } | null)?.code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError(413, ErrorCode.stringTableTooLarge);
    throw fileRequired();
  }
  if (!data || data.length === 0) throw fileRequired();
  return { data, options };
}

function fileRequired(): AppError {
  return new AppError(400, ErrorCode.validation, 'VALIDATION.STRING_TABLE_FILE_REQUIRED');
}
