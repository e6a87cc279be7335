import * as Y from 'yjs';
import { updateYFragment, yXmlFragmentToProseMirrorRootNode } from '@tiptap/y-tiptap';
import { contentsFragmentName, contentsSchema } from '../../shared/wiki/contents-schema';
import { contentsNode, normalizeContents } from '../../shared/wiki/contents-normalize';
import { richTextVersion, type RichNode, type RichText } from '../../shared/wiki/rich-text';

/** The contents a Y document holds, as stored JSON (normalized: equal texts give equal JSON). */
export function readContents(doc: Y.Doc): RichText {
  const node = yXmlFragmentToProseMirrorRootNode(doc.getXmlFragment(contentsFragmentName), contentsSchema());
  return normalizeContents({ v: richTextVersion, doc: node.toJSON() as RichNode });
}

/**
 * Makes the Y document hold `contents`, changing only what differs (the
 * editor's own diff), so that sessions and offline edits made against the
 * document merge with the change instead of doubling the text.
 */
export function writeContents(doc: Y.Doc, contents: RichText, origin: unknown = null): void {
  const fragment = doc.getXmlFragment(contentsFragmentName);
  doc.transact(() => {
    updateYFragment(doc, fragment, contentsNode(contents), { mapping: new Map(), isOMark: new Map() });
  }, origin);
}

/**
 * Applies to `doc` the change that turns the state `base` (an earlier state of
 * the same document) into `contents`, as a Yjs update: edits made in `doc`
 * since `base` merge with it instead of being diffed away.
 */
export function mergeContentsChange(doc: Y.Doc, base: Uint8Array, contents: RichText, origin: unknown = null): void {
  const scratch = new Y.Doc();
  Y.applyUpdate(scratch, base);
  const before = Y.encodeStateVector(scratch);
  writeContents(scratch, contents);
  Y.applyUpdate(doc, Y.encodeStateAsUpdate(scratch, before), origin);
  scratch.destroy();
}
