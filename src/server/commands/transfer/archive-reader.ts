import type { Readable } from 'node:stream';
import yauzl from 'yauzl';
import * as z from 'zod/mini';
import { ErrorCode } from '../../../shared/errors';
import { imageUploadLimits } from '../../../shared/schemas/image';
import {
  archiveEntities,
  archiveFiles,
  entitySchemas,
  manifestSchema,
  worldArchiveFormat,
  worldArchiveLimits,
  worldArchiveVersion,
  worldFileSchema,
  type ArchiveRows,
  type WorldArchiveManifest,
  type WorldFile,
} from '../../../shared/transfer/world-archive';
import { AppError } from '../../http/app-error';

export interface ArchiveLimits {
  maxUncompressedBytes: number;
  maxEntries: number;
  maxJsonBytes: number;
  maxPictureBytes: number;
}

export const defaultArchiveLimits: ArchiveLimits = {
  ...worldArchiveLimits,
  maxPictureBytes: imageUploadLimits.maxBytes,
};

export interface OpenedArchive {
  manifest: WorldArchiveManifest;
  world: WorldFile;
  rows: ArchiveRows;
  /** The bytes of a picture entry (`images/…` or `cover.…`). */
  readPicture(entryName: string): Promise<Buffer>;
  close(): void;
}

export const archiveErrors = {
  notAnArchive: () => new AppError(400, ErrorCode.archiveInvalid),
  damaged: (detail: string) => new AppError(400, ErrorCode.archiveDamaged, undefined, detail),
  unsafeName: (detail: string) => new AppError(400, ErrorCode.archiveUnsafeName, undefined, detail),
  unpacksTooLarge: () => new AppError(413, ErrorCode.archiveUnpacksTooLarge),
};

/**
 * Opens an uploaded world archive and checks it before anything is written:
 * the central directory first (entry count, every name, the declared inflated
 * sizes against the limits: a zip bomb is refused without inflating a byte;
 * yauzl stops any entry that inflates past its declared size), then the
 * manifest's format and version, then each JSON entry against its schema.
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
    const readText = async (name: string, maxBytes: number): Promise<string | null> => {
      const entry = entries.get(name);
      if (!entry) return null;
      if (entry.uncompressedSize > maxBytes) throw archiveErrors.unpacksTooLarge();
      return (await readEntry(zip, entry, maxBytes)).toString('utf8');
    };
    const manifestText = await readText(archiveFiles.manifest, 1024 * 1024);
    if (manifestText === null) throw archiveErrors.notAnArchive();
    const manifest = parseEntry(archiveFiles.manifest, manifestText, manifestSchema);
    if (manifest.format !== worldArchiveFormat) throw archiveErrors.notAnArchive();
    if (manifest.version !== worldArchiveVersion) {
      throw new AppError(
        400,
        ErrorCode.archiveVersionUnsupported,
        undefined,
        String(manifest.version),
      );
    }
    const worldText = await readText(archiveFiles.world, limits.maxJsonBytes);
    if (worldText === null) throw archiveErrors.damaged(archiveFiles.world);
    const world = parseEntry(archiveFiles.world, worldText, worldFileSchema);
    const rows = {} as Record<string, unknown[]>;
    for (const entity of archiveEntities) {
      const text = await readText(archiveFiles[entity], limits.maxJsonBytes);
      rows[entity] =
        text === null
          ? []
          : parseEntry(archiveFiles[entity], text, z.array(entitySchemas[entity] as z.ZodMiniType));
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
      close: () => zip.close(),
    };
  } catch (error) {
    zip.close();
    throw error;
  }
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

function parseEntry<T>(name: string, text: string, schema: z.ZodMiniType<T>): T {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw archiveErrors.damaged(`${name}: not JSON`);
  }
  const parsed = schema.safeParse(value);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw archiveErrors.damaged(
      `${name}: ${issue ? `${issue.path.join('.')} ${issue.message}` : 'invalid'}`,
    );
  }
  return parsed.data;
}
