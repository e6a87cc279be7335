import { getSchema, type Extensions } from '@tiptap/core';
import Link from '@tiptap/extension-link';
import Mention from '@tiptap/extension-mention';
import { TableKit } from '@tiptap/extension-table';
import StarterKit from '@tiptap/starter-kit';
import type { Schema } from '@tiptap/pm/model';
import { WorldImage } from './world-image';
import { SecretBlock } from './secret-node';

/**
 * The ProseMirror schema of document contents, without React or a DOM: the
 * server builds co-edited (Yjs) documents from stored contents and reads them
 * back with it, so it must be the very schema the browser's editor has. The
 * editor adds behaviour (toolbar, `@` menu, node views, placeholder, the
 * Mantine link shortcut) on top of these same nodes and marks; a test compares
 * both schemas node by node and attribute by attribute.
 */

/** Mentions render as links; pasted ones (links or older spans) parse back. */
export const ContentsMention = Mention.extend({
  parseHTML: () => [{ tag: 'a[data-type="mention"]' }, { tag: 'span[data-type="mention"]' }],
});

/** The name of the Yjs XML fragment holding the contents (TipTap Collaboration's default field). */
export const contentsFragmentName = 'default';

export function contentsSchemaExtensions(): Extensions {
  return [
    StarterKit.configure({ link: false, undoRedo: false }),
    Link,
    TableKit.configure({ table: { resizable: false } }),
    ContentsMention,
    WorldImage,
    SecretBlock,
  ];
}

let schema: Schema | undefined;

/** Built once, on first use. */
export function contentsSchema(): Schema {
  schema ??= getSchema(contentsSchemaExtensions());
  return schema;
}
