import crypto from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
import type { App } from '../../http/types';
import type { ServerContext } from '../../context';
import { worldIdParams } from '../../../shared/schemas/world';
import { ErrorCode } from '../../../shared/errors';
import {
  importChoiceSchema,
  importReportSchema,
  worldArchiveLimits,
} from '../../../shared/transfer/world-archive';
import { authenticate } from '../../auth/authenticate';
import { authorizeWorld } from '../../policies/authorize';
import { AppError } from '../../http/app-error';
import { worldExporter, fileSafe } from '../../commands/transfer/world-exporter';
import { worldImporter } from '../../commands/transfer/world-importer';
import { abandonedAfterMs, sweepAbandonedImports } from '../../commands/transfer/staged-world';
import { fileAnswer } from '../../../shared/schemas/answers';
import { registerStaticSiteRoutes } from './static-site.routes';

const tags = ['Setting'];

/**
 * A whole world as one zip and back (issue 9, data ownership). Export is the
 * owner's, like the world's settings: the archive holds every member's name
 * and all history. Import is anyone's who is signed in: it makes a new world
 * of theirs.
 */
export function registerWorldTransferRoutes(app: App, ctx: ServerContext): void {
  // Uploads a crash left behind (each is removed once its import ends).
  void removeStaleUploads(path.join(ctx.config.dataDir, 'tmp')).catch((error: unknown) => {
    ctx.log.warn({ err: error }, 'could not remove leftover import uploads');
  });
  sweepImportsInBackground(app, ctx);
  registerStaticSiteRoutes(app, ctx);

  app.get(
    '/api/Setting/:id/Export',
    {
      // The whole world as a zip: the owner's, like the world's settings.
      config: { capability: 'world.edit' },
      schema: {
        tags,
        operationId: 'exportWorld',
        summary: 'Export a world as a zip',
        description: 'The world as a zip (format loreweave-world, version 1).',
        params: worldIdParams,
        response: { 200: fileAnswer('The world archive.', ['application/zip']) },
      },
    },
    async (request, reply) => {
      const user = await authenticate(ctx, request);
      const { world } = await authorizeWorld(ctx, request, user, request.params.id);
      const stream = await worldExporter(ctx, world);
      const date = new Date().toISOString().slice(0, 10);
      const fileName = `${fileSafe(world.name) || world.url_name}-${date}.zip`;
      stream.on('error', (error) =>
        request.log.error({ err: error, worldId: world.id }, 'world export failed mid-stream'),
      );
      return reply
        .header('content-type', 'application/zip')
        .header(
          'content-disposition',
          `attachment; filename="${world.url_name}.zip"; filename*=UTF-8''${encodeURIComponent(fileName)}`,
        )
        .header('cache-control', 'no-store')
        .send(stream);
    },
  );

  app.post(
    '/api/Setting/Import',
    {
      // Anyone signed in may import: it makes a world of their own.
      config: { capability: 'signed-in' },
      schema: {
        tags,
        operationId: 'importWorld',
        summary: 'Import a world from a zip',
        description:
          'multipart/form-data with one file: a world archive made by Export, and optional text fields ' +
          "`name` (the new world's name) and `urlName` (its address). Without them the archive's name is " +
          'kept and its address gets a -2, -3… suffix when taken; a chosen `urlName` that the caller already ' +
          'uses is refused with 409 (code 40033). Answers what was imported and what was left out.',
        response: { 200: importReportSchema },
      },
      bodyLimit: worldArchiveLimits.maxArchiveBytes + 1024 * 1024,
    },
    async (request) => {
      const user = await authenticate(ctx, request);
      const { file, fileName, fields } = await receiveArchive(ctx, request);
      try {
        const choice = importChoice(fields);
        return await worldImporter(ctx, user, file, undefined, {
          ...choice,
          archiveFileName: fileName.slice(0, 200) || undefined,
        });
      } finally {
        await fsp.rm(file, { force: true });
      }
    },
  );
}

interface ReceivedArchive {
  file: string;
  /** The name the browser gave the upload. */
  fileName: string;
  /** The text fields, before or after the file. */
  fields: Record<string, string>;
}

