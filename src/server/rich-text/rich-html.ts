import type { RichNode } from '../../shared/wiki/rich-text';
import { isSafeHref } from '../../shared/wiki/safe-url';
import { escapeHtml } from './html-escape';

/** How a rendered document points outside itself: at other public documents only. */
export interface RichHtmlLinks {
  /** The address of a mentioned document, or undefined when readers may not see it. */
  documentHref: (documentId: string) => { href: string; name: string } | undefined;
  /** Where a world picture's file is, when the page carries one; else only its words show. */
  imageSrc?: (imageId: string) => string | undefined;
}

// Maps, not object literals: a node named "constructor" must find nothing.
const simpleBlocks = new Map([
  ['paragraph', 'p'],
  ['blockquote', 'blockquote'],
  ['bulletList', 'ul'],
  ['listItem', 'li'],
  ['tableRow', 'tr'],
]);

const markTags = new Map([
  ['bold', 'strong'],
  ['italic', 'em'],
  ['strike', 's'],
  ['code', 'code'],
  ['underline', 'u'],
]);

/**
 * Document contents (TipTap JSON) as static HTML, for server-rendered public
 * pages and the static export. Only known node types render: anything else,
 * a secret block among them, is left out with all it holds, so a node type
 * added later shows nothing until it is taught here. Headings start at h2:
 * the page's own h1 is the document's name.
 */
export function richTextToHtml(doc: RichNode, links: RichHtmlLinks): string {
  return renderChildren(doc, links);
}

function renderChildren(node: RichNode, links: RichHtmlLinks): string {
  return (node.content ?? []).map((child) => renderNode(child, links)).join('');
}

function renderNode(node: RichNode, links: RichHtmlLinks): string {
  const inner = () => renderChildren(node, links);
  const simple = simpleBlocks.get(node.type);
  if (simple) return `<${simple}>${inner()}</${simple}>`;
  switch (node.type) {
    case 'text':
      return renderText(node);
    case 'heading': {
      const level = Math.min(6, clampInt(node.attrs?.['level'], 1, 6, 1) + 1);
      return `<h${level}>${inner()}</h${level}>`;
    }
    case 'orderedList': {
      const start = clampInt(node.attrs?.['start'], 1, 1_000_000, 1);
      return start === 1 ? `<ol>${inner()}</ol>` : `<ol start="${start}">${inner()}</ol>`;
    }
    case 'codeBlock':
      return `<pre><code>${inner()}</code></pre>`;
    // A wrapper that scrolls sideways keeps a wide table from widening a phone's page.
    case 'table':
      return `<div class="table"><table>${inner()}</table></div>`;
    case 'taskList':
      return `<ul class="tasks">${inner()}</ul>`;
    case 'taskItem':
      return `<li>${node.attrs?.['checked'] === true ? '☑' : '☐'} ${inner()}</li>`;
    case 'horizontalRule':
      return '<hr>';
    case 'hardBreak':
      return '<br>';
    case 'tableCell':
    case 'tableHeader': {
      const tag = node.type === 'tableCell' ? 'td' : 'th';
      const colspan = clampInt(node.attrs?.['colspan'], 1, 1000, 1);
      const rowspan = clampInt(node.attrs?.['rowspan'], 1, 1000, 1);
      const spans =
        (colspan > 1 ? ` colspan="${colspan}"` : '') + (rowspan > 1 ? ` rowspan="${rowspan}"` : '');
      return `<${tag}${spans}>${inner()}</${tag}>`;
    }
    case 'mention':
      return renderMention(node, links);
    case 'worldImage':
      return renderImage(node, links);
    default:
      return '';
  }
}

/** A mention names its document: shown only for a document readers may open, with its current name. */
function renderMention(node: RichNode, links: RichHtmlLinks): string {
  const id = node.attrs?.['id'];
  const target = typeof id === 'string' ? links.documentHref(id) : undefined;
  if (!target) return '';
  return `<a class="mention" href="${escapeHtml(target.href)}">@${escapeHtml(target.name)}</a>`;
}

