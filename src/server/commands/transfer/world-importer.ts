import crypto from 'node:crypto';
import type { ServerContext } from '../../context';
import type { CurrentUser } from '../../auth/authenticate';
import type { ImportReport, WorldFile } from '../../../shared/transfer/world-archive';
import { imageEntryName, mapPictureEntryName } from '../../../shared/transfer/world-archive';
import { mapPictureLimits } from '../../../shared/schemas/map';
import { checkMapPicture } from '../maps/map-picture-intake';
import { newMapFileKey, syncUpload } from '../../storage/map-tile-store';
import { writeWithActivity } from '../../activity/record';
import { AppError } from '../../http/app-error';
import { isoNow } from '../../clock';
import { imageFileNames, processImage } from '../../storage/image-processing';
import {
  archiveErrors,
  defaultArchiveLimits,
  readWorldArchive,
  type ArchiveLimits,
  type OpenedArchive,
} from './archive-reader';
import { insertArchiveRows, type ImportedPicture } from './import-rows';
import { IdMap } from './id-rewiring';
import { entityCounts } from './entity-counts';
import { SlicedWrites } from './sliced-writes';
import { discardStagedWorld, heartbeat, publishStagedWorld, stageWorld } from './staged-world';

/** What the importer chose in the import prompt; absent fields keep the archive's. */
export interface ImportChoice {
  name?: string | undefined;
  urlName?: string | undefined;
  /** The uploaded file's name, for the feed's "Imported from …". */
  archiveFileName?: string | undefined;
}

/** A cover is shown as a banner (as world-cover-writer.ts). */
const coverMaxSide = 2400;

/**
 * Imports a world archive as a new world owned by the importer, all or
 * nothing, without holding the database: the world row is staged first
 * (hidden, its address held; staged-world.ts), the pictures are re-processed
 * through the image pipeline (type from the bytes, re-encoded, thumbnails)
 * into its folder, the rows are written in short transactions with turns of
 * the event loop between them (sliced-writes.ts), and one short transaction
 * at the end adds the members and the feed entry and makes the world
 * visible. On any failure before that, the staged world, its rows and its
 * folder are removed; a crash leaves a hidden world that the start-up sweep
 * removes.
 *
 * Members are matched by user name: a member with an account here joins in
 * the same role (an archived owner as a writer: the importer owns the new
 * world), one without is reported and left out. Authors are matched the
 * same way; unknown ones are reported and their names left off.
 */
