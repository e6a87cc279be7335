import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestServer,
  type TestServer,
  type TestUser,
} from '../../../tests/kits/server/test-server';
import { publishFixtureWorld } from '../../../tests/kits/server/world-fixture';
import { setVisibility } from '../../../tests/kits/server/reader-calls';
import { worldCreator } from '../commands/world-writer';
import { documentCreator } from '../commands/wiki/document-writer';
import type { RichNode } from '../../shared/wiki/rich-text';

const indexHtml = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <title>Loreweave</title>
  </head>
  <body>
    <div id="root"></div>
    <script type="module" src="/assets/main.js"></script>
  </body>
</html>
`;

const hex = crypto.randomBytes(4).toString('hex');
const marks = {
  shown: `SHOWNTEXT${hex}`,
  hidden: `MEMBERSONLY${hex}`,
  secret: `SECRETPART${hex}`,
  privateWorld: `PRIVATEWORLD${hex}`,
};

const paragraph = (...content: RichNode[]): RichNode => ({ type: 'paragraph', content });
const text = (value: string): RichNode => ({ type: 'text', text: value });
const contents = (...blocks: RichNode[]) => ({
  v: 1 as const,
  doc: { type: 'doc', content: blocks },
});

let server: TestServer;
let clientDir: string;
let owner: TestUser;
let stranger: TestUser;
let worldPath: string;
let privatePath: string;
let ids: {
  shown: string;
  hidden: string;
  secret: string;
  privateDoc: string;
  worldId: string;
  story: string;
  hiddenStory: string;
};

/** A story with one block and one scene, made as the owner; its id. */
async function makeStory(worldId: string, name: string, description: string, scene: string) {
  const as = { token: owner.token };
  const base = `/api/Setting/${worldId}/Stories`;
  const story = await server.api('POST', base, {
    ...as,
    body: { name, type: 'novel', description },
  });
  const id = story.body.id as string;
  const withBlock = await server.api('POST', `${base}/${id}/Blocks`, {
    ...as,
    body: { name: `Part of ${name}` },
  });
  const blockId = withBlock.body.blocks[0].id as string;
  const made = await server.api('POST', `${base}/${id}/Blocks/${blockId}/Scenes`, {
    ...as,
    body: { name: `Scene of ${name}`, text: scene, links: [] },
  });
  if (made.status !== 200) throw new Error(JSON.stringify(made.body));
  return id;
}

beforeAll(async () => {
  clientDir = fs.mkdtempSync(path.join(os.tmpdir(), 'loreweave-client-'));
  fs.writeFileSync(path.join(clientDir, 'index.html'), indexHtml);
  server = await createTestServer({ clientDir });
  owner = await server.signUp();
  stranger = await server.signUp();
  const actor = { id: owner.id, userName: owner.userName, sessionId: '' };
  const world = await worldCreator(server.ctx, actor, {
    urlName: `open-${hex}`,
    name: `Open world ${hex}`,
    description: 'A world anyone reads.',
  });
  const closed = await worldCreator(server.ctx, actor, {
    urlName: `closed-${hex}`,
    name: `Closed ${marks.privateWorld}`,
    description: marks.privateWorld,
  });
  const make = (worldId: string, name: string, blocks: RichNode[]) =>
    documentCreator(server.ctx, actor, worldId, {
      name,
      type: 'location',
      description: '',
      tags: [],
      contents: contents(...blocks),
    });
  const hidden = await make(world.id, `Hidden ${marks.hidden}`, [
    paragraph(text(`Members read ${marks.hidden}`)),
  ]);
  const shown = await make(world.id, 'Saltmere <harbour>', [
    { type: 'heading', attrs: { level: 2 }, content: [text('The harbour')] },
    paragraph(
      text(`Everyone reads ${marks.shown} & more`),
      { type: 'mention', attrs: { id: hidden.id, label: `Hidden ${marks.hidden}` } },
      {
        type: 'text',
        text: 'bad link',
        marks: [{ type: 'link', attrs: { href: 'javascript:alert(1)' } }],
      },
    ),
  ]);
  const secret = await make(world.id, 'Keep', [paragraph(text('Open words'))]);
  // A secret block as the editor stores it, written straight to the row.
  const withSecret = contents(paragraph(text('Open words')), {
    type: 'secret',
    attrs: { roles: 'owner' },
    content: [paragraph(text(marks.secret))],
  });
  await server.ctx.db
    .updateTable('documents')
    .set({ contents: JSON.stringify(withSecret) })
    .where('id', '=', secret.id)
    .execute();
  const privateDoc = await make(closed.id, `Closed doc ${marks.privateWorld}`, [
    paragraph(text(marks.privateWorld)),
  ]);
  await publishFixtureWorld(server, world.id, 'members');
  await server.ctx.db
    .updateTable('documents')
    .set({ visibility: 'public' })
    .where('id', 'in', [shown.id, secret.id])
    .execute();
  const story = await makeStory(
    world.id,
    'The <long> voyage',
    'Sailors leave Saltmere.',
    `First line ${marks.shown}\n\nSecond & last`,
  );
  const hiddenStory = await makeStory(
    world.id,
    `Plot ${marks.hidden}`,
    marks.hidden,
    `Members read ${marks.hidden}`,
  );
  await setVisibility(server, 'stories', [story], 'public');
  ids = {
    story,
    hiddenStory,
    shown: shown.id,
    hidden: hidden.id,
    secret: secret.id,
    privateDoc: privateDoc.id,
    worldId: world.id,
  };
  worldPath = `/${owner.userName}/open-${hex}`;
  privatePath = `/${owner.userName}/closed-${hex}`;
});

afterAll(async () => {
  await server.close();
  fs.rmSync(clientDir, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) =>
  server.app.inject({ method: 'GET', url, headers });

const noMarkers = (body: string) => {
  for (const marker of [marks.hidden, marks.secret, marks.privateWorld])
    expect(body).not.toContain(marker);
};

describe('server-rendered public pages', () => {
  it("hold a public document's title, text, preview tags and the world's public documents", async () => {
    const response = await get(`${worldPath}/documents/${ids.shown}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    const html = response.body;
    expect(html).toContain(`<title>Saltmere &lt;harbour&gt; · Open world ${hex}</title>`);
    expect(html).toContain('<h3>The harbour</h3>');
    expect(html).toContain(`Everyone reads ${marks.shown} &amp; more`);
    expect(html).toContain(`<meta property="og:title" content="Saltmere &lt;harbour&gt;" />`);
    expect(html).toContain(
      `<meta name="description" content="The harbour Everyone reads ${marks.shown}`,
    );
    expect(html).toMatch(/<link rel="canonical" href="http:\/\/[^"]+\/documents\//);
    expect(html).toContain(`href="${worldPath}/documents/${ids.secret}"`);
    expect(html).not.toContain('javascript:');
    expect(html).toContain('<script type="module" src="/assets/main.js"></script>');
    noMarkers(html);
  });

  it('cut secret blocks out of a public document', async () => {
    const response = await get(`${worldPath}/documents/${ids.secret}`);
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<h1>Keep</h1><p>Open words</p>');
    noMarkers(response.body);
  });

  it('render the world home and its sections', async () => {
    for (const url of [
      worldPath,
      `${worldPath}/world`,
      `${worldPath}/documents`,
      `${worldPath}/timeline`,
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.body).toContain('A world anyone reads.');
      expect(response.body).toContain('Saltmere &lt;harbour&gt;');
      noMarkers(response.body);
    }
    const ru = await get(`${worldPath}/maps`, { 'accept-language': 'ru' });
    expect(ru.body).toContain('Войти, чтобы редактировать');
  });

  it("hold the public stories' names, summaries and scenes, each story on its page too", async () => {
    const list = await get(`${worldPath}/stories`);
    expect(list.statusCode).toBe(200);
    expect(list.body).toContain(
      `<h2><a href="${worldPath}/story/${ids.story}">The &lt;long&gt; voyage</a></h2>`,
    );
    expect(list.body).toContain('<p>Sailors leave Saltmere.</p>');
    expect(list.body).toContain(`<p>First line ${marks.shown}</p><p>Second &amp; last</p>`);
    noMarkers(list.body);
    const page = await get(`${worldPath}/story/${ids.story}`);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<h1>The &lt;long&gt; voyage</h1>');
    expect(page.body).toContain('<h2>Part of The &lt;long&gt; voyage</h2>');
    expect(page.body).toContain(`First line ${marks.shown}`);
    expect(page.body).toContain('<meta name="description" content="Sailors leave Saltmere." />');
    noMarkers(page.body);
    // The page is cached: hiding the story must reach it at once.
    await setVisibility(server, 'stories', [ids.story], 'members');
    try {
      expect((await get(`${worldPath}/stories`)).body).not.toContain('voyage');
      expect((await get(`${worldPath}/story/${ids.story}`)).body).toBe(indexHtml);
    } finally {
      await setVisibility(server, 'stories', [ids.story], 'public');
    }
  });

  it('answer the plain app page for anything readers may not see, byte for byte', async () => {
    const plain = await get('/some/unknown/page/deep');
    expect(plain.body).toBe(indexHtml);
    for (const url of [
      `${worldPath}/documents/${ids.hidden}`,
      `${worldPath}/documents/${crypto.randomUUID()}`,
      `${worldPath}/story/${ids.hiddenStory}`,
      `${worldPath}/story/${crypto.randomUUID()}`,
      `${worldPath}/images`,
      privatePath,
      `${privatePath}/documents/${ids.privateDoc}`,
      `/${owner.userName}/nothing-${hex}`,
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toBe(indexHtml);
      expect(response.headers['cache-control'], url).toBe(plain.headers['cache-control']);
      expect(response.headers['etag'], url).toBe(plain.headers['etag']);
    }
  });

  it('answer 304 to a caller holding the page, and a new page once the world is unpublished', async () => {
    const url = `${worldPath}/documents/${ids.shown}`;
    const first = await get(url);
    const etag = String(first.headers['etag']);
    expect(first.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
    expect((await get(url, { 'if-none-match': etag })).statusCode).toBe(304);
    await server.ctx.db
      .updateTable('worlds')
      .set({ is_public: 0 })
      .where('id', '=', ids.worldId)
      .execute();
    try {
      const after = await get(url, { 'if-none-match': etag });
      expect(after.statusCode).toBe(200);
      expect(after.body).toBe(indexHtml);
      expect((await get('/sitemap.xml')).body).not.toContain(worldPath);
    } finally {
      await publishFixtureWorld(server, ids.worldId, 'members');
    }
  });

  it('list only public worlds and documents in the sitemap, and robots points at it', async () => {
    const sitemap = await get('/sitemap.xml');
    expect(sitemap.statusCode).toBe(200);
    expect(sitemap.headers['content-type']).toMatch(/^application\/xml/);
    expect(sitemap.body).toContain(`${worldPath}</loc>`);
    expect(sitemap.body).toContain(`${worldPath}/documents/${ids.shown}</loc>`);
    expect(sitemap.body).not.toContain(ids.hidden);
    expect(sitemap.body).not.toContain(privatePath);
    const etag = String(sitemap.headers['etag']);
    expect((await get('/sitemap.xml', { 'if-none-match': etag })).statusCode).toBe(304);

    const robots = await get('/robots.txt');
    expect(robots.statusCode).toBe(200);
    expect(robots.body).toContain('Disallow: /api/');
    expect(robots.body).toContain(`Allow: ${worldPath}/documents`);
    expect(robots.body).toContain(`Allow: ${worldPath}/story/`);
    expect(robots.body).not.toContain(privatePath);
    expect(robots.body).toMatch(/Sitemap: http:\/\/[^\n]+\/sitemap\.xml/);
  });

  it('give no preview image of what readers may not see', async () => {
    for (const url of [
      `/og${worldPath}`,
      `/og${worldPath}/${ids.hidden}`,
      `/og${privatePath}`,
      `/og${privatePath}/${ids.privateDoc}`,
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      noMarkers(response.body);
    }
  });

  it('limit the pages one address loads', async () => {
    const before = server.ctx.config.publicReadRateLimitPerMinute;
    server.ctx.config.publicReadRateLimitPerMinute = 2;
    try {
      const url = `${worldPath}/documents/${ids.shown}`;
      const from = (ip: string) => server.app.inject({ method: 'GET', url, remoteAddress: ip });
      expect((await from('10.9.9.1')).statusCode).toBe(200);
      expect((await from('10.9.9.1')).statusCode).toBe(200);
      const over = await from('10.9.9.1');
      expect(over.statusCode).toBe(429);
      expect(over.headers['retry-after']).toBeDefined();
      expect((await from('10.9.9.2')).statusCode).toBe(200);
    } finally {
      server.ctx.config.publicReadRateLimitPerMinute = before;
    }
  });

  it('show a stranger and an anonymous visitor the same page, a member too', async () => {
    const url = `${worldPath}/documents/${ids.shown}`;
    const anonymous = await get(url);
    const signedIn = await get(url, { authorization: `Bearer ${stranger.token}` });
    expect(signedIn.body).toBe(anonymous.body);
    const member = await get(url, { authorization: `Bearer ${owner.token}` });
    expect(member.body).toBe(anonymous.body);
  });
});