/**
 * A world picture: its file when the page carries one (a signed address would
 * expire, so only a lasting one is given), and its words either way.
 */
function renderImage(node: RichNode, links: RichHtmlLinks): string {
  const alt = typeof node.attrs?.['alt'] === 'string' ? node.attrs['alt'] : '';
  const id = node.attrs?.['imageId'];
  const src = typeof id === 'string' ? links.imageSrc?.(id) : undefined;
  const picture = src ? `<img src="${escapeHtml(src)}" alt="${escapeHtml(alt)}">` : '';
  const caption = alt ? `<figcaption>${escapeHtml(alt)}</figcaption>` : '';
  return picture || caption ? `<figure>${picture}${caption}</figure>` : '';
}

function renderText(node: RichNode): string {
  let html = escapeHtml(node.text ?? '');
  for (const mark of node.marks ?? []) {
    const tag = markTags.get(mark.type);
    if (tag) html = `<${tag}>${html}</${tag}>`;
    else if (mark.type === 'link' && isLastingHref(mark.attrs?.['href'])) {
      const href = escapeHtml(String(mark.attrs?.['href']).trim());
      html = `<a href="${href}" rel="nofollow noopener noreferrer">${html}</a>`;
    }
  }
  return html;
}

/**
 * Only addresses that work from any host and from disk: an app-relative one
 * leads nowhere in an export, and on a public page it could name app paths.
 */
function isLastingHref(href: unknown): boolean {
  return isSafeHref(href) && /^(https?:|mailto:)/i.test(String(href).trim());
}

function clampInt(value: unknown, min: number, max: number, fallback: number): number {
  return typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max
    ? value
    : fallback;
}

const plainBreaks = new Set([
  'paragraph',
  'heading',
  'listItem',
  'tableCell',
  'tableHeader',
  'codeBlock',
  'taskItem',
]);

/**
 * The words of what richTextToHtml shows, as one line (descriptions): the
 * same nodes only, so a mention of a document readers may not open or a
 * secret block adds nothing.
 */
export function richTextToPlain(doc: RichNode, links: RichHtmlLinks): string {
  const parts: string[] = [];
  const walk = (node: RichNode) => {
    if (node.type === 'text') parts.push(node.text ?? '');
    else if (node.type === 'mention') {
      const id = node.attrs?.['id'];
      const target = typeof id === 'string' ? links.documentHref(id) : undefined;
      if (target) parts.push(`@${target.name}`);
    } else if (holdsRenderedBlocks(node.type)) {
      node.content?.forEach(walk);
      if (plainBreaks.has(node.type)) parts.push(' ');
    }
  };
  walk(doc);
  return parts.join('').replace(/\s+/g, ' ').trim();
}

/** Node types whose children richTextToHtml renders (a secret block is not one). */
function holdsRenderedBlocks(type: string): boolean {
  return (
    type === 'doc' ||
    type === 'orderedList' ||
    type === 'table' ||
    type === 'taskList' ||
    simpleBlocks.has(type) ||
    plainBreaks.has(type)
  );
}

/** The id of the first world picture in the contents (the page's preview image), if any. */
export function firstImageId(doc: RichNode): string | undefined {
  return imageIds(doc)[0];
}

/** The ids of the world pictures the page shows, in order, each once. */
export function imageIds(doc: RichNode): string[] {
  const found = new Set<string>();
  const walk = (node: RichNode) => {
    if (node.type === 'worldImage' && typeof node.attrs?.['imageId'] === 'string')
      found.add(node.attrs['imageId']);
    for (const child of node.content ?? [])
      if (holdsRenderedBlocks(child.type) || child.type === 'worldImage') walk(child);
  };
  walk(doc);
  return [...found];
}

/** Whether any node of `type` is in the tree. */
export function holdsNodeType(node: RichNode, type: string): boolean {
  return node.type === type || (node.content?.some((child) => holdsNodeType(child, type)) ?? false);
}