export async function worldImporter(
  ctx: ServerContext,
  user: CurrentUser,
  archivePath: string,
  limits: ArchiveLimits = defaultArchiveLimits,
  choice: ImportChoice = {},
): Promise<ImportReport> {
  const archive = await readWorldArchive(archivePath, limits);
  const worldId = crypto.randomUUID();
  let published = false;
  // Map pictures copied to the uploads: removed if the import fails, else cut into tiles after it.
  const mapUploads = new Map<string, string>();
  try {
    const names = referencedUserNames(archive);
    const users = await accountsNamed(ctx, names);
    const userId = (name: string | null) => (name === null ? null : (users.get(name) ?? null));
    const members = archiveMembers(archive.world, user, users);
    const now = isoNow(ctx.clock);
    const { world, cover, calendar } = archive.world;
    const worldName = choice.name ?? world.name;
    // A chosen address must be free (409 worldUrlTaken); without one, the archive's gets a -2, -3… suffix.
    const urlName = await stageWorld(ctx, {
      id: worldId,
      ownerId: user.id,
      urlName: choice.urlName ?? world.urlName,
      exactUrlName: choice.urlName !== undefined,
      name: worldName,
      description: world.description,
      createdAt: world.createdAt,
      updatedAt: world.updatedAt,
      version: world.version,
      defaultVisibility: world.defaultVisibility ?? 'members',
    });
    const beat = heartbeat(ctx, worldId);
    const pictures = await storePictures(ctx, archive, worldId, beat);
    await storeMapPictures(ctx, archive, mapUploads, beat);
    const writes = new SlicedWrites(ctx.db, { beforeCommit: beat });
    let result: Awaited<ReturnType<typeof insertArchiveRows>>;
    try {
      await writes.write((trx) =>
        trx
          .insertInto('calendars')
          .values({
            world_id: worldId,
            config: JSON.stringify(calendar.config),
            version: calendar.version,
            updated_at: calendar.updatedAt,
            updated_by: userId(calendar.updatedBy),
          })
          .execute(),
      );
      const languages = archive.world.dialogLanguages;
      if (languages) {
        const targets = [...new Set(languages.languages)].filter(
          (language) => language !== languages.sourceLanguage,
        );
        await writes.write((trx) =>
          trx
            .insertInto('world_dialog_languages')
            .values({
              world_id: worldId,
              source_language: languages.sourceLanguage,
              languages: JSON.stringify(targets),
              line_char_limit: languages.lineCharLimit,
              choice_char_limit: languages.choiceCharLimit,
              updated_at: languages.updatedAt,
            })
            .execute(),
        );
      }
      const coverPicture = cover ? pictures.get(cover.file) : undefined;
      if (cover && coverPicture) {
        await writes.write((trx) =>
          trx
            .insertInto('world_covers')
            .values({
              world_id: worldId,
              file_key: coverPicture.fileKey,
              ext: coverPicture.ext,
              mime: coverPicture.mime,
              width: coverPicture.width,
              height: coverPicture.height,
              byte_size: coverPicture.byteSize,
              updated_by: userId(cover.updatedBy),
              updated_at: cover.updatedAt,
            })
            .execute(),
        );
      }
      result = await insertArchiveRows(writes, {
        worldId,
        rows: archive.rows,
        calendar: calendar.config,
        ids: new IdMap(),
        userId,
        memberIds: new Set([user.id, ...members.kept.map((member) => member.userId)]),
        pictures,
        mapPictures: mapUploads,
        now,
      });
      await writes.commit();
    } catch (error) {
      // Before the removal below: on SQLite an open transaction holds the one connection.
      await writes.rollback();
      throw error;
    }
    const memberRows = [
      {
        world_id: worldId,
        user_id: user.id,
        role: 'owner',
        added_at: members.importerAddedAt ?? now,
      },
      ...members.kept.map((member) => ({
        world_id: worldId,
        user_id: member.userId,
        role: member.role,
        added_at: member.addedAt,
      })),
    ];
    await writeWithActivity(ctx, async (trx, record) => {
      await publishStagedWorld(trx, worldId);
      for (let start = 0; start < memberRows.length; start += 500)
        await trx
          .insertInto('world_members')
          .values(memberRows.slice(start, start + 500))
          .execute();
      await record({
        worldId,
        userId: user.id,
        type: 'import_world',
        details: {
          name: worldName,
          originalName: world.name,
          archiveFileName: choice.archiveFileName ?? null,
        },
      });
    });
    published = true;
    // The import does not wait for tiles: each map shows `tiling` until its picture is cut.
    for (const { mapId, fileKey } of result.mapPictures)
      ctx.mapJobs.enqueue({ worldId, mapId, fileKey, userId: user.id, restored: true });
    const unknownAuthors = [...names].filter((name) => !users.has(name)).sort();
    return {
      world: { id: worldId, urlName, name: worldName },
      ownerUserName: user.userName,
      counts: await entityCounts(ctx.db, worldId),
      droppedMembers: members.dropped,
      unknownAuthors,
      droppedReferences: result.droppedReferences,
      mapsTiling: result.mapPictures.length,
    };
  } catch (error) {
    if (!published) {
      for (const fileKey of mapUploads.values())
        await ctx.mapTiles.removeUpload(fileKey).catch(() => undefined);
      await discardStagedWorld(ctx, worldId).catch((cleanup: unknown) => {
        ctx.log.warn(
          { err: cleanup, worldId },
          'could not remove a failed import; the start-up sweep will',
        );
      });
    }
    if (isConstraintViolation(error))
      throw archiveErrors.damaged('two entities collide (a name or pair repeats)');
    throw error;
  } finally {
    archive.close();
  }
}

/** Every user name the archive mentions: members, authors, editors, assignees. */
function referencedUserNames(archive: OpenedArchive): Set<string> {
  const names = new Set<string>();
  const add = (name: string | null | undefined) => {
    if (name) names.add(name);
  };
  for (const member of archive.world.members) add(member.userName);
  add(archive.world.calendar.updatedBy);
  add(archive.world.cover?.updatedBy);
  const rows = archive.rows;
  for (const list of [
    rows.documents,
    rows.todos,
    rows.events,
    rows.images,
    rows.dialogs,
    rows.stories,
    rows.maps,
    rows.mapFeatures,
  ]) {
    for (const row of list) {
      add(row.createdBy);
      add(row.updatedBy);
    }
  }
  for (const row of [...rows.templates, ...rows.relations]) add(row.createdBy);
  for (const todo of rows.todos) add(todo.assignee);
  for (const revision of rows.revisions) {
    add(revision.author);
    revision.editors.forEach(add);
  }
  return names;
}