/** The uploaded zip, streamed to a temporary file under DATA_DIR (never whole in memory). */
async function receiveArchive(
  ctx: ServerContext,
  request: FastifyRequest,
): Promise<ReceivedArchive> {
  if (!request.isMultipart()) throw archiveRequired();
  const folder = path.join(ctx.config.dataDir, 'tmp');
  await fsp.mkdir(folder, { recursive: true });
  const file = path.join(folder, `import-${crypto.randomUUID()}.zip`);
  try {
    const fields: Record<string, string> = {};
    let fileName: string | null = null;
    const parts = request.parts({
      limits: { fileSize: worldArchiveLimits.maxArchiveBytes, files: 1, fields: 5, parts: 6 },
    });
    for await (const part of parts) {
      if (part.type === 'field') {
        if (typeof part.value === 'string') fields[part.fieldname] = part.value;
        continue;
      }
      await pipeline(part.file, fs.createWriteStream(file, { mode: 0o600 }));
      if (part.file.truncated) throw new AppError(413, ErrorCode.archiveTooLarge);
      fileName = part.filename;
    }
    if (fileName === null || (await fsp.stat(file)).size === 0) throw archiveRequired();
    return { file, fileName, fields };
  } catch (error) {
    await fsp.rm(file, { force: true });
    if (error instanceof AppError) throw error;
    const code = (error as { code?: unknown } | null)?.code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError(413, ErrorCode.archiveTooLarge);
    // The disk failing us (ENOSPC, EACCES) is ours; anything else is the upload: past the part limits, or a multipart body cut short.
    if ((error as NodeJS.ErrnoException | null)?.syscall) throw error;
    throw archiveRequired();
  }
}

/**
 * Removes the hidden worlds of imports that stopped (staged-world.ts): at
 * start, on SQLite every one from before this process (one process owns the
 * file), on PostgreSQL those whose heartbeat stopped (another instance may be
 * importing); and every so often after, for crashes of other instances.
 */
function sweepImportsInBackground(app: App, ctx: ServerContext): void {
  let running: Promise<unknown> = Promise.resolve();
  const sweep = (before: Date) => {
    running = running
      .then(() => sweepAbandonedImports(ctx, before.toISOString()))
      .then(
        (removed) => removed && ctx.log.info({ removed }, 'removed the worlds of stopped imports'),
      )
      .catch((error: unknown) => ctx.log.warn({ err: error }, 'world import sweep failed'));
  };
  const abandoned = () => new Date(ctx.clock.now().getTime() - abandonedAfterMs);
  sweep(ctx.dialect === 'sqlite' ? ctx.clock.now() : abandoned());
  const timer = setInterval(() => sweep(abandoned()), abandonedAfterMs).unref();
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}

async function removeStaleUploads(folder: string, olderThanMs = 60 * 60 * 1000): Promise<void> {
  let names: string[];
  try {
    names = await fsp.readdir(folder);
  } catch {
    return;
  }
  for (const name of names.filter((entry) => /^import-[0-9a-f-]{36}\.zip$/.test(entry))) {
    const file = path.join(folder, name);
    const stat = await fsp.stat(file).catch(() => null);
    if (stat && Date.now() - stat.mtimeMs > olderThanMs) await fsp.rm(file, { force: true });
  }
}

/** The prompt's name and address: each optional, each checked as a new world's (SPEC §5). */
function importChoice(fields: Record<string, string>) {
  const parsed = importChoiceSchema.safeParse(fields);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  if (issue?.code === 'unrecognized_keys')
    throw new AppError(
      400,
      ErrorCode.validation,
      'VALIDATION.UNKNOWN_FIELD',
      issue.keys.join(', '),
    );
  const message = issue?.message.startsWith('VALIDATION.')
    ? issue.message
    : 'VALIDATION.INVALID_VALUE';
  throw new AppError(400, ErrorCode.validation, message);
}

function archiveRequired(): AppError {
  return new AppError(400, ErrorCode.validation, 'VALIDATION.ARCHIVE_FILE_REQUIRED');
}
