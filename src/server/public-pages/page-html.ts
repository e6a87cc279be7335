import { escapeHtml } from '../rich-text/html-escape';

/** What a server-rendered public page says, before it becomes HTML. */
export interface PublicPageContent {
  /** The page's own heading: the document's or the world's name. */
  heading: string;
  /** The world's name, for the title and og:site_name. */
  worldName: string;
  /** One line for the meta description and og:description. */
  description: string;
  /** Absolute address of the page (canonical and og:url). */
  url: string;
  /** Absolute address of the preview image, when there is one. */
  imageUrl?: string | undefined;
  type: 'article' | 'website';
  /** The page's main text, already HTML (rich-html.ts) and escaped. */
  bodyHtml: string;
  /** The world's home and its public documents, for browsing without JavaScript. */
  homeHref: string;
  links: { href: string; name: string }[];
  /** Where a member signs in to edit. */
  signInHref: string;
  /** Words of the page's chrome, in the visitor's language. */
  words: { documents: string; signIn: string };
}

const titleTag = /<title>[^<]*<\/title>/;
const emptyRoot = '<div id="root"></div>';

/**
 * The app's index.html with a public page's head tags and text inside the
 * root element, which the app replaces once it mounts. Undefined when the
 * template is not the shape expected, so the caller serves it untouched.
 */
export function renderPublicPage(template: string, page: PublicPageContent): string | undefined {
  if (!titleTag.test(template) || !template.includes(emptyRoot)) return undefined;
  const head = headTags(page);
  const body = `<div id="root">${bodyHtml(page)}</div>`;
  return template.replace(titleTag, () => head).replace(emptyRoot, () => body);
}

function headTags(page: PublicPageContent): string {
  const title =
    page.heading === page.worldName ? page.worldName : `${page.heading} · ${page.worldName}`;
  const meta = (attr: 'name' | 'property', key: string, value: string) =>
    `<meta ${attr}="${key}" content="${escapeHtml(value)}" />`;
  const tags = [
    `<title>${escapeHtml(title)}</title>`,
    meta('name', 'description', page.description),
    `<link rel="canonical" href="${escapeHtml(page.url)}" />`,
    meta('property', 'og:type', page.type),
    meta('property', 'og:title', page.heading),
    meta('property', 'og:description', page.description),
    meta('property', 'og:url', page.url),
    meta('property', 'og:site_name', page.worldName),
    meta('name', 'twitter:card', page.imageUrl ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', page.heading),
    meta('name', 'twitter:description', page.description),
  ];
  if (page.imageUrl) {
    tags.push(meta('property', 'og:image', page.imageUrl));
    tags.push(meta('name', 'twitter:image', page.imageUrl));
  }
  return tags.join('\n    ');
}

function bodyHtml(page: PublicPageContent): string {
  const links = page.links
    .map((link) => `<li><a href="${escapeHtml(link.href)}">${escapeHtml(link.name)}</a></li>`)
    .join('');
  return [
    '<div class="lw-public-page" style="max-width:48rem;margin:0 auto;padding:1rem;font-family:sans-serif;line-height:1.5">',
    `<header><a href="${escapeHtml(page.homeHref)}">${escapeHtml(page.worldName)}</a>`,
    ` · <a href="${escapeHtml(page.signInHref)}">${escapeHtml(page.words.signIn)}</a></header>`,
    `<main><article><h1>${escapeHtml(page.heading)}</h1>${page.bodyHtml}</article></main>`,
    links ? `<nav><h2>${escapeHtml(page.words.documents)}</h2><ul>${links}</ul></nav>` : '',
    '</div>',
  ].join('');
}