async function accountsNamed(ctx: ServerContext, names: Set<string>): Promise<Map<string, string>> {
  const accounts = new Map<string, string>();
  const list = [...names];
  for (let start = 0; start < list.length; start += 300) {
    const rows = await ctx.db
      .selectFrom('users')
      .select(['id', 'user_name'])
      .where('user_name', 'in', list.slice(start, start + 300))
      .execute();
    for (const row of rows) accounts.set(row.user_name, row.id);
  }
  return accounts;
}

function archiveMembers(world: WorldFile, importer: CurrentUser, accounts: Map<string, string>) {
  const kept: { userId: string; role: string; addedAt: string }[] = [];
  const dropped: string[] = [];
  let importerAddedAt: string | undefined;
  for (const member of world.members) {
    if (member.userName === importer.userName) {
      importerAddedAt = member.addedAt;
      continue;
    }
    const userId = accounts.get(member.userName);
    if (!userId) dropped.push(member.userName);
    else
      kept.push({
        userId,
        role: member.role === 'owner' ? 'writer' : member.role,
        addedAt: member.addedAt,
      });
  }
  return { kept, dropped: dropped.sort(), importerAddedAt };
}

/** Each picture through the upload pipeline, into the new world's folder; one at a time (sharp is the cost). */
async function storePictures(
  ctx: ServerContext,
  archive: OpenedArchive,
  worldId: string,
  beat: () => Promise<void>,
): Promise<Map<string, ImportedPicture>> {
  const pictures = new Map<string, ImportedPicture>();
  const wanted: { file: string; maxSide?: number }[] = archive.rows.images.map((image) => ({
    file: image.file,
  }));
  if (archive.world.cover) wanted.push({ file: archive.world.cover.file, maxSide: coverMaxSide });
  for (const { file, maxSide } of wanted) {
    if (pictures.has(file)) continue;
    if (!imageEntryName.test(file)) throw archiveErrors.unsafeName(file);
    let processed;
    try {
      processed = await processImage(await archive.readPicture(file), maxSide ? { maxSide } : {});
    } catch (error) {
      // The image's own refusal (not an image, too many pixels…), naming the file.
      if (error instanceof AppError && !error.detail)
        throw new AppError(error.statusCode, error.code, error.messageKey, file);
      throw error;
    }
    const fileKey = crypto.randomUUID();
    const names = imageFileNames(fileKey, processed.ext);
    await ctx.imageStore.write(worldId, names.thumb, processed.thumb);
    await ctx.imageStore.write(worldId, names.full, processed.data);
    pictures.set(file, {
      fileKey,
      ext: processed.ext,
      mime: processed.mime,
      width: processed.width,
      height: processed.height,
      byteSize: processed.data.length,
    });
    await beat();
  }
  return pictures;
}

/**
 * Each map's picture streamed to the map uploads and checked as an upload is
 * (type from the bytes, readable, within the pixel limits), one at a time;
 * `uploads` gains each entry's upload name as it is written.
 */
async function storeMapPictures(
  ctx: ServerContext,
  archive: OpenedArchive,
  uploads: Map<string, string>,
  beat: () => Promise<void>,
): Promise<void> {
  for (const map of archive.rows.maps) {
    const file = map.picture;
    if (file === null || uploads.has(file)) continue;
    if (!mapPictureEntryName.test(file)) throw archiveErrors.unsafeName(file);
    const fileKey = newMapFileKey();
    uploads.set(file, fileKey);
    const upload = await ctx.mapTiles.uploadPath(fileKey);
    try {
      await archive.copyEntry(file, upload, mapPictureLimits.maxBytes);
      await checkMapPicture(upload);
      await syncUpload(upload);
    } catch (error) {
      // The picture's own refusal (not a picture, too many pixels…), naming the file.
      if (error instanceof AppError && !error.detail)
        throw new AppError(error.statusCode, error.code, error.messageKey, file);
      throw error;
    }
    await beat();
  }
}

function isConstraintViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return (
    typeof code === 'string' && (code.startsWith('SQLITE_CONSTRAINT') || /^23\d{3}$/.test(code))
  );
}
