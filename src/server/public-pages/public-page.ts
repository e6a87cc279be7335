import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { renderPublicPage, type PublicPageContent } from './page-html';
import { firstImageId, richTextToHtml, richTextToPlain } from '../rich-text/rich-html';
import { escapeHtml } from '../rich-text/html-escape';
import type { PageWords } from './page-words';
import {
  documentPath,
  previewImagePath,
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

const descriptionLength = 200;

/**
 * The server-rendered HTML of a public world's page, or undefined when the
 * address is not a public page (private or unknown world, members-only or
 * unknown document): the caller then serves the plain app page.
 */
export async function buildPublicPage(
  db: Kysely<DB>,
  template: string,
  path: PublicPath,
  baseUrl: string,
  words: PageWords,
): Promise<string | undefined> {
  const world = await loadPublicWorld(db, path.owner, path.world);
  if (!world) return undefined;
  const [content, links] = await Promise.all([
    path.kind === 'document'
      ? documentContent(db, world, path.documentId, baseUrl)
      : Promise.resolve(worldContent(world, path.section, baseUrl, words)),
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

function worldContent(
  world: PublicWorld,
  section: WorldSection,
  baseUrl: string,
  words: PageWords,
): PageParts {
  const heading = section === 'home' ? world.name : sectionTitle(section, words);
  const rest = section === 'home' ? '' : `/${section}`;
  return {
    page: () => ({
      heading,
      description: shorten(world.description || world.name),
      url: baseUrl + worldPath(world.ownerName, world.urlName, rest),
      imageUrl: coverUrl(world, baseUrl),
      type: 'website',
    }),
    body: () =>
      world.description
        .split(/\n{2,}/)
        .filter((part) => part.trim())
        .map((part) => `<p>${escapeHtml(part.trim())}</p>`)
        .join(''),
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
