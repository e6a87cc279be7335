import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  codes,
  createTestServer,
  messages,
  type TestServer,
  type TestUser,
} from '../../../../tests/kits/server/test-server';

let server: TestServer;
let owner: TestUser;
let worldId: string;

const paragraph = (...content: object[]) => ({ type: 'paragraph', content });
const text = (value: string) => ({ type: 'text', text: value });
const mention = (id: string, label: string) => ({ type: 'mention', attrs: { id, label } });
const contents = (...blocks: object[]) => ({ v: 1, doc: { type: 'doc', content: blocks } });

beforeAll(async () => {
  server = await createTestServer();
  owner = await server.signUp('wiki-owner');
  const world = await server.api('POST', '/api/Setting', {
    token: owner.token,
    body: { urlName: 'isles', name: 'Isles' },
  });
  worldId = world.body.id;
});
afterAll(() => server.close());

const docs = () => `/api/Setting/${worldId}/Documents`;

async function createDocument(name: string, extra: Record<string, unknown> = {}) {
  return server.api('POST', docs(), {
    token: owner.token,
    body: {
      name,
      type: 'character',
      contents: contents(paragraph(text(`${name} lives here.`))),
      ...extra,
    },
  });
}

describe('documents', () => {
  it('creates a document with tags and answers it whole, with a feed activity', async () => {
    const created = await createDocument('Mira', {
      tags: ['Crew', 'Hero'],
      description: 'Navigator',
    });
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({
      name: 'Mira',
      type: 'character',
      description: 'Navigator',
      version: 1,
      createdBy: { userName: 'wiki-owner' },
      backlinks: [],
    });
    expect(created.body.tags.map((tag: { name: string }) => tag.name)).toEqual(['Crew', 'Hero']);
    const feed = await server.api('GET', `/api/Setting/${worldId}/Feed`, { token: owner.token });
    expect(feed.body.items[0]).toMatchObject({
      type: 'create_new_document',
      details: { name: 'Mira' },
    });
  });

  it('keeps names unique in the world, whatever their case', async () => {
    const again = await createDocument('  mira ');
    expect(again.status).toBe(409);
    expect(messages(again)).toEqual(['Document with the same name already exists']);
    const ru = await server.api('POST', docs(), {
      token: owner.token,
      lang: 'ru',
      body: { name: 'MIRA', type: 'note', contents: contents() },
    });
    expect(codes(ru)).toEqual(['40035']);
    const empty = await server.api('POST', docs(), {
      token: owner.token,
      body: { name: ' ', type: 'note', contents: contents() },
    });
    expect(messages(empty)).toEqual(['Name is required']);
  });

  it('records mentions as backlinks of the mentioned document', async () => {
    const port = await createDocument('Saltmere');
    const oro = await createDocument('Captain Oro', {
      contents: contents(
        paragraph(
          text('Sails to '),
          mention(port.body.id, 'Saltmere'),
          mention('no-such-id', 'Ghost'),
        ),
      ),
    });
    expect(oro.body.mentions).toEqual([{ id: port.body.id, name: 'Saltmere', type: 'character' }]);
    const saltmere = await server.api('GET', `${docs()}/${port.body.id}`, { token: owner.token });
    expect(saltmere.body.backlinks).toEqual([
      { id: oro.body.id, name: 'Captain Oro', type: 'character' },
    ]);
  });

  it('refuses a stale edit with 409 and keeps every save as a revision', async () => {
    const created = await createDocument('Lantern');
    const id = created.body.id;
    const edit = (version: number, words: string) =>
      server.api('PUT', `${docs()}/${id}`, {
        token: owner.token,
        body: {
          name: 'Lantern',
          type: 'item',
          version,
          tags: ['Relic'],
          contents: contents(paragraph(text(words))),
        },
      });
    const first = await edit(1, 'It glows.');
    expect(first.body.version).toBe(2);
    const stale = await edit(1, 'It hums.');
    expect(stale.status).toBe(409);
    expect(codes(stale)).toEqual(['4091']);
    const revisions = await server.api('GET', `${docs()}/${id}/Revisions`, { token: owner.token });
    expect(
      revisions.body.map((r: { version: number; kind: string }) => [r.version, r.kind]),
    ).toEqual([
      [2, 'update'],
      [1, 'create'],
    ]);
    const oldest = revisions.body[1];
    const restored = await server.api('POST', `${docs()}/${id}/Revisions/${oldest.id}/Restore`, {
      token: owner.token,
      body: { version: 2 },
    });
    expect(restored.status).toBe(200);
    expect(restored.body).toMatchObject({ version: 3, type: 'character', tags: [] });
    const revision = await server.api('GET', `${docs()}/${id}/Revisions/${revisions.body[0].id}`, {
      token: owner.token,
    });
    expect(revision.body).toMatchObject({ version: 2, type: 'item', tags: ['Relic'] });
    const after = await server.api('GET', `${docs()}/${id}/Revisions`, { token: owner.token });
    expect(after.body[0]).toMatchObject({ version: 3, kind: 'restore', restoredFrom: 1 });
  });

  it('lists with paging, name, type and tag filters and sorting', async () => {
    for (const name of ['Alpha Reef', 'Beta Reef', 'Gamma Reef']) {
      await createDocument(name, {
        type: 'location',
        tags: name.startsWith('A') ? ['Reef', 'North'] : ['Reef'],
      });
    }
    const reefs = await server.api('GET', `${docs()}?name=reef&sort=name&direction=desc&limit=2`, {
      token: owner.token,
    });
    expect(reefs.body.total).toBe(3);
    expect(reefs.body.items.map((d: { name: string }) => d.name)).toEqual([
      'Gamma Reef',
      'Beta Reef',
    ]);
    const tags = await server.api('GET', `/api/Setting/${worldId}/Tags`, { token: owner.token });
    const north = tags.body.find((tag: { name: string }) => tag.name === 'North');
    const reef = tags.body.find((tag: { name: string }) => tag.name === 'Reef');
    expect(reef.documents).toBe(3);
    const both = await server.api('GET', `${docs()}?tags=${north.id},${reef.id}`, {
      token: owner.token,
    });
    expect(both.body.items.map((d: { name: string }) => d.name)).toEqual(['Alpha Reef']);
    const locations = await server.api('GET', `${docs()}?type=location`, { token: owner.token });
    expect(locations.body.total).toBe(3);
    const percent = await server.api('GET', `${docs()}?name=%25`, { token: owner.token });
    expect(percent.body.total).toBe(0);
  });

  it('deletes a document and its links', async () => {
    const target = await createDocument('Doomed');
    const source = await createDocument('Witness', {
      contents: contents(paragraph(mention(target.body.id, 'Doomed'))),
    });
    const deleted = await server.api('DELETE', `${docs()}/${target.body.id}`, {
      token: owner.token,
    });
    expect(deleted.status).toBe(204);
    expect(
      (await server.api('GET', `${docs()}/${target.body.id}`, { token: owner.token })).status,
    ).toBe(404);
    const witness = await server.api('GET', `${docs()}/${source.body.id}`, { token: owner.token });
    expect(witness.body.mentions).toEqual([]);
  });

  it('never shows a document through another world', async () => {
    const mine = await createDocument('Secret');
    const stranger = await server.signUp();
    const theirs = await server.api('POST', '/api/Setting', {
      token: stranger.token,
      body: { urlName: 'other', name: 'Other' },
    });
    const peek = await server.api(
      'GET',
      `/api/Setting/${theirs.body.id}/Documents/${mine.body.id}`,
      { token: stranger.token },
    );
    expect(peek.status).toBe(404);
  });
});

