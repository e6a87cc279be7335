import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codes, createTestServer, type TestServer } from '../../../tests/kits/server/test-server';
import { unzip } from '../../../tests/kits/server/archive-test-support';
import { fetchFile } from '../../../tests/kits/server/image-world';
import {
  makeStaticSiteWorld,
  siteMarkers,
  sitePublic,
} from '../../../tests/kits/server/static-site-world';
import { siteMapPublic } from '../../../tests/kits/server/static-site-maps';
import { buildStaticSite, StaticSiteRefused } from './static-site';
import type { SiteBuild } from './site-files';

let server: TestServer;
let world: Awaited<ReturnType<typeof makeStaticSiteWorld>>;
let site: SiteBuild;

beforeAll(async () => {
  server = await createTestServer();
  world = await makeStaticSiteWorld(server, 'site', 'harbour');
  site = await buildStaticSite(server.app, server.ctx.db, {
    worldId: world.worldId,
    language: 'en',
  });
}, 60_000);
afterAll(() => server.close());

const text = (body: string | Buffer) => (typeof body === 'string' ? body : body.toString('latin1'));

/** Sections whose reader routes are open; the others are left out of the site and say so. */
const has = (file: string) => site.files.has(file);

describe('the static site of a public world', () => {
  it('holds no byte of a members-only item or a secret', () => {
    for (const [file, body] of site.files)
      for (const marker of Object.values(siteMarkers))
        expect(text(body), `${marker} in ${file}`).not.toContain(marker);
    expect(site.summary.join('\n')).not.toMatch(/SITEMARK/);
  });

  it("holds no members-only document's picture, even one a secret block embeds", async () => {
    const detail = await server.api(
      'GET',
      `/api/Setting/${world.worldId}/Images/${world.ids.hiddenPicture}`,
      { token: world.team.writer.token },
    );
    const hidden = await fetchFile(server, detail.body.fullUrl as string);
    expect(hidden.status).toBe(200);
    for (const [file, body] of site.files)
      expect(Buffer.from(body).equals(hidden.body), file).toBe(false);
    const assets = [...site.files.keys()].filter((file) => file.startsWith('assets/'));
    expect(assets.sort()).toEqual(
      [
        'assets/cover.png',
        `assets/${world.ids.shownPicture}.png`,
        `assets/${world.ids.secondPicture}.png`,
        `assets/map-${world.ids.shownMap}.webp`,
        `assets/map-${world.ids.shownMap}-thumb.webp`,
      ].sort(),
    );
  });

  it("copies the cover and a public document's pictures, and points at the copies", async () => {
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47]);
    const picture = site.files.get(`assets/${world.ids.shownPicture}.png`);
    expect(Buffer.isBuffer(picture) && picture.subarray(0, 4).equals(png)).toBe(true);
    const cover = site.files.get('assets/cover.png');
    expect(Buffer.isBuffer(cover) && cover.subarray(0, 4).equals(png)).toBe(true);
    expect(site.files.get('index.html')).toContain(
      '<img class="cover" src="assets/cover.png" alt="">',
    );
    expect(text(site.files.get(`documents/${world.ids.shownDocument}.html`)!)).toContain(
      `<img src="../assets/${world.ids.shownPicture}.png" alt="${sitePublic.picture}">`,
    );
    expect(text(site.files.get(`documents/${world.ids.shownDocument}.html`)!)).toContain(
      `<img src="../assets/${world.ids.secondPicture}.png" alt="">`,
    );
    expect(site.summary).toContain('pictures: 5 file(s)');
  });

  it('holds the public items', () => {
    expect(site.files.get('index.html')).toContain('harbour');
    expect(site.summary.length).toBeGreaterThanOrEqual(4);
    if (has('documents/index.html')) {
      const page = text(site.files.get(`documents/${world.ids.shownDocument}.html`)!);
      expect(page).toContain(sitePublic.document);
      expect(page).toContain(sitePublic.text);
    }
    if (has('dialogs/index.html')) {
      const page = text(site.files.get(`dialogs/${world.ids.shownDialog}.html`)!);
      expect(page).toContain(sitePublic.firstLine);
      expect(page).toContain(sitePublic.lastLine);
      expect(site.files.has('static-dialog-player.js')).toBe(true);
    }
    if (has('stories/index.html'))
      expect(text(site.files.get(`stories/${world.ids.shownStory}.html`)!)).toContain(
        sitePublic.scene,
      );
    if (has('timeline.html'))
      expect(text(site.files.get('timeline.html')!)).toContain(sitePublic.event);
  });

  it('links only to files of the site, relatively, and calls no server', () => {
    const broken: string[] = [];
    for (const [file, body] of site.files) {
      if (!file.endsWith('.html')) continue;
      const html = text(body);
      expect(html, file).not.toMatch(/(src|href)="\/(?!\/)/);
      expect(html, file).not.toContain('/api/');
      for (const [, target] of html.matchAll(/(?:href|src)="([^"#]+)"/g)) {
        if (/^(https?:|mailto:)/.test(target!)) continue;
        const resolved = path.posix.normalize(path.posix.join(path.posix.dirname(file), target!));
        if (!site.files.has(resolved)) broken.push(`${file} → ${target}`);
      }
    }
    expect(broken).toEqual([]);
  });

  it('uses the chosen language for its own words', async () => {
    const ru = await buildStaticSite(server.app, server.ctx.db, {
      worldId: world.worldId,
      language: 'ru',
    });
    expect(ru.files.get('index.html')).toContain('lang="ru"');
    expect(ru.files.get('index.html')).toContain('Разделы');
  });

  it('refuses a private world', async () => {
    await server.ctx.db
      .updateTable('worlds')
      .set({ is_public: 0 })
      .where('id', '=', world.worldId)
      .execute();
    try {
      await expect(
        buildStaticSite(server.app, server.ctx.db, { worldId: world.worldId, language: 'en' }),
      ).rejects.toBeInstanceOf(StaticSiteRefused);
      const answer = await server.api('GET', `/api/Setting/${world.worldId}/StaticSite`, {
        token: world.team.owner.token,
      });
      expect(answer.status).toBe(409);
      expect(codes(answer)).toEqual(['40062']);
    } finally {
      await server.ctx.db
        .updateTable('worlds')
        .set({ is_public: 1 })
        .where('id', '=', world.worldId)
        .execute();
    }
  });
});

