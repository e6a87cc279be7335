import { Readable } from 'node:stream';
import yazl from 'yazl';
import type { ServerContext } from '../../context';
import type { WorldsTable } from '../../db/schema';
import {
  archiveEntities,
  archiveFiles,
  worldArchiveFormat,
  worldArchiveVersion,
  type WorldArchiveManifest,
  type WorldFile,
} from '../../../shared/transfer/world-archive';
import { documentToMarkdown } from '../../../shared/transfer/contents-markdown';
import { migrateRichText } from '../../../shared/wiki/rich-text';
import { migrateCalendarConfig } from '../../../shared/calendar/calendar-config';
import { isoNow } from '../../clock';
import { imageFileNames } from '../../storage/image-processing';
import { fileSafe } from '../../model/file-names';
import { exportRows, type ExportSource } from './export-entities';
import { UserNames } from './user-names';
import { entityCounts } from './entity-counts';

// Its routes name the download with it too.
export { fileSafe };

/**
 * A whole world as one zip (src/shared/transfer/world-archive.ts), streamed:
 * entries are produced as the reader takes them (yazl pulls each lazily), so
 * memory holds a page of rows or one document, never the archive. Pictures
 * are the stored originals; thumbnails are made again on import.
 */
export async function worldExporter(ctx: ServerContext, world: WorldsTable): Promise<Readable> {
  const zip = new yazl.ZipFile();
  const output = zip.outputStream as Readable;
  // A failure mid-archive (a missing file, a failed read) ends the download with an error; unhandled, it would end the process.
  const fail = (error: Error) => output.destroy(error);
  zip.on('error', fail);
  const guarded = (stream: Readable) => stream.on('error', fail);
  const mtime = new Date(isoNow(ctx.clock));
  const users = new UserNames(ctx.db);
  const documentFiles = await markdownFileNames(ctx, world.id);
  const imageFiles = new Map(
    (
      await ctx.db
        .selectFrom('images')
        .select(['id', 'ext', 'file_key'])
        .where('world_id', '=', world.id)
        .execute()
    ).map((image) => [image.id, image]),
  );
  // Each map's picture as uploaded; a pyramid cut before pictures were kept has none.
  const mapPictures = new Map<string, { fileKey: string; ext: string }>();
  for (const map of await ctx.db
    .selectFrom('maps')
    .select(['id', 'file_key'])
    .where('world_id', '=', world.id)
    .where('file_key', 'is not', null)
    .execute()) {
    const opened = await ctx.mapTiles.openSource(world.id, map.file_key!);
    if (opened) {
      opened.stream.destroy();
      mapPictures.set(map.id, { fileKey: map.file_key!, ext: opened.ext });
    } else {
      ctx.log.warn(
        { worldId: world.id, mapId: map.id },
        'export: a map picture cut before pictures were kept goes without it',
      );
    }
  }
  const source: ExportSource = {
    db: ctx.db,
    worldId: world.id,
    users,
    markdownFile: (documentId) => documentFiles.get(documentId) ?? `documents/${documentId}.md`,
    imageFile: (image) => `images/${image.id}.${image.ext}`,
    mapPicture: (mapId) => {
      const picture = mapPictures.get(mapId);
      return picture ? `maps/${mapId}.${picture.ext}` : null;
    },
  };

  const imagePath = (id: string) => {
    const image = imageFiles.get(id);
    return image ? source.imageFile(image) : null;
  };

  const manifest: WorldArchiveManifest = {
    format: worldArchiveFormat,
    version: worldArchiveVersion,
    exportedAt: mtime.toISOString(),
    world: { name: world.name },
    counts: await entityCounts(ctx.db, world.id),
  };
  const cover = await ctx.db
    .selectFrom('world_covers')
    .selectAll()
    .where('world_id', '=', world.id)
    .executeTakeFirst();
  zip.addBuffer(json(manifest), archiveFiles.manifest, { mtime });
  zip.addBuffer(
    json(await worldFile(ctx, world, users, cover ? `cover.${cover.ext}` : null, cover)),
    archiveFiles.world,
    { mtime },
  );

  for (const entity of archiveEntities) {
    zip.addReadStreamLazy(archiveFiles[entity], { mtime }, (done) =>
      done(null, guarded(Readable.from(jsonArray(exportRows(source, entity))))),
    );
  }

  for (const [documentId, file] of documentFiles) {
    zip.addReadStreamLazy(file, { mtime }, (done) => {
      markdownOf(ctx, documentId, file, documentFiles, imagePath).then(
        (text) => done(null, guarded(Readable.from([Buffer.from(text)]))),
        (error: unknown) => done(error as Error, undefined as never),
      );
    });
  }

  const addPicture = (entryName: string, fileName: string) =>
    zip.addReadStreamLazy(entryName, { mtime, compress: false }, (done) => {
      ctx.imageStore.open(world.id, fileName).then(
        (file) =>
          file
            ? done(null, guarded(file.stream))
            : done(new Error(`image file ${fileName} is missing`), undefined as never),
        (error: unknown) => done(error as Error, undefined as never),
      );
    });
  for (const image of imageFiles.values())
    addPicture(source.imageFile(image), imageFileNames(image.file_key, image.ext).full);
  if (cover) addPicture(`cover.${cover.ext}`, imageFileNames(cover.file_key, cover.ext).full);
  for (const [mapId, picture] of mapPictures)
    zip.addReadStreamLazy(`maps/${mapId}.${picture.ext}`, { mtime, compress: false }, (done) => {
      ctx.mapTiles.openSource(world.id, picture.fileKey).then(
        (file) =>
          file
            ? done(null, guarded(file.stream))
            : done(new Error(`map picture ${picture.fileKey} is missing`), undefined as never),
        (error: unknown) => done(error as Error, undefined as never),
      );
    });

  zip.end();
  return output;
}

