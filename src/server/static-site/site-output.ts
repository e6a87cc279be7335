import fs from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import yazl from 'yazl';
import type { SiteBuild } from './site-files';

/** Whether a folder may receive a site: missing or empty, unless the caller forces it. */
export function folderIsFree(folder: string): boolean {
  if (!fs.existsSync(folder)) return true;
  return fs.statSync(folder).isDirectory() && fs.readdirSync(folder).length === 0;
}

/** Writes every file of the site under `folder` (made when missing). */
export function writeSiteFolder(site: SiteBuild, folder: string): void {
  for (const [file, body] of site.files) {
    const target = path.join(folder, ...file.split('/'));
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.writeFileSync(target, body);
  }
}

/** The site as one zip, its files under one folder so unpacking stays tidy. */
export function siteZip(site: SiteBuild, folderName: string): Readable {
  const zip = new yazl.ZipFile();
  const mtime = new Date();
  for (const [file, body] of site.files)
    zip.addBuffer(
      Buffer.isBuffer(body) ? body : Buffer.from(body, 'utf8'),
      `${folderName}/${file}`,
      {
        mtime,
      },
    );
  zip.end();
  return zip.outputStream as Readable;
}