describe('the maps of the static site', () => {
  const mapPage = () => text(site.files.get(`maps/${world.ids.shownMap}.html`)!);

  it('lists the public maps only, with a thumbnail, and names them in the navigation', () => {
    expect(site.summary).toContain('maps: 1 map(s)');
    const index = text(site.files.get('maps/index.html')!);
    expect(index).toContain(siteMapPublic.map);
    expect(index).toContain(siteMapPublic.description);
    expect(index).toContain(`<img src="../assets/map-${world.ids.shownMap}-thumb.webp"`);
    expect(site.files.has(`maps/${world.ids.hiddenMap}.html`)).toBe(false);
    expect(text(site.files.get('index.html')!)).toContain('<a href="maps/index.html">Maps</a>');
    expect(text(site.files.get('timeline.html')!)).toContain('<a href="maps/index.html">Maps</a>');
  });

  it("puts the map's picture together from its tiles, each where it belongs", async () => {
    const picture = site.files.get(`assets/map-${world.ids.shownMap}.webp`) as Buffer;
    const image = sharp(picture);
    expect(await image.metadata()).toMatchObject({
      format: 'webp',
      width: siteMapPublic.width,
      height: siteMapPublic.height,
    });
    const { data, info } = await image.removeAlpha().raw().toBuffer({ resolveWithObject: true });
    const at = (x: number, y: number) => [
      ...data.subarray((y * info.width + x) * 3, (y * info.width + x) * 3 + 3),
    ];
    // Left red, right blue, the far corner too (an edge tile, past the first row and column).
    const [red, , blueLeft] = at(100, 100);
    const [redRight, , blue] = at(siteMapPublic.width - 5, siteMapPublic.height - 5);
    expect(red! > 180 && blueLeft! < 80).toBe(true);
    expect(blue! > 180 && redRight! < 80).toBe(true);
    expect(mapPage()).toContain(
      `<img src="../assets/map-${world.ids.shownMap}.webp" width="1200" height="700"`,
    );
  });

  it('draws the places a reader receives, linking only to pages of the site', () => {
    const html = mapPage();
    const overlay = /<svg class="places"[\s\S]*<\/svg>/.exec(html)![0];
    for (const name of [
      siteMapPublic.pin,
      siteMapPublic.region,
      siteMapPublic.path,
      siteMapPublic.tower,
    ])
      expect(overlay).toContain(`>${name}</text>`);
    expect(overlay).toContain('<polygon class="place region"');
    expect(overlay).toContain('<g class="place path"');
    expect(overlay).toMatch(
      new RegExp(
        `<a href="\\.\\./documents/${world.ids.shownDocument}\\.html"><g class="place pin"[^>]*><title>${siteMapPublic.pin}`,
      ),
    );
    // A place linking a members-only document is named as plain text, linking nowhere.
    expect(overlay).not.toMatch(new RegExp(`<a [^>]*><text[^>]*>${siteMapPublic.tower}`));
    expect(html).toContain(`<li>${siteMapPublic.tower}</li>`);
  });

  it('leaves the section out when no map is public', async () => {
    await server.ctx.db
      .updateTable('maps')
      .set({ visibility: 'members' })
      .where('id', '=', world.ids.shownMap)
      .execute();
    try {
      const bare = await buildStaticSite(server.app, server.ctx.db, {
        worldId: world.worldId,
        language: 'en',
      });
      expect(bare.summary).toContain('maps: 0 map(s)');
      expect([...bare.files.keys()].filter((file) => file.includes('map'))).toEqual([]);
      expect(text(bare.files.get('index.html')!)).not.toContain('maps/index.html');
    } finally {
      await server.ctx.db
        .updateTable('maps')
        .set({ visibility: 'public' })
        .where('id', '=', world.ids.shownMap)
        .execute();
    }
  });
});

describe('GET /api/Setting/:id/StaticSite', () => {
  it('gives the owner the site as a zip holding no marker', async () => {
    const response = await server.app.inject({
      method: 'GET',
      url: `/api/Setting/${world.worldId}/StaticSite?lang=ru`,
      headers: { authorization: `Bearer ${world.team.owner.token}` },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    const files = await unzip(response.rawPayload);
    const names = [...files.keys()];
    expect(names.some((name) => name.endsWith('/index.html'))).toBe(true);
    for (const [name, body] of files)
      for (const marker of Object.values(siteMarkers))
        expect(body.toString('latin1'), `${marker} in ${name}`).not.toContain(marker);
  });

  it('is the owner’s only', async () => {
    for (const token of [world.team.writer.token, world.team.viewer.token, undefined]) {
      const answer = await server.api('GET', `/api/Setting/${world.worldId}/StaticSite`, {
        ...(token ? { token } : {}),
      });
      expect(answer.status).toBe(token ? 403 : 401);
    }
  });
});