/** A name a person recognises, unique in the archive: `documents/<name>.md`, the id's start added only on a clash. */
async function markdownFileNames(
  ctx: ServerContext,
  worldId: string,
): Promise<Map<string, string>> {
  const rows = await ctx.db
    .selectFrom('documents')
    .select(['id', 'name'])
    .where('world_id', '=', worldId)
    .orderBy('id')
    .execute();
  const files = new Map<string, string>();
  const taken = new Set<string>();
  for (const row of rows) {
    const base = fileSafe(row.name) || 'document';
    let file = `documents/${base}.md`;
    if (taken.has(file.toLowerCase())) file = `documents/${base}-${row.id.slice(0, 8)}.md`;
    taken.add(file.toLowerCase());
    files.set(row.id, file);
  }
  return files;
}

async function markdownOf(
  ctx: ServerContext,
  documentId: string,
  file: string,
  documentFiles: Map<string, string>,
  imagePath: (id: string) => string | null,
): Promise<string> {
  const row = await ctx.db
    .selectFrom('documents')
    .select(['name', 'contents'])
    .where('id', '=', documentId)
    .executeTakeFirst();
  if (!row) return '';
  const here = file.slice(0, file.lastIndexOf('/') + 1);
  const relative = (target: string) =>
    target.startsWith(here) ? target.slice(here.length) : `../${target}`;
  return documentToMarkdown(row.name, migrateRichText(JSON.parse(row.contents)).doc, {
    document: (id) => {
      const target = documentFiles.get(id);
      return target ? relative(target) : null;
    },
    image: (id) => {
      const target = imagePath(id);
      return target ? relative(target) : null;
    },
  });
}

async function worldFile(
  ctx: ServerContext,
  world: WorldsTable,
  users: UserNames,
  coverFile: string | null,
  cover: { updated_by: string | null; updated_at: string } | undefined,
): Promise<WorldFile> {
  const calendar = await ctx.db
    .selectFrom('calendars')
    .selectAll()
    .where('world_id', '=', world.id)
    .executeTakeFirstOrThrow();
  const members = await ctx.db
    .selectFrom('world_members')
    .innerJoin('users', 'users.id', 'world_members.user_id')
    .select(['users.user_name', 'world_members.role', 'world_members.added_at'])
    .where('world_members.world_id', '=', world.id)
    .orderBy('users.user_name')
    .execute();
  const languages = await ctx.db
    .selectFrom('world_dialog_languages')
    .selectAll()
    .where('world_id', '=', world.id)
    .executeTakeFirst();
  await users.load([calendar.updated_by, cover?.updated_by ?? null]);
  return {
    world: {
      name: world.name,
      urlName: world.url_name,
      description: world.description,
      createdAt: world.created_at,
      updatedAt: world.updated_at,
      version: world.version,
      defaultVisibility: world.default_visibility === 'public' ? 'public' : 'members',
    },
    calendar: {
      config: migrateCalendarConfig(JSON.parse(calendar.config)),
      version: calendar.version,
      updatedAt: calendar.updated_at,
      updatedBy: users.name(calendar.updated_by),
    },
    members: members.map((member) => ({
      userName: member.user_name,
      role: member.role as WorldFile['members'][number]['role'],
      addedAt: member.added_at,
    })),
    cover:
      coverFile && cover
        ? { file: coverFile, updatedBy: users.name(cover.updated_by), updatedAt: cover.updated_at }
        : null,
    dialogLanguages: languages
      ? {
          sourceLanguage: languages.source_language,
          languages: JSON.parse(languages.languages) as string[],
          lineCharLimit: languages.line_char_limit,
          choiceCharLimit: languages.choice_char_limit,
          updatedAt: languages.updated_at,
        }
      : null,
  };
}

function json(value: unknown): Buffer {
  return Buffer.from(`${JSON.stringify(value, null, 2)}\n`);
}

async function* jsonArray(rows: AsyncIterable<unknown>): AsyncGenerator<Buffer> {
  let first = true;
  for await (const row of rows) {
    yield Buffer.from(`${first ? '[\n' : ',\n'}${JSON.stringify(row)}`);
    first = false;
  }
  yield Buffer.from(first ? '[]\n' : '\n]\n');
}
