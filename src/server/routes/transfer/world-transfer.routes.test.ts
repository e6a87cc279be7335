import fsp from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  codes,
  createTestServer,
  messages,
  type TestServer,
  type TestUser,
} from '../../../../tests/kits/server/test-server';
import { makeWorldFixture, type WorldFixture } from '../../../../tests/kits/server/world-fixture';
import {
  exportWorld,
  importWorld,
  unzip,
  zip,
} from '../../../../tests/kits/server/archive-test-support';
import { worldImporter } from '../../commands/transfer/world-importer';
import { defaultArchiveLimits, type ArchiveLimits } from '../../commands/transfer/archive-reader';
import { AppError } from '../../http/app-error';
import { multipart } from '../../../../tests/kits/server/test-images';

/**
 * World export and import through the API: who may export, what an import
 * reports, and every way a hostile or broken archive is refused with a
 * translated 4xx before the new world exists (files included).
 */
let server: TestServer;
let owner: TestUser;
let writer: TestUser;
let fixture: WorldFixture;
let archive: Map<string, Buffer>;

beforeAll(async () => {
  server = await createTestServer();
  owner = await server.signUp('transfer-owner');
  writer = await server.signUp('transfer-writer');
  fixture = await makeWorldFixture(server, owner, [{ userId: writer.id, role: 'writer' }]);
  archive = await unzip(await exportWorld(server, fixture.worldId, owner.token));
}, 60_000);
afterAll(() => server.close());

/** The fixture's archive with some entries replaced (a string or object is written as given / as JSON). */
async function archiveWith(changes: Record<string, unknown>): Promise<Buffer> {
  const files = new Map<string, Buffer | string>(archive);
  for (const [name, value] of Object.entries(changes)) {
    if (value === undefined) files.delete(name);
    else
      files.set(
        name,
        Buffer.isBuffer(value) || typeof value === 'string' ? value : JSON.stringify(value),
      );
  }
  return zip(files);
}

const manifest = () =>
  JSON.parse(archive.get('manifest.json')!.toString()) as Record<string, unknown>;