describe('tags', () => {
  it('creates, renames and deletes tags, unique per world (4004)', async () => {
    const tags = `/api/Setting/${worldId}/Tags`;
    const created = await server.api('POST', tags, {
      token: owner.token,
      body: { name: 'Myth', previewable: true },
    });
    expect(created.body).toMatchObject({ name: 'Myth', previewable: true });
    const duplicate = await server.api('POST', tags, {
      token: owner.token,
      body: { name: 'myth' },
    });
    expect(codes(duplicate)).toEqual(['4004']);
    expect(messages(duplicate)).toEqual(['Tag is already exist with same name']);
    const renamed = await server.api('PUT', `${tags}/${created.body.id}`, {
      token: owner.token,
      body: { name: 'Legend', previewable: false },
    });
    expect(renamed.body).toMatchObject({ name: 'Legend', previewable: false });
    expect(
      (await server.api('DELETE', `${tags}/${created.body.id}`, { token: owner.token })).status,
    ).toBe(204);
  });
});

describe('templates', () => {
  it('saves a world template and deletes it', async () => {
    const templates = `/api/Setting/${worldId}/Templates`;
    const body = { name: 'Ship', type: 'item', contents: contents(paragraph(text('Hull'))) };
    const created = await server.api('POST', templates, { token: owner.token, body });
    expect(created.body).toMatchObject({ name: 'Ship', type: 'item' });
    const list = await server.api('GET', templates, { token: owner.token });
    expect(list.body.map((t: { name: string }) => t.name)).toEqual(['Ship']);
    expect(
      (await server.api('DELETE', `${templates}/${created.body.id}`, { token: owner.token }))
        .status,
    ).toBe(204);
  });
});
