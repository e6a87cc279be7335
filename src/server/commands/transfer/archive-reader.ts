import fs from 'node:fs';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import yauzl from 'yauzl';
import type * as z from 'zod/mini';
import { ErrorCode } from '../../../shared/errors';
import { imageUploadLimits } from '../../../shared/schemas/image';
import {
  archiveEntities,
  archiveEntryLimits,
  archiveFiles,
  entitySchemas,
  manifestSchema,
  worldArchiveFormat,
  worldArchiveLimits,
  worldArchiveVersion,
  worldFileSchema,
  type ArchiveEntity,
  type ArchiveEntryLimit,
  type ArchiveRows,
  type WorldArchiveManifest,
  type WorldFile,
} from '../../../shared/transfer/world-archive';
import { AppError } from '../../http/app-error';
import { readJsonEntry, type JsonEntryBudget } from './archive-json';

export interface ArchiveLimits {
  maxUncompressedBytes: number;
  maxEntries: number;
  maxJsonBytes: number;
  maxJsonValues: number;
  maxDepth: number;
  maxPictureBytes: number;
  entries: Record<'manifest' | 'world' | ArchiveEntity, ArchiveEntryLimit>;
}

export const defaultArchiveLimits: ArchiveLimits = {
  ...worldArchiveLimits,
  maxPictureBytes: imageUploadLimits.maxBytes,
  entries: archiveEntryLimits,
};

export interface OpenedArchive {
  manifest: WorldArchiveManifest;
  world: WorldFile;
  rows: ArchiveRows;
  /** The bytes of a picture entry (`images/…` or `cover.…`). */
  readPicture(entryName: string): Promise<Buffer>;
  /** Streams an entry into `file` (a map picture may be hundreds of MB); past `maxBytes` 413. */
  copyEntry(entryName: string, file: string, maxBytes: number): Promise<void>;
  close(): void;
}

export const archiveErrors = {
  notAnArchive: () => new AppError(400, ErrorCode.archiveInvalid),
  damaged: (detail: string) => new AppError(400, ErrorCode.archiveDamaged, undefined, detail),
  unsafeName: (detail: string) => new AppError(400, ErrorCode.archiveUnsafeName, undefined, detail),
  unpacksTooLarge: () => new AppError(413, ErrorCode.archiveUnpacksTooLarge),
  /** The JSON entries together pass a total; the detail is the limit. */
  jsonTotal: (limit: 'bytes' | 'values', detail: string) =>
    new AppError(
      413,
      ErrorCode.archiveUnpacksTooLarge,
      `ARCHIVE_LIMIT.${limit === 'bytes' ? 'totalBytes' : 'totalValues'}`,
      detail,
    ),
};

/**
 * Opens an uploaded world archive and checks it before anything is written:
 * the central directory first (entry count, every name, the declared inflated
 * sizes against the limits: a zip bomb is refused without inflating a byte;
 * yauzl stops any entry that inflates past its declared size), then the
 * manifest's format and version, then each JSON entry, streamed item by
 * item, against its limits and its schema (archive-json.ts).
 */
