import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import type { MapReader } from '../queries/maps';
import { renderPublicPage, type PublicPageContent } from './page-html';
import { firstImageId, richTextToHtml, richTextToPlain } from '../rich-text/rich-html';
import type { PageWords } from './page-words';
import {
  documentPath,
  mapPath,
  mapPreviewImagePath,
  previewImagePath,
  storyPath,
  worldPath,
  type PublicPath,
  type WorldSection,
} from './public-paths';
import {
  loadPublicDocument,
  loadPublicDocumentLinks,
  loadPublicWorld,
  type PublicWorld,
} from './public-page-data';
import { loadPublicStories } from './public-story-data';
import { plainParagraphs, storiesHtml, storyBlocksHtml, storySummary } from './story-html';
import { loadPublicTimeline } from './public-timeline-data';
import { timelineHtml } from './timeline-html';
import { loadPublicMap, loadPublicMaps } from './public-map-data';
import { mapHtml, mapsHtml } from './map-html';

const descriptionLength = 200;

/**
 * The server-rendered HTML of a public world's page, or undefined when the
 * address is not a public page (private or unknown world, members-only or
 * unknown document): the caller then serves the plain app page.
 */
export async function buildPublicPage(
  reader: MapReader,
  template: string,
  path: PublicPath,
  baseUrl: string,
  words: PageWords,
): Promise<string | undefined> {
  const db = reader.db;
  const world = await loadPublicWorld(db, path.owner, path.world);
  if (!world) return undefined;
  const [content, links] = await Promise.all([
    path.kind === 'document'
      ? documentContent(db, world, path.documentId, baseUrl)
      : path.kind === 'story'
        ? storyContent(db, world, path.storyId, baseUrl)
        : path.kind === 'map'
          ? mapContent(reader, world, path.mapId, baseUrl, words)
          : worldContent(db, world, path.section, baseUrl, words),
    loadPublicDocumentLinks(db, world),
  ]);
  if (!content) return undefined;
  const known = new Map(links.map((link) => [link.id, link.name]));
  const lookup: LinkLookup = (id) => {
    const name = known.get(id);
    return name === undefined
      ? undefined
      : { href: documentPath(world.ownerName, world.urlName, id), name };
  };
  const page: PublicPageContent = {
    ...content.page(lookup),
    bodyHtml: content.body(lookup),
    worldName: world.name,
    homeHref: worldPath(world.ownerName, world.urlName),
    signInHref: '/authenticate/login',
    links: links.map((link) => ({
      href: documentPath(world.ownerName, world.urlName, link.id),
      name: link.name,
    })),
    words: { documents: words.documents, signIn: words.signIn },
  };
  return renderPublicPage(template, page);
}

type LinkLookup = (id: string) => { href: string; name: string } | undefined;

interface PageParts {
  page: (
    lookup: LinkLookup,
  ) => Pick<PublicPageContent, 'heading' | 'description' | 'url' | 'imageUrl' | 'type'>;
  body: (lookup: LinkLookup) => string;
}

async function documentContent(
  db: Kysely<DB>,
  world: PublicWorld,
  documentId: string,
  baseUrl: string,
): Promise<PageParts | undefined> {
  const document = await loadPublicDocument(db, world, documentId);
  if (!document) return undefined;
  const hasImage = firstImageId(document.contents.doc) !== undefined;
  return {
    page: (documentHref) => ({
      heading: document.name,
      description: shorten(
        document.description.trim() ||
          richTextToPlain(document.contents.doc, { documentHref }) ||
          world.description ||
          world.name,
      ),
      url: baseUrl + documentPath(world.ownerName, world.urlName, document.id),
      imageUrl: hasImage
        ? baseUrl + previewImagePath(world.ownerName, world.urlName, document.id)
        : coverUrl(world, baseUrl),
      type: 'article',
    }),
    body: (documentHref) => richTextToHtml(document.contents.doc, { documentHref }),
  };
}

