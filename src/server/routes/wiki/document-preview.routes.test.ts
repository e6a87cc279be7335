import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  codes,
  createTestServer,
  type TestServer,
} from '../../../../tests/kits/server/test-server';
import { samplePng } from '../../../../tests/kits/server/test-images';
import {
  fetchFile,
  newImageWorld,
  signUpTeam,
  type ImageTeam,
} from '../../../../tests/kits/server/image-world';
import { excerptOf } from '../../queries/document-preview';

let server: TestServer;
let team: ImageTeam;

beforeAll(async () => {
  server = await createTestServer();
  team = await signUpTeam(server, 'preview');
});
afterAll(() => server.close());

const paragraph = (...content: object[]) => ({ type: 'paragraph', content });
const text = (value: string) => ({ type: 'text', text: value });
const picture = (imageId: string) => ({ type: 'worldImage', attrs: { imageId, alt: '' } });
const contents = (...blocks: object[]) => ({ v: 1, doc: { type: 'doc', content: blocks } });

describe('a document preview', () => {
  it('gives the start of the text and the first picture the contents show', async () => {
    const world = await newImageWorld(server, team, 'preview-cover');
    const png = await samplePng(16, 16);
    const linked = (await world.upload('a-linked.png', png)).body;
    const shown = (await world.upload('harbour.png', png)).body;
    const long = 'The harbour of Saltmere is the oldest on the isles. '.repeat(10);
    const created = await server.api('POST', `${world.url}/Documents`, {
      token: team.writer.token,
      body: {
        name: 'Saltmere',
        type: 'location',
        description: 'A port town',
        contents: contents(paragraph(text(long)), picture('gone'), picture(shown.id)),
      },
    });
    const preview = await server.api('GET', `${world.url}/Documents/${created.body.id}/Preview`, {
      token: team.viewer.token,
    });
    expect(preview.status).toBe(200);
    expect(preview.body).toMatchObject({
      id: created.body.id,
      name: 'Saltmere',
      type: 'location',
      excerpt: excerptOf(long),
      cover: { imageId: shown.id, name: shown.name },
    });
    expect(preview.body.excerpt.length).toBeLessThanOrEqual(201);
    expect(preview.body.excerpt.endsWith('…')).toBe(true);
    const thumb = await fetchFile(server, preview.body.cover.thumbUrl);
    expect(thumb.status).toBe(200);
    expect(linked.id).not.toBe(shown.id);
  });

  it('falls back to a picture linked in the gallery and to the description', async () => {
    const world = await newImageWorld(server, team, 'preview-linked');
    const documentId = await world.addDocument('Mira Vell');
    await server.api('PUT', `${world.url}/Documents/${documentId}`, {
      token: team.writer.token,
      body: {
        name: 'Mira Vell',
        type: 'character',
        description: 'Navigator of the Gull',
        contents: contents(),
        version: 1,
      },
    });
    const png = await samplePng(16, 16);
    const portrait = (await world.upload('portrait.png', png, { documentId })).body;
    const preview = await server.api('GET', `${world.url}/Documents/${documentId}/Preview`, {
      token: team.viewer.token,
    });
    expect(preview.body).toMatchObject({
      excerpt: 'Navigator of the Gull',
      cover: { imageId: portrait.id },
    });

    const bare = await world.addDocument('Bare');
    const none = await server.api('GET', `${world.url}/Documents/${bare}/Preview`, {
      token: team.viewer.token,
    });
    expect(none.body.cover).toBeNull();
  });

  it('answers 404 for a document of another world and 403 to a stranger', async () => {
    const world = await newImageWorld(server, team, 'preview-walls');
    const other = await newImageWorld(server, team, 'preview-other');
    const documentId = await other.addDocument('Elsewhere');
    const missing = await server.api('GET', `${world.url}/Documents/${documentId}/Preview`, {
      token: team.viewer.token,
    });
    expect(missing.status).toBe(404);
    const stranger = await server.api('GET', `${other.url}/Documents/${documentId}/Preview`, {
      token: team.outsider.token,
    });
    expect([stranger.status, codes(stranger)]).toEqual([403, ['401_2']]);
  });
});

describe('an excerpt', () => {
  it('keeps a short text whole on one line', () => {
    expect(excerptOf('  Two\n\nlines  ')).toBe('Two lines');
  });

  it('cuts a long one at a word, or mid-word when no word ends near the limit', () => {
    expect(excerptOf('alpha beta gamma delta', 12)).toBe('alpha beta…');
    expect(excerptOf('x'.repeat(30), 10)).toBe(`${'x'.repeat(10)}…`);
  });
});
