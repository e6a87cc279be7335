import type { FastifyRequest } from 'fastify';
import type {} from '@fastify/multipart'; // the request.parts() typing
import type { App } from '../../http/types';
import type { ServerContext } from '../../context';
import { worldIdParams } from '../../../shared/schemas/world';
import { dialogImportLimits, dialogImportReport } from '../../../shared/schemas/dialog-import';
import { dialogImportFormats, isDialogImportFormat } from '../../../shared/dialogs/import-formats';
import { ErrorCode } from '../../../shared/errors';
import { authenticate } from '../../auth/authenticate';
import { authorizeWorld } from '../../policies/authorize';
import { AppError } from '../../http/app-error';
import {
  dialogImporter,
  type DialogFile,
  type DialogImportOptions,
} from '../../commands/dialogs/dialog-importer';
import { requestLanguage } from '../../http/language';
import { translateShared } from '../../../shared/i18n/translate';

const tags = ['Dialogs'];

/** A dialog file made elsewhere as a new dialog of the world, with those who may create dialogs. */
export function registerDialogImportRoutes(app: App, ctx: ServerContext): void {
  app.post(
    '/api/Setting/:id/Dialogs/Import',
    {
      config: { capability: 'dialogs.edit' },
      schema: {
        tags,
        operationId: 'importDialog',
        summary: 'Import a dialog file',
        description: `multipart/form-data: "file", a dialog file of at most ${dialogImportLimits.maxFileBytes / 1024 / 1024} MB, "format", one of ${dialogImportFormats.join(', ')}, and optionally "createMissingSpeakers" = true (speakers without a document of the world become character documents) and "dryRun" = true (answers the report, writes nothing). Creates the dialog with the variables, meta schema fields and documents it needs in one transaction, or nothing; answers what was created, reused, renamed and left out.`,
        params: worldIdParams,
        response: { 200: dialogImportReport },
      },
      bodyLimit: dialogImportLimits.maxFileBytes + 1024 * 1024,
    },
    async (request) => {
      const user = await authenticate(ctx, request);
      const { world } = await authorizeWorld(ctx, request, user, request.params.id);
      const { file, options } = await readDialogFile(request);
      const defaultName = translateShared(requestLanguage(request), 'DIALOG_IMPORT_DEFAULTS.NAME');
      return dialogImporter(ctx, user, world.id, file, { ...options, defaultName });
    },
  );
}

/**
 * The file and the format field, in either order. A file past the limit is
 * 413 (4136); no file, an empty one, or a multipart body cut short is
 * "Choose a dialog file"; a missing or unknown format is said as such.
 */
async function readDialogFile(request: FastifyRequest): Promise<{
  file: DialogFile;
  options: Omit<DialogImportOptions, 'defaultName'>;
}> {
  if (!request.isMultipart()) throw fileRequired();
  let file: { fileName: string; data: Buffer } | null = null;
  let format: unknown = null;
  const options = { createMissingSpeakers: false, dryRun: false };
  try {
    const parts = request.parts({
      limits: {
        fileSize: dialogImportLimits.maxFileBytes,
        files: 1,
        fields: 5,
        fieldSize: 1024,
        parts: 6,
        headerPairs: 100,
      },
    });
    for await (const part of parts) {
      if (part.type === 'file') file = { fileName: part.filename, data: await part.toBuffer() };
      else if (part.fieldname === 'format') format = part.value;
      else if (part.fieldname === 'createMissingSpeakers' || part.fieldname === 'dryRun')
        options[part.fieldname] = part.value === 'true';
    }
  } catch (error) {
    const code = (error as { code?: unknown } | null)?.code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError(413, ErrorCode.dialogFileTooLarge);
    throw fileRequired();
  }
  if (!file || file.data.length === 0) throw fileRequired();
  if (!isDialogImportFormat(format))
    throw new AppError(400, ErrorCode.validation, 'VALIDATION.DIALOG_IMPORT_FORMAT');
  return { file: { format, ...file }, options };
}

function fileRequired(): AppError {
  return new AppError(400, ErrorCode.validation, 'VALIDATION.DIALOG_FILE_REQUIRED');
}
