import type { Node as ProseMirrorNode, Schema } from '@tiptap/pm/model';
import { contentsSchema } from './contents-schema';
import { pruneToSchema } from './prune-content';
import { plainText, richTextVersion, type RichNode, type RichText } from './rich-text';

/**
 * Stored contents as a node of the contents schema. Unknown nodes and marks
 * give way as the editor's pruning does; attributes the schema does not know
 * are dropped; a tree the schema refuses (say, text straight under the
 * document) falls back to its text, paragraph by paragraph, so nothing the
 * reader wrote is lost.
 */
export function contentsNode(
  contents: RichText,
  schema: Schema = contentsSchema(),
): ProseMirrorNode {
  const known = {
    nodes: new Set(Object.keys(schema.nodes)),
    marks: new Set(Object.keys(schema.marks)),
  };
  const pruned = withKnownAttrs(pruneToSchema(contents, known).doc, schema);
  try {
    const node = schema.nodeFromJSON(pruned);
    node.check();
    return node;
  } catch {
    const paragraphs = plainText(contents.doc)
      .split(/\n+/)
      .filter((line) => line.trim())
      .map((line) => schema.nodes['paragraph']!.create(null, schema.text(line)));
    return schema.nodes['doc']!.create(null, paragraphs);
  }
}

/** The contents as the schema writes them (default attributes filled in): equal texts give equal JSON. */
export function normalizeContents(contents: RichText, schema?: Schema): RichText {
  return { v: richTextVersion, doc: contentsNode(contents, schema).toJSON() as RichNode };
}

/** Whether two stored contents hold the same document, however each was written down. */
export function sameContents(a: RichText, b: RichText): boolean {
  return JSON.stringify(normalizeContents(a)) === JSON.stringify(normalizeContents(b));
}

/**
 * Whether two contents show the same text: as `sameContents`, except that
 * empty paragraphs at the very end count for nothing. The editor adds one
 * after a closing heading, list, table or picture the moment it shows such a
 * text (TipTap's trailing node), so a restored or created text would
 * otherwise come back from the first editor open as a change nobody made.
 */
export function sameVisibleContents(a: RichText, b: RichText): boolean {
  return (
    JSON.stringify(withoutTrailingEmptyParagraphs(normalizeContents(a))) ===
    JSON.stringify(withoutTrailingEmptyParagraphs(normalizeContents(b)))
  );
}

function withoutTrailingEmptyParagraphs(contents: RichText): RichNode[] {
  const blocks = [...(contents.doc.content ?? [])];
  while (blocks.length && blocks.at(-1)?.type === 'paragraph' && !blocks.at(-1)?.content?.length)
    blocks.pop();
  return blocks;
}

function withKnownAttrs(node: RichNode, schema: Schema): RichNode {
  const type = schema.nodes[node.type];
  const attrs = type && node.attrs ? pick(node.attrs, type.spec.attrs) : undefined;
  const marks = node.marks?.map((mark) => {
    const markType = schema.marks[mark.type];
    return markType && mark.attrs
      ? { ...mark, attrs: pick(mark.attrs, markType.spec.attrs) }
      : mark;
  });
  return {
    ...node,
    attrs,
    ...(marks ? { marks } : {}),
    ...(node.content
      ? { content: node.content.map((child) => withKnownAttrs(child, schema)) }
      : {}),
  };
}

function pick(
  attrs: Record<string, unknown>,
  known: Record<string, unknown> | undefined,
): Record<string, unknown> | undefined {
  if (!known) return undefined;
  return Object.fromEntries(Object.entries(attrs).filter(([name]) => name in known));
}
