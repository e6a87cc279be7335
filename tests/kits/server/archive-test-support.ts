import yauzl from 'yauzl';
import yazl from 'yazl';
import { archiveEntities, archiveFiles } from '../../../src/shared/transfer/world-archive';
import { openSession } from '../../../src/server/auth/sessions';
import type { TestServer } from './test-server';
import { multipart } from './test-images';

/** Test helpers for world archives: unzip, zip, export and import through the API, and a normal form to compare. */

export async function unzip(data: Buffer): Promise<Map<string, Buffer>> {
  const zip = await yauzl.fromBufferPromise(data, { lazyEntries: true });
  const files = new Map<string, Buffer>();
  for await (const entry of zip.eachEntry()) {
    const chunks: Buffer[] = [];
    for await (const chunk of await zip.openReadStreamPromise(entry)) chunks.push(chunk as Buffer);
    files.set(entry.fileName, Buffer.concat(chunks));
  }
  return files;
}

export async function zip(files: Map<string, Buffer | string>): Promise<Buffer> {
  const archive = new yazl.ZipFile();
  for (const [name, data] of files) archive.addBuffer(Buffer.from(data), name);
  archive.end();
  const chunks: Buffer[] = [];
  for await (const chunk of archive.outputStream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

export async function tokenOf(server: TestServer, userName: string): Promise<string> {
  const user = await server.ctx.db
    .selectFrom('users')
    .select(['id', 'user_name'])
    .where('user_name', '=', userName)
    .executeTakeFirstOrThrow();
  return openSession(server.ctx, user);
}

export async function exportWorld(
  server: TestServer,
  worldId: string,
  token: string,
): Promise<Buffer> {
  const response = await server.app.inject({
    method: 'GET',
    url: `/api/Setting/${worldId}/Export`,
    headers: { authorization: `Bearer ${token}` },
  });
  if (response.statusCode !== 200)
    throw new Error(`export answered ${response.statusCode}: ${response.body}`);
  return response.rawPayload;
}

export async function importWorld(
  server: TestServer,
  archive: Buffer,
  token: string,
  lang: 'en' | 'ru' = 'en',
) {
  const upload = multipart('world.zip', archive);
  return server.api('POST', '/api/Setting/Import', {
    token,
    lang,
    body: upload.payload,
    headers: { 'content-type': upload.contentType },
  });
}

const uuid = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g;

/**
 * An archive with its ids replaced by names that do not depend on the server
 * that made them: each entity's rows are sorted by their contents with every
 * id blanked, and numbered in that order ("documents#3"). Two exports of the
 * same world from two servers then compare equal as text. Picture bytes are
 * left out (an import re-encodes them); their entry names stay.
 */
export function normalized(files: Map<string, Buffer>): Record<string, unknown> {
  const labels = new Map<string, string>();
  const data = Object.fromEntries(
    archiveEntities.map((entity) => [
      entity,
      JSON.parse(files.get(archiveFiles[entity])?.toString() ?? '[]') as { id?: string }[],
    ]),
  );
  for (const entity of archiveEntities) {
    const keyed = data[entity]!.map((row) => ({
      row,
      // Ids already labelled (entities come in dependency order) count as their labels: two
      // relations alike but for their documents must not be told apart by random ids.
      key: JSON.stringify(row).replace(uuid, (id) => labels.get(id) ?? '?'),
    }));
    keyed.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
    keyed.forEach(({ row }, index) => {
      if (row.id) labels.set(row.id, `${entity}#${index}`);
    });
  }
  const relabel = (text: string) => text.replace(uuid, (id) => labels.get(id) ?? `unknown:${id}`);
  const result: Record<string, unknown> = {};
  for (const [name, bytes] of files) {
    const key = relabel(name);
    if (name === archiveFiles.manifest) {
      const { exportedAt: _exportedAt, ...rest } = JSON.parse(bytes.toString()) as Record<
        string,
        unknown
      >;
      result[key] = rest;
    } else if (name.endsWith('.json')) {
      // Linked documents are a set; their order in the file follows the ids.
      const parsed = JSON.parse(relabel(bytes.toString()), (key, value: unknown) =>
        key === 'documentIds' && Array.isArray(value) ? [...(value as string[])].sort() : value,
      ) as unknown;
      result[key] = Array.isArray(parsed)
        ? [...parsed].sort((a, b) => (JSON.stringify(a) < JSON.stringify(b) ? -1 : 1))
        : parsed;
    } else if (name.endsWith('.md')) {
      result[key] = relabel(bytes.toString());
    } else {
      result[key] = 'picture';
    }
  }
  return result;
}
