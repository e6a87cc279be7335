import { worldUrlField } from '../../../shared/schemas/fields';

/** The name and address a world archive was exported with: what the import prompt starts from. */
export interface ArchiveWorld {
  name: string;
  /** Empty when the archive's is not a valid address here: the prompt suggests one from the name. */
  urlName: string;
}

const worldEntry = 'world.json';
/** world.json holds the world, its calendar and members: a few KB, at most 4 MB (archiveEntryLimits.world). */
const maxWorldEntryBytes = 8 * 1024 * 1024;
/** The end-of-directory record (22 bytes) and a comment of at most 65,535. */
const maxTailBytes = 22 + 0xffff;
/** 100,000 entries (worldArchiveLimits.maxEntries) of ~100 bytes each. */
const maxDirectoryBytes = 32 * 1024 * 1024;

/**
 * Reads the archive's world.json from the zip in the browser, without
 * loading the archive: the directory at its end, then that one entry. Only
 * a few KB are read, so a 2 GB archive is prompted for at once. Anything
 * unexpected (not a zip, zip64, no world.json, odd JSON) is null, and the
 * prompt falls back to the file's name; the server checks the archive anyway.
 */
export async function readArchiveWorld(file: Blob): Promise<ArchiveWorld | null> {
  try {
    const entry = await findEntry(file, worldEntry);
    if (!entry) return null;
    const json = JSON.parse(await entryText(file, entry)) as {
      world?: { name?: unknown; urlName?: unknown };
    };
    const name = typeof json.world?.name === 'string' ? json.world.name.trim() : '';
    const urlName = typeof json.world?.urlName === 'string' ? json.world.urlName : '';
    if (!name) return null;
    return { name, urlName: worldUrlField.safeParse(urlName).success ? urlName : '' };
  } catch {
    return null;
  }
}

/** What the prompt offers when the archive cannot be read: the file's name without ".zip" and the export's date. */
export function worldFromFileName(fileName: string): ArchiveWorld {
  const name = fileName
    .replace(/\.zip$/i, '')
    .replace(/-\d{4}-\d{2}-\d{2}$/, '')
    .trim();
  return { name, urlName: '' };
}

interface Entry {
  method: number;
  compressedSize: number;
  localOffset: number;
}

async function bytes(file: Blob, start: number, end: number): Promise<DataView> {
  return new DataView(await readBlob(file.slice(start, end)));
}

function readBlob(blob: Blob): Promise<ArrayBuffer> {
  if (typeof blob.arrayBuffer === 'function') return blob.arrayBuffer();
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
    reader.readAsArrayBuffer(blob);
  });
}

async function findEntry(file: Blob, wanted: string): Promise<Entry | null> {
  const tailStart = Math.max(0, file.size - maxTailBytes);
  const tail = await bytes(file, tailStart, file.size);
  let end = -1;
  for (let at = tail.byteLength - 22; at >= 0; at -= 1) {
    if (tail.getUint32(at, true) === 0x06054b50) {
      end = at;
      break;
    }
  }
  if (end < 0) return null;
  const directorySize = tail.getUint32(end + 12, true);
  const directoryOffset = tail.getUint32(end + 16, true);
  // 0xffffffff: the real values are in a zip64 record, which archives under 4 GB do not need.
  if (directoryOffset === 0xffffffff || directorySize > maxDirectoryBytes) return null;
  const directory = await bytes(file, directoryOffset, directoryOffset + directorySize);
  const decoder = new TextDecoder();
  for (let at = 0; at + 46 <= directory.byteLength;) {
    if (directory.getUint32(at, true) !== 0x02014b50) return null;
    const nameLength = directory.getUint16(at + 28, true);
    const next =
      at +
      46 +
      nameLength +
      directory.getUint16(at + 30, true) +
      directory.getUint16(at + 32, true);
    const name = decoder.decode(
      new Uint8Array(directory.buffer, directory.byteOffset + at + 46, nameLength),
    );
    if (name === wanted) {
      return {
        method: directory.getUint16(at + 10, true),
        compressedSize: directory.getUint32(at + 20, true),
        localOffset: directory.getUint32(at + 42, true),
      };
    }
    at = next;
  }
  return null;
}

async function entryText(file: Blob, entry: Entry): Promise<string> {
  if (entry.compressedSize > maxWorldEntryBytes) throw new Error('world.json is too large');
  const local = await bytes(file, entry.localOffset, entry.localOffset + 30);
  if (local.getUint32(0, true) !== 0x04034b50) throw new Error('no local header');
  const start = entry.localOffset + 30 + local.getUint16(26, true) + local.getUint16(28, true);
  const data = new Uint8Array(await readBlob(file.slice(start, start + entry.compressedSize)));
  if (entry.method === 0) return new TextDecoder().decode(data);
  if (entry.method !== 8) throw new Error('unknown compression');
  const source = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(data);
      controller.close();
    },
  });
  const reader = source
    .pipeThrough(
      new DecompressionStream('deflate-raw') as ReadableWritablePair<Uint8Array, Uint8Array>,
    )
    .getReader();
  const decoder = new TextDecoder();
  let text = '';
  for (let read = await reader.read(); !read.done; read = await reader.read()) {
    text += decoder.decode(read.value, { stream: true });
  }
  return text + decoder.decode();
}
