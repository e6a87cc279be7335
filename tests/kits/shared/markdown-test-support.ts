import MarkdownIt from 'markdown-it';
import { isSafeHref } from '../../../src/shared/wiki/safe-url';

/**
 * Reads exported Markdown as a trusting reader would: raw HTML is rendered
 * and every link scheme followed, so only the export's own escaping keeps the
 * result safe. Tests use `unsafeParts` to list what got through.
 */
const reader = new MarkdownIt({ html: true });
reader.validateLink = () => true;

export function renderMarkdown(markdown: string): string {
  return reader.render(markdown);
}

/** A link target as the reader writes it into HTML when the Markdown holds it unchanged. */
export function readerLink(href: string): string {
  return reader.normalizeLink(href);
}

/** The tags the export's own syntax can make, with the attributes each may carry. */
const allowed: Record<string, string[]> = {
  p: [],
  h1: [],
  h2: [],
  h3: [],
  h4: [],
  h5: [],
  h6: [],
  em: [],
  strong: [],
  s: [],
  u: [],
  a: ['href'],
  img: ['src', 'alt'],
  code: ['class'],
  pre: [],
  ul: [],
  ol: ['start'],
  li: [],
  blockquote: [],
  hr: [],
  br: [],
  table: [],
  thead: [],
  tbody: [],
  tr: [],
  th: [],
  td: [],
};

const tagPattern = /<\/?([^\s/>]+)([^>]*)>/g;
const attributePattern = /([^\s=/]+)(?:="([^"]*)")?/g;

/** Tags, attributes and link targets in the rendered HTML that the export must never let through. */
export function unsafeParts(markdown: string): string[] {
  const found: string[] = [];
  for (const [tag, name = '', rest = ''] of renderMarkdown(markdown).matchAll(tagPattern)) {
    const attributes = allowed[name.toLowerCase()];
    if (!attributes) {
      found.push(tag);
      continue;
    }
    for (const [, attribute = '', value = ''] of rest.matchAll(attributePattern)) {
      if (!attributes.includes(attribute)) found.push(`${name} ${attribute}`);
      else if ((attribute === 'href' || attribute === 'src') && !isSafeHref(htmlDecoded(value)))
        found.push(`${name} ${attribute}="${value}"`);
    }
  }
  return found;
}

export function htmlDecoded(text: string): string {
  return text
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}
