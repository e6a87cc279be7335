import * as z from 'zod/mini';

/**
 * Document contents are TipTap (ProseMirror) JSON, stored with a format
 * version so later changes can migrate old documents (STYLE.md "versioned
 * stored JSON"). Version 1: `{ v: 1, doc: { type: 'doc', content: [...] } }`.
 */
export const richTextVersion = 1 as const;

export interface RichNode {
  type: string;
  attrs?: Record<string, unknown> | undefined;
  content?: RichNode[] | undefined;
  marks?: { type: string; attrs?: Record<string, unknown> | undefined }[] | undefined;
  text?: string | undefined;
}

export interface RichText {
  v: typeof richTextVersion;
  doc: RichNode;
}

const markSchema = z.object({
  type: z.string().check(z.maxLength(64)),
  attrs: z.optional(z.record(z.string(), z.unknown())),
});

export const richNodeSchema: z.ZodMiniType<RichNode> = z.object({
  type: z.string().check(z.maxLength(64)),
  attrs: z.optional(z.record(z.string(), z.unknown())),
  get content() {
    return z.optional(z.array(richNodeSchema).check(z.maxLength(10_000)));
  },
  marks: z.optional(z.array(markSchema).check(z.maxLength(32))),
  text: z.optional(z.string().check(z.maxLength(100_000))),
});

export const richTextSchema = z.object({
  v: z.literal(richTextVersion),
  doc: richNodeSchema,
});

export function emptyRichText(): RichText {
  return { v: richTextVersion, doc: { type: 'doc', content: [] } };
}

/** Brings stored contents of any known version to the current one. */
export function migrateRichText(value: unknown): RichText {
  const parsed = richTextSchema.safeParse(value);
  return parsed.success ? parsed.data : emptyRichText();
}

const blockTypes = new Set([
  'paragraph',
  'heading',
  'blockquote',
  'listItem',
  'tableCell',
  'tableHeader',
  'codeBlock',
]);

/** The words of a document, block by block, for search, previews and diffs. */
export function plainText(node: RichNode): string {
  const parts: string[] = [];
  const walk = (current: RichNode) => {
    if (current.type === 'text' && current.text) parts.push(current.text);
    else if (current.type === 'mention') parts.push(String(current.attrs?.['label'] ?? ''));
    else if (current.type === 'hardBreak') parts.push('\n');
    current.content?.forEach(walk);
    if (blockTypes.has(current.type)) parts.push('\n');
  };
  walk(node);
  return parts
    .join('')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** Ids of the documents a text mentions with `@` (TipTap mention nodes). */
export function mentionedDocumentIds(node: RichNode): string[] {
  const ids = new Set<string>();
  const walk = (current: RichNode) => {
    const id = current.attrs?.['id'];
    if (current.type === 'mention' && typeof id === 'string') ids.add(id);
    current.content?.forEach(walk);
  };
  walk(node);
  return [...ids];
}
