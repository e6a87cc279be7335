import type { Tag } from '../../../shared/schemas/tag';
import { plainText, type RichText } from '../../../shared/wiki/rich-text';

/**
 * What a tag's "previewable" flag does (SPEC §3 leaves it open): hovering or
 * focusing a link to a document that carries at least one previewable tag
 * shows a card with its name, type, description and first lines. Other
 * documents stay plain links, so a world chooses which kinds of pages (say
 * characters and places) are worth a glance.
 */
export type PreviewDecision = 'show' | 'hide' | 'ask';

/** `tags` unknown (a backlink carries only id, name and type) means: load the document and decide. */
export function previewDecision(
  tags: readonly Pick<Tag, 'previewable'>[] | undefined,
): PreviewDecision {
  if (!tags) return 'ask';
  return tags.some((tag) => tag.previewable) ? 'show' : 'hide';
}

/**
 * The first lines of a document for its preview card: the text of its blocks,
 * section headings left out (a template's "Overview" says nothing), cut at a
 * word near `maxChars`.
 */
export function previewExcerpt(contents: RichText, maxChars = 280): string {
  const lines: string[] = [];
  let length = 0;
  for (const block of contents.doc.content ?? []) {
    if (block.type === 'heading') continue;
    const text = plainText(block).replace(/\s+/g, ' ').trim();
    if (!text) continue;
    lines.push(text);
    length += text.length + 1;
    if (length >= maxChars) break;
  }
  const joined = lines.join('\n');
  if (joined.length <= maxChars) return joined;
  const cut = joined.slice(0, maxChars);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > maxChars * 0.6 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
}