export async function readWorldArchive(
  file: string,
  limits: ArchiveLimits = defaultArchiveLimits,
): Promise<OpenedArchive> {
  let zip: yauzl.ZipFile;
  try {
    zip = await yauzl.openPromise(file, {
      lazyEntries: true,
      autoClose: false,
      strictFileNames: true,
      validateEntrySizes: true,
    });
  } catch {
    throw archiveErrors.notAnArchive();
  }
  try {
    const entries = await listEntries(zip, limits);
    checkJsonTotal(entries, limits);
    const budget: JsonEntryBudget = {
      maxValues: limits.maxJsonValues,
      valuesLeft: limits.maxJsonValues,
    };
    const read = async <T>(
      kind: 'manifest' | 'world' | ArchiveEntity,
      schema: z.ZodMiniType<T>,
      single: boolean,
    ): Promise<T[] | null> => {
      const entry = entries.get(archiveFiles[kind]);
      if (!entry) return null;
      return readJsonEntry<T>(zip, entry, {
        schema,
        single,
        limits: { ...limits.entries[kind], maxDepth: limits.maxDepth },
        budget,
      });
    };
    const manifest = (await read('manifest', manifestSchema, true))?.[0];
    if (!manifest) throw archiveErrors.notAnArchive();
    if (manifest.format !== worldArchiveFormat) throw archiveErrors.notAnArchive();
    if (manifest.version !== worldArchiveVersion) {
      throw new AppError(
        400,
        ErrorCode.archiveVersionUnsupported,
        undefined,
        String(manifest.version),
      );
    }
    const world = (await read('world', worldFileSchema, true))?.[0];
    if (!world) throw archiveErrors.damaged(archiveFiles.world);
    const rows = {} as Record<string, unknown[]>;
    for (const entity of archiveEntities) {
      const schema = entitySchemas[entity] as z.ZodMiniType<unknown>;
      rows[entity] = (await read(entity, schema, false)) ?? [];
    }
    return {
      manifest,
      world,
      rows: rows as ArchiveRows,
      readPicture: async (name) => {
        const entry = entries.get(name);
        if (!entry) throw archiveErrors.damaged(`${name}: missing`);
        if (entry.uncompressedSize > limits.maxPictureBytes)
          throw new AppError(413, ErrorCode.imageTooLarge, undefined, name);
        return readEntry(zip, entry, limits.maxPictureBytes);
      },
      copyEntry: async (name, file, maxBytes) => {
        const entry = entries.get(name);
        if (!entry) throw archiveErrors.damaged(`${name}: missing`);
        if (entry.uncompressedSize > maxBytes)
          throw new AppError(413, ErrorCode.mapPictureTooLarge, undefined, name);
        try {
          // yauzl ends the stream with an error if it inflates past the declared size.
          const stream: Readable = await zip.openReadStreamPromise(entry);
          await pipeline(stream, fs.createWriteStream(file, { flags: 'wx', mode: 0o640 }));
        } catch (error) {
          throw archiveErrors.damaged(
            `${name}: ${error instanceof Error ? error.message : String(error)}`,
          );
        }
      },
      close: () => zip.close(),
    };
  } catch (error) {
    zip.close();
    throw error;
  }
}

/** The JSON entries' inflated sizes, from the directory: a flood is refused before a byte is read. */
function checkJsonTotal(entries: Map<string, yauzl.Entry>, limits: ArchiveLimits): void {
  let total = 0;
  for (const name of Object.values(archiveFiles)) total += entries.get(name)?.uncompressedSize ?? 0;
  if (total > limits.maxJsonBytes)
    throw archiveErrors.jsonTotal('bytes', String(Math.floor(limits.maxJsonBytes / 1024 ** 2)));
}

async function listEntries(
  zip: yauzl.ZipFile,
  limits: ArchiveLimits,
): Promise<Map<string, yauzl.Entry>> {
  if (zip.entryCount > limits.maxEntries) throw archiveErrors.unpacksTooLarge();
  const entries = new Map<string, yauzl.Entry>();
  let total = 0;
  const iterator = zip.eachEntry();
  for (;;) {
    let next: IteratorResult<yauzl.Entry>;
    try {
      next = await iterator.next();
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      if (/file name|path|backslash/i.test(message)) throw archiveErrors.unsafeName(message);
      throw archiveErrors.damaged(message);
    }
    if (next.done) break;
    const entry = next.value;
    if (entry.fileName.endsWith('/')) continue;
    if (entries.has(entry.fileName)) throw archiveErrors.damaged(`${entry.fileName}: twice`);
    total += entry.uncompressedSize;
    if (total > limits.maxUncompressedBytes) throw archiveErrors.unpacksTooLarge();
    entries.set(entry.fileName, entry);
  }
  return entries;
}

async function readEntry(
  zip: yauzl.ZipFile,
  entry: yauzl.Entry,
  maxBytes: number,
): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    const stream: Readable = await zip.openReadStreamPromise(entry);
    for await (const chunk of stream) {
      size += (chunk as Buffer).length;
      if (size > maxBytes) {
        stream.destroy();
        throw archiveErrors.unpacksTooLarge();
      }
      chunks.push(chunk as Buffer);
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw archiveErrors.damaged(
      `${entry.fileName}: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  return Buffer.concat(chunks);
}
