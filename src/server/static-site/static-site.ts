import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import type { World } from '../../shared/schemas/world';
import { escapeHtml } from './html';
import { readerClient } from './reader-client';
import {
  page,
  sectionPaths,
  siteCss,
  withNavigation,
  type PageFrame,
  type SiteSection,
} from './site-layout';
import { siteWords, type SiteLanguage } from './site-words';
import type { SectionInput, SectionResult, SiteBuild } from './site-files';
import { documentPagePath, documentsSection, readerDocuments } from './site-documents';
import { dialogsSection } from './site-dialogs';
import { storiesSection } from './site-stories';
import { timelineSection } from './site-timeline';
import { mapsSection } from './site-maps';
import { siteImages, type SiteAsset } from './site-images';

/** A world that is not public (or not there): nothing is built, and the message says why. */
export class StaticSiteRefused extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'StaticSiteRefused';
  }
}

export interface StaticSiteOptions {
  worldId: string;
  language: SiteLanguage;
}

/**
 * The public part of a world as a static site, built from what a signed-out
 * reader receives from the app's own routes (every cut they make holds), not
 * from the database. Sections whose routes refuse readers are left out, and
 * the summary says so. Only whether the world is public is read directly.
 */
export async function buildStaticSite(
  app: FastifyInstance,
  db: Kysely<DB>,
  options: StaticSiteOptions,
): Promise<SiteBuild> {
  const row = await db
    .selectFrom('worlds')
    .innerJoin('users', 'users.id', 'worlds.owner_id')
    .select(['worlds.id', 'worlds.url_name', 'worlds.is_public', 'users.user_name'])
    .where('worlds.id', '=', options.worldId)
    .executeTakeFirst();
  if (!row) throw new StaticSiteRefused('There is no such world.');
  if (!row.is_public)
    throw new StaticSiteRefused(
      `${row.user_name}/${row.url_name} is private: publish it in World settings first. Nothing was written.`,
    );
  const reader = readerClient(app, options.language);
  const world = await reader.json<World>(
    `/api/Setting/ByName/${encodeURIComponent(row.user_name)}/${encodeURIComponent(row.url_name)}`,
  );
  if (!world.body)
    throw new StaticSiteRefused(
      `${row.user_name}/${row.url_name}: the world itself answers readers ${world.status}. Nothing was written.`,
    );
  const words = siteWords(options.language);
  const frame: PageFrame = {
    language: options.language,
    words,
    worldName: world.body.name,
    root: '../',
    sections: [],
  };
  const base = { reader, worldId: row.id };
  const images = siteImages(reader, row.id);
  const listed = await readerDocuments(base);
  const inSite = new Set(listed?.items.map((document) => document.id) ?? []);
  const input: SectionInput = {
    ...base,
    frame,
    images,
    documentPath: (id) => (inSite.has(id) ? documentPagePath(id) : null),
  };
  const results: SectionResult[] = [];
  results.push(await documentsSection(input, listed));
  // A document refused one by one (a list that says more than its pages) links nowhere.
  for (const id of inSite) if (!results[0]!.files.has(documentPagePath(id))) inSite.delete(id);
  results.push(await timelineSection(input));
  results.push(await mapsSection(input));
  const dialogs = await dialogsSection(input);
  results.push(dialogs);
  const dialogsInSite = new Set(
    [...dialogs.files.keys()]
      .filter((file) => file.startsWith('dialogs/') && file !== 'dialogs/index.html')
      .map((file) => file.slice('dialogs/'.length, -'.html'.length)),
  );
  results.push(await storiesSection(input, dialogsInSite));
  const present = results.filter((result) => result.present).map((result) => result.section);
  frame.sections.push(...present);

  const files = new Map<string, string | Buffer>();
  files.set('site.css', siteCss);
  for (const result of results) for (const [file, body] of result.files) files.set(file, body);
  const cover = await images.cover();
  if (cover) files.set(cover.path, cover.body);
  files.set('index.html', indexPage({ ...frame, root: '' }, world.body, present, cover));
  // The navigation names only the sections that made it in.
  for (const [file, body] of files)
    if (file.endsWith('.html') && typeof body === 'string')
      files.set(file, withNavigation(body, frame));
  const pictures = [...files.keys()].filter((file) => file.startsWith('assets/')).length;
  const summary = [...results.map((result) => result.summary), `pictures: ${pictures} file(s)`];
  return { files, summary };
}

function indexPage(
  frame: PageFrame,
  world: World,
  sections: SiteSection[],
  cover: SiteAsset | null,
): string {
  const links = sections
    .map(
      (section) =>
        `<li><a href="${sectionPaths[section]}">${escapeHtml(frame.words[section])}</a></li>`,
    )
    .join('');
  const body = `<h1>${escapeHtml(world.name)}</h1>
${cover ? `<img class="cover" src="${cover.path}" alt="">` : ''}
${world.description ? `<p>${escapeHtml(world.description)}</p>` : ''}
<h2>${escapeHtml(frame.words.sections)}</h2>
<ul class="items">${links}</ul>`;
  return page(frame, world.name, body);
}
