import * as Y from 'yjs';
import { updateYFragment, yXmlFragmentToProseMirrorRootNode } from '@tiptap/y-tiptap';
import { contentsFragmentName, contentsSchema } from '../../shared/wiki/contents-schema';
import { contentsNode, normalizeContents } from '../../shared/wiki/contents-normalize';
import { richTextVersion, type RichNode, type RichText } from '../../shared/wiki/rich-text';

/** The contents a Y document holds, as stored JSON (normalized: equal texts give equal JSON). */
export function readContents(doc: Y.Doc): RichText {
  const node = yXmlFragmentToProseMirrorRootNode(
    doc.getXmlFragment(contentsFragmentName),
    contentsSchema(),
  );
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
    updateYFragment(doc, fragment, contentsNode(contents), {
      mapping: new Map(),
      isOMark: new Map(),
    });
  }, origin);
}

/**
 * A map beside the contents listing the versions saved outside co-editing (a
 * form save, a restore) whose contents the Y document has taken in. It
 * travels with the change that took each in, in the same update, so a state
 * or a session holding one holds the other (contents-intake.ts).
 */
const takenInName = 'loreweave:contents-taken-in';

/** The latest version saved outside co-editing that `doc` has taken in (0: none recorded). */
export function takenInVersion(doc: Y.Doc): number {
  let latest = 0;
  for (const key of doc.getMap(takenInName).keys()) latest = Math.max(latest, Number(key) || 0);
  return latest;
}

/** Records in `doc` that it holds the contents of `version` (and of every version before). */
export function markTakenIn(doc: Y.Doc, version: number): void {
  doc.getMap(takenInName).set(String(version), true);
}

/**
 * The update that takes contents saved at `version` into the document: the
 * change turning the state `base` (an earlier state of the same document)
 * into `contents`, so that edits made since `base` merge with it instead of
 * being diffed away, and the record that `version` is taken in. One update,
 * made once: applied anywhere any number of times, it changes the text once.
 */
export function contentsIntakeUpdate(
  base: Uint8Array,
  contents: RichText,
  version: number,
): Uint8Array {
  const scratch = new Y.Doc();
  Y.applyUpdate(scratch, base);
  const before = Y.encodeStateVector(scratch);
  writeContents(scratch, contents);
  markTakenIn(scratch, version);
  const update = Y.encodeStateAsUpdate(scratch, before);
  scratch.destroy();
  return update;
}