async function worldCount(): Promise<number> {
  const row = await server.ctx.db
    .selectFrom('worlds')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

describe('GET api/Setting/{id}/Export', () => {
  it('gives the owner a zip and refuses everyone else', async () => {
    const answer = await server.app.inject({
      method: 'GET',
      url: `/api/Setting/${fixture.worldId}/Export`,
      headers: { authorization: `Bearer ${owner.token}` },
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('application/zip');
    expect(answer.headers['content-disposition']).toMatch(
      /^attachment; filename="fixture-[0-9a-f]+\.zip"/,
    );
    expect([...archive.keys()]).toEqual(
      expect.arrayContaining([
        'manifest.json',
        'world.json',
        'data/documents.json',
        'documents/Fixture document.md',
      ]),
    );
    expect(manifest()).toMatchObject({ format: 'loreweave-world', version: 1 });
    expect(
      (await server.api('GET', `/api/Setting/${fixture.worldId}/Export`, { token: writer.token }))
        .status,
    ).toBe(403);
    expect((await server.api('GET', `/api/Setting/${fixture.worldId}/Export`)).status).toBe(401);
  });
});

describe('a failure while the archive streams', () => {
  it('ends that download and leaves the server serving', async () => {
    const other = await makeWorldFixture(server, owner, []);
    const image = await server.ctx.db
      .selectFrom('images')
      .select(['file_key', 'ext'])
      .where('world_id', '=', other.worldId)
      .executeTakeFirstOrThrow();
    await server.ctx.imageStore.remove(other.worldId, [`${image.file_key}.${image.ext}`]);
    const broken = await server.app
      .inject({
        method: 'GET',
        url: `/api/Setting/${other.worldId}/Export`,
        headers: { authorization: `Bearer ${owner.token}` },
      })
      .then(
        (answer) => answer.rawPayload.length,
        () => -1,
      );
    // Either the request fails or the zip stops short of its end; no whole archive comes out.
    expect(broken).toBeLessThan(
      (await exportWorld(server, fixture.worldId, owner.token)).length + 1000,
    );
    expect((await server.api('GET', '/api/health')).status).toBe(200);
  });
});

describe('POST api/Setting/Import', () => {
  it('imports as a new world of the importer, keeps members who have an account here and reports the others', async () => {
    const importer = await server.signUp('transfer-importer');
    const files = await archiveWith({
      'world.json': {
        ...JSON.parse(archive.get('world.json')!.toString()),
        members: [
          { userName: owner.userName, role: 'owner', addedAt: '2026-01-01T00:00:00.000Z' },
          { userName: 'nobody-here', role: 'viewer', addedAt: '2026-01-01T00:00:00.000Z' },
        ],
      },
    });
    const answer = await importWorld(server, files, importer.token);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body).toMatchObject({
      ownerUserName: importer.userName,
      droppedMembers: ['nobody-here'],
      droppedReferences: 0,
    });
    const members = await server.api('GET', `/api/Setting/${answer.body.world.id}/Members`, {
      token: importer.token,
    });
    const roles = Object.fromEntries(
      members.body.map((member: { userName: string; role: string }) => [
        member.userName,
        member.role,
      ]),
    );
    // The archive's owner is a writer now: the importer owns the new world.
    expect(roles).toEqual({ [importer.userName]: 'owner', [owner.userName]: 'writer' });

    const again = await importWorld(server, files, importer.token);
    expect(again.body.world.urlName).toBe(`${answer.body.world.urlName}-2`);
  });

  const refusals: [string, () => Promise<Buffer>, number, string][] = [
    ['a file that is not a zip', async () => Buffer.from('just text'), 400, '40047'],
    ['a zip without a manifest', () => archiveWith({ 'manifest.json': undefined }), 400, '40047'],
    [
      'another format',
      () => archiveWith({ 'manifest.json': { ...manifest(), format: 'other-tool' } }),
      400,
      '40047',
    ],
    [
      'a newer format version',
      () => archiveWith({ 'manifest.json': { ...manifest(), version: 2 } }),
      400,
      '40048',
    ],
    ['corrupt JSON', () => archiveWith({ 'data/documents.json': '[{"id": ' }), 400, '40049'],
    [
      'an entity that breaks the schema',
      () => archiveWith({ 'data/documents.json': [{ id: 'x', name: 5 }] }),
      400,
      '40049',
    ],
    [
      'an array of arrays where tags belong',
      () => archiveWith({ 'data/tags.json': '[[],[],[]]' }),
      400,
      '40049',
    ],
    [
      'more tags than a world may have',
      () => {
        const tag = { id: 't', name: 'n', previewable: false, createdAt: '2026-01-01' };
        return archiveWith({ 'data/tags.json': Array.from({ length: 10_001 }, () => tag) });
      },
      413,
      '4134',
    ],
    [
      'a document nested deeper than a request may be',
      () => archiveWith({ 'data/documents.json': `[${'['.repeat(300)}${']'.repeat(300)}]` }),
      413,
      '4134',
    ],
    [
      'bytes that are not UTF-8',
      () => archiveWith({ 'data/tags.json': Buffer.from([0x5b, 0x22, 0xff, 0x22, 0x5d]) }),
      400,
      '40051',
    ],
    [
      'an event on a row the archive lacks',
      () => archiveWith({ 'data/timeline-rows.json': [] }),
      400,
      '40049',
    ],
    [
      'a script named .png',
      () => archiveWith(pictureReplaced(Buffer.from('<script>alert(1)</script>'))),
      400,
      '4151',
    ],
    ['an entry that climbs out of the folder', () => climbing(), 400, '40050'],
  ];

  it.each(refusals)(
    'refuses %s with a translated 4xx and leaves nothing behind',
    async (_name, make, status, code) => {
      const before = {
        worlds: await worldCount(),
        folders: (await server.ctx.imageStore.listWorlds()).length,
      };
      const answer = await importWorld(server, await make(), owner.token, 'ru');
      expect(answer.status, JSON.stringify(answer.body)).toBe(status);
      expect(codes(answer)).toEqual([code]);
      expect(messages(answer)[0]).toMatch(/[а-яё]/i);
      expect({
        worlds: await worldCount(),
        folders: (await server.ctx.imageStore.listWorlds()).length,
      }).toEqual(before);
    },
  );

  it('refuses a request without a file', async () => {
    const answer = await server.api('POST', '/api/Setting/Import', {
      token: owner.token,
      body: { file: 'no' },
    });
    expect(answer.status).toBe(400);
    expect(messages(answer)).toEqual(['Choose a world archive (.zip) to import']);
  });

  it('refuses a multipart body cut off mid-file (an aborted upload was a 500, found by route fuzzing)', async () => {
    const whole = multipart('world.zip', await zip(new Map([['manifest.json', '{}']])));
    const answer = await server.api('POST', '/api/Setting/Import', {
      token: owner.token,
      headers: { 'content-type': whole.contentType },
      body: whole.payload.subarray(0, whole.payload.length - 40),
    });
    expect(answer.status).toBe(400);
    expect(messages(answer)).toEqual(['Choose a world archive (.zip) to import']);
  });
});

/** A multipart body with the archive and text fields, each field before or after the file. */
function importBody(
  archiveBytes: Buffer,
  fields: { name: string; value: string; afterFile?: boolean }[],
  fileName = 'aerth-2026-11-27.zip',
) {
  const boundary = '----loreweave-import-choice';
  const field = ({ name, value }: { name: string; value: string }) =>
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
    );
  const payload = Buffer.concat([
    ...fields.filter((entry) => !entry.afterFile).map(field),
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\n` +
        'Content-Type: application/zip\r\n\r\n',
    ),
    archiveBytes,
    Buffer.from('\r\n'),
    ...fields.filter((entry) => entry.afterFile).map(field),
    Buffer.from(`--${boundary}--\r\n`),
  ]);
  return { payload, contentType: `multipart/form-data; boundary=${boundary}` };
}

async function importChoosing(
  token: string,
  fields: { name: string; value: string; afterFile?: boolean }[],
  lang: 'en' | 'ru' = 'en',
) {
  const body = importBody(await zip(archive), fields);
  return server.api('POST', '/api/Setting/Import', {
    token,
    lang,
    body: body.payload,
    headers: { 'content-type': body.contentType },
  });
}

describe('POST api/Setting/Import with a chosen name and address', () => {
  it('makes the world under them, and the feed says where it came from', async () => {
    const importer = await server.signUp('transfer-chooser');
    const answer = await importChoosing(importer.token, [
      { name: 'name', value: '  Aerth, second age ' },
      { name: 'urlName', value: 'aerth-second', afterFile: true },
    ]);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.world).toMatchObject({ name: 'Aerth, second age', urlName: 'aerth-second' });
    const feed = await server.api('GET', `/api/Setting/${answer.body.world.id}/Feed`, {
      token: importer.token,
    });
    expect(feed.body.items).toHaveLength(1);
    expect(feed.body.items[0]).toMatchObject({
      type: 'import_world',
      user: { userName: importer.userName },
      details: {
        name: 'Aerth, second age',
        originalName: fixture.worldName,
        archiveFileName: 'aerth-2026-11-27.zip',
      },
    });
  });

  it('refuses an address the importer already uses with a translated 409, leaving nothing behind', async () => {
    const importer = await server.signUp('transfer-taken');
    const first = await importChoosing(importer.token, [{ name: 'urlName', value: 'home' }]);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const before = {
      worlds: await worldCount(),
      folders: (await server.ctx.imageStore.listWorlds()).length,
    };
    const taken = await importChoosing(importer.token, [{ name: 'urlName', value: 'home' }]);
    expect(taken.status).toBe(409);
    expect(codes(taken)).toEqual(['40033']);
    expect(messages(taken)).toEqual(['You already have a world with this URL']);
    const takenRu = await importChoosing(
      importer.token,
      [{ name: 'urlName', value: 'home' }],
      'ru',
    );
    expect(messages(takenRu)).toEqual(['У вас уже есть мир с таким URL']);
    expect({
      worlds: await worldCount(),
      folders: (await server.ctx.imageStore.listWorlds()).length,
    }).toEqual(before);
    // Another user's world at that address is no clash: addresses are per owner.
    const other = await importChoosing(owner.token, [{ name: 'urlName', value: 'home' }]);
    expect(other.status, JSON.stringify(other.body)).toBe(200);
  });

  it("checks the fields as a new world's (SPEC §5)", async () => {
    const refused = async (fields: { name: string; value: string }[]) => {
      const answer = await importChoosing(owner.token, fields);
      expect(answer.status).toBe(400);
      return messages(answer);
    };
    expect(await refused([{ name: 'name', value: '   ' }])).toEqual(['Name is required']);
    expect(await refused([{ name: 'urlName', value: 'Not Valid' }])).toEqual([
      "You can use only small latins letters, numbers and '-'",
    ]);
    expect(await refused([{ name: 'urlName', value: '' }])).toEqual(['URL is required']);
    expect(await refused([{ name: 'owner', value: 'someone' }])).toEqual(['Unknown field: owner']);
  });
});

describe('limits (checked from the zip directory, before inflating)', () => {
  const importWithLimits = async (data: Buffer, limits: Partial<ArchiveLimits>) => {
    const file = `${server.dataDir}/limits-${Date.now()}.zip`;
    await fsp.writeFile(file, data);
    return worldImporter(
      server.ctx,
      { id: owner.id, userName: owner.userName, sessionId: '' },
      file,
      { ...defaultArchiveLimits, ...limits },
    ).then(
      () => null,
      (error: unknown) => error as AppError,
    );
  };

  it('refuses a zip bomb: 20 MB of zeros in a 20 KB entry', async () => {
    const bomb = await archiveWith({ 'data/todos.json': Buffer.alloc(20 * 1024 * 1024, 0x20) });
    expect(bomb.length).toBeLessThan(200 * 1024);
    const error = await importWithLimits(bomb, { maxUncompressedBytes: 10 * 1024 * 1024 });
    expect([error?.statusCode, error?.code]).toEqual([413, '4134']);
  });

  it('refuses too many entries and a JSON entry over its own limit', async () => {
    expect((await importWithLimits(await archiveWith({}), { maxEntries: 3 }))?.code).toBe('4134');
    expect((await importWithLimits(await archiveWith({}), { maxJsonBytes: 10 }))?.code).toBe(
      '4134',
    );
  });

  it('refuses JSON entries that together pass the archive totals', async () => {
    const values = await importWithLimits(await archiveWith({}), { maxJsonValues: 50 });
    expect([values?.statusCode, values?.code, values?.messageKey]).toEqual([
      413,
      '4134',
      'ARCHIVE_LIMIT.totalValues',
    ]);
    const bytes = await importWithLimits(await archiveWith({}), { maxJsonBytes: 10 });
    expect(bytes?.messageKey).toBe('ARCHIVE_LIMIT.totalBytes');
  });

  it('names the entry, the item and the limit it passed', async () => {
    const error = await importWithLimits(
      await archiveWith({ 'data/tags.json': `[{}, {"name": "${'x'.repeat(100)}"}]` }),
      {
        entries: {
          ...defaultArchiveLimits.entries,
          tags: { ...defaultArchiveLimits.entries.tags, maxRowBytes: 64 },
        },
      },
    );
    expect([error?.messageKey, error?.detail]).toEqual([
      'ARCHIVE_LIMIT.rowSize',
      'data/tags.json, 2, 0',
    ]);
  });

  it('refuses a picture over the upload limit', async () => {
    const error = await importWithLimits(await archiveWith({}), { maxPictureBytes: 10 });
    expect([error?.statusCode, error?.code]).toEqual([413, '4131']);
  });
});

function pictureReplaced(data: Buffer): Record<string, Buffer> {
  const name = [...archive.keys()].find((entry) => entry.startsWith('images/'))!;
  return { [name]: data };
}

/** yazl refuses `..` in a name, so the name is written with a stand-in of the same length and patched in the bytes. */
async function climbing(): Promise<Buffer> {
  const data = await archiveWith({ 'xx/evil.json': '{}' });
  const from = Buffer.from('xx/evil.json');
  const to = Buffer.from('../evil.json');
  for (let at = data.indexOf(from); at !== -1; at = data.indexOf(from, at + 1)) to.copy(data, at);
  return data;
}