/** A public story's page: its summary, blocks and scenes; undefined for any other story. */
async function storyContent(
  db: Kysely<DB>,
  world: PublicWorld,
  storyId: string,
  baseUrl: string,
): Promise<PageParts | undefined> {
  const [story] = await loadPublicStories(db, world, storyId);
  if (!story) return undefined;
  return {
    page: () => ({
      heading: story.name,
      description: shorten(storySummary(story) || world.description || world.name),
      url: baseUrl + storyPath(world.ownerName, world.urlName, story.id),
      imageUrl: coverUrl(world, baseUrl),
      type: 'article',
    }),
    body: () => plainParagraphs(story.description) + storyBlocksHtml(story, 2),
  };
}

/** A public map's page: its description and places; undefined for any other map. */
async function mapContent(
  reader: MapReader,
  world: PublicWorld,
  mapId: string,
  baseUrl: string,
  words: PageWords,
): Promise<PageParts | undefined> {
  const map = await loadPublicMap(reader, world, mapId);
  if (!map) return undefined;
  const thumb = map.hasPicture
    ? mapPreviewImagePath(world.ownerName, world.urlName, map.id)
    : undefined;
  return {
    page: () => ({
      heading: map.name,
      description: shorten(map.description || world.description || world.name),
      url: baseUrl + mapPath(world.ownerName, world.urlName, map.id),
      imageUrl: thumb ? baseUrl + thumb : coverUrl(world, baseUrl),
      type: 'article',
    }),
    // A place's document is public already (the reader's cut): linked even beyond the listed ones.
    body: () =>
      mapHtml(map, words, (id) => documentPath(world.ownerName, world.urlName, id), thumb),
  };
}

/** The words of a world section's page: the timeline's events, the maps, the stories. */
async function sectionBody(
  db: Kysely<DB>,
  world: PublicWorld,
  section: WorldSection,
  words: PageWords,
): Promise<((lookup: LinkLookup) => string) | undefined> {
  const href = (id: string) => documentPath(world.ownerName, world.urlName, id);
  if (section === 'timeline') {
    const timeline = await loadPublicTimeline(db, world);
    return () => timelineHtml(timeline, words, href);
  }
  if (section === 'maps') {
    const maps = await loadPublicMaps(db, world);
    if (maps.length === 0) return undefined;
    return () => mapsHtml(maps, (id) => mapPath(world.ownerName, world.urlName, id));
  }
  if (section === 'stories') {
    // The stories page holds the public stories' words, so a reader without JavaScript (or a crawler) has them.
    const stories = await loadPublicStories(db, world);
    if (stories.length === 0) return undefined;
    return () => storiesHtml(stories, (id) => storyPath(world.ownerName, world.urlName, id));
  }
  return undefined;
}

async function worldContent(
  db: Kysely<DB>,
  world: PublicWorld,
  section: WorldSection,
  baseUrl: string,
  words: PageWords,
): Promise<PageParts> {
  const heading = section === 'home' ? world.name : sectionTitle(section, words);
  const rest = section === 'home' ? '' : `/${section}`;
  const body = await sectionBody(db, world, section, words);
  return {
    page: () => ({
      heading,
      description: shorten(world.description || world.name),
      url: baseUrl + worldPath(world.ownerName, world.urlName, rest),
      imageUrl: coverUrl(world, baseUrl),
      type: 'website',
    }),
    body: (lookup) => body?.(lookup) ?? plainParagraphs(world.description),
  };
}

function sectionTitle(section: Exclude<WorldSection, 'home'>, words: PageWords): string {
  return words[section];
}

function coverUrl(world: PublicWorld, baseUrl: string): string | undefined {
  return world.hasCover ? baseUrl + previewImagePath(world.ownerName, world.urlName) : undefined;
}

function shorten(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= descriptionLength ? flat : `${flat.slice(0, descriptionLength - 1)}…`;
}
