import type { RichNode, RichText } from './rich-text';
import { isSafeHref } from './safe-url';
import { worldImageType } from './world-image';

export interface KnownSchema {
  nodes: ReadonlySet<string>;
  marks: ReadonlySet<string>;
}

/**
 * Fits stored contents to the editor's schema before TipTap sees them.
 * TipTap drops a whole document that holds one node it does not know, so an
 * unknown node gives way to its children, an unknown mark is removed, a link
 * to an unsafe address loses its link, and a mention without a document id
 * becomes its plain label, and a picture without an image id is dropped (it
 * has nothing to show). Nothing the reader wrote is lost.
 */
export function pruneToSchema(contents: RichText, schema: KnownSchema): RichText {
  const root =
    contents.doc.type === 'doc' ? contents.doc : { type: 'doc', content: [contents.doc] };
  return { v: contents.v, doc: { ...root, content: pruneChildren(root.content, schema) } };
}

function pruneChildren(
  children: RichNode[] | undefined,
  schema: KnownSchema,
): RichNode[] | undefined {
  if (!children) return undefined;
  return children.flatMap((child) => pruneNode(child, schema));
}

function pruneNode(node: RichNode, schema: KnownSchema): RichNode[] {
  if (node.type === 'text') {
    if (!node.text) return [];
    const marks = node.marks?.filter(
      (mark) =>
        schema.marks.has(mark.type) && (mark.type !== 'link' || isSafeHref(mark.attrs?.['href'])),
    );
    return [{ ...node, marks: marks?.length ? marks : undefined }];
  }
  if (node.type === 'mention' && typeof node.attrs?.['id'] !== 'string') {
    const label = node.attrs?.['label'];
    return typeof label === 'string' && label ? [{ type: 'text', text: `@${label}` }] : [];
  }
  if (node.type === worldImageType && typeof node.attrs?.['imageId'] !== 'string') return [];
  if (!schema.nodes.has(node.type)) {
    const children = pruneChildren(node.content, schema) ?? [];
    return node.text ? [{ type: 'text', text: node.text }, ...children] : children;
  }
  return [{ ...node, content: pruneChildren(node.content, schema) }];
}
