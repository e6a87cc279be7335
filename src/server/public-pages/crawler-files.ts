import { escapeXml } from '../rich-text/html-escape';
import { documentPath, mapPath, worldPath } from './public-paths';

export interface SitemapWorld {
  ownerName: string;
  urlName: string;
  updatedAt: string;
}

export interface SitemapDocument {
  ownerName: string;
  urlName: string;
  id: string;
  updatedAt: string;
}

export type SitemapMap = SitemapDocument;

/** The world pages the sitemap lists beside its home, each a page that holds its own words. */
export const sitemapSections = ['/timeline', '/maps'] as const;

/** The sections of a public world that readers browse (the app's other pages are for members); a story's page is /story/:id. */
const readerSections = ['/world', '/documents', '/timeline', '/maps', '/stories', '/story/'];

/**
 * robots.txt: crawlers read the public worlds' pages and their preview
 * images; the API and every other page (sign-in, member screens, private
 * worlds) stay out.
 */
export function robotsText(origin: string, worlds: SitemapWorld[]): string {
  const lines = ['User-agent: *', 'Allow: /og/'];
  for (const world of worlds) {
    const base = worldPath(world.ownerName, world.urlName);
    lines.push(`Allow: ${base}$`);
    for (const section of readerSections) lines.push(`Allow: ${base}${section}`);
  }
  lines.push('Disallow: /api/', 'Disallow: /', '', `Sitemap: ${origin}/sitemap.xml`, '');
  return lines.join('\n');
}

/** sitemap.xml: each public world's home, timeline and maps page, its public documents and maps. */
export function sitemapXml(
  origin: string,
  worlds: SitemapWorld[],
  documents: SitemapDocument[],
  maps: SitemapMap[] = [],
): string {
  const entry = (path: string, updatedAt: string) =>
    `  <url><loc>${escapeXml(origin + path)}</loc><lastmod>${escapeXml(updatedAt.slice(0, 10))}</lastmod></url>`;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...worlds.flatMap((world) =>
      ['', ...sitemapSections].map((section) =>
        entry(worldPath(world.ownerName, world.urlName, section), world.updatedAt),
      ),
    ),
    ...documents.map((document) =>
      entry(documentPath(document.ownerName, document.urlName, document.id), document.updatedAt),
    ),
    ...maps.map((map) => entry(mapPath(map.ownerName, map.urlName, map.id), map.updatedAt)),
    '</urlset>',
    '',
  ].join('\n');
}
