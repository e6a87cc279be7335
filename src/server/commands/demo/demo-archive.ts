import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import yazl from 'yazl';

/**
 * The demo world is a world archive (src/shared/transfer/world-archive.ts)
 * kept unpacked in the repository, so a change to it reads as a diff. Its
 * `data/` entries live under `rows/`: a folder named "data" is ignored by git
 * and docker. `documents/` (Markdown for people) is left out; the importer
 * does not read it.
 */
export const demoArchiveFolder = path.join('src', 'server', 'commands', 'demo', 'shattered-isles');
export const demoRowsFolder = 'rows';
const archiveRowsFolder = 'data';

/** The unpacked archive's folder, from this module in src/ or from the server bundle in dist/. */
export function demoArchivePath(): string {
  let folder = import.meta.dirname;
  while (!fs.existsSync(path.join(folder, 'package.json'))) {
    const parent = path.dirname(folder);
    if (parent === folder)
      throw new Error('The demo world archive is missing: no package.json above');
    folder = parent;
  }
  return path.join(folder, demoArchiveFolder);
}

/** Zips the unpacked archive into `zipFile`, `rows/` back to `data/`, for the importer. */
export async function packDemoArchive(folder: string, zipFile: string): Promise<void> {
  const zip = new yazl.ZipFile();
  const names = (await fs.promises.readdir(folder, { recursive: true })).sort();
  for (const name of names) {
    const file = path.join(folder, name);
    if (!(await fs.promises.stat(file)).isFile()) continue;
    const entry = name.split(path.sep).join('/');
    zip.addFile(
      file,
      entry.startsWith(`${demoRowsFolder}/`)
        ? `${archiveRowsFolder}/${entry.slice(demoRowsFolder.length + 1)}`
        : entry,
    );
  }
  zip.end();
  await pipeline(zip.outputStream, fs.createWriteStream(zipFile));
}
