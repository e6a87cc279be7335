import { getSchema } from '@tiptap/core';
import type { Schema } from '@tiptap/pm/model';
import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { contentsSchema } from '../../../shared/wiki/contents-schema';
import { contentsExtensions } from './extensions';

/** What a schema stores: each node's and mark's name, attributes with defaults, content, group and marks. */
function shape(schema: Schema) {
  const attrs = (spec: Record<string, { default?: unknown }> | undefined) =>
    Object.fromEntries(
      Object.entries(spec ?? {}).map(([name, attr]) => [name, attr.default ?? null]),
    );
  return {
    nodes: Object.fromEntries(
      Object.values(schema.nodes).map((type) => [
        type.name,
        {
          attrs: attrs(type.spec.attrs),
          content: type.spec.content ?? '',
          group: type.spec.group ?? '',
          marks: type.spec.marks ?? null,
          atom: type.spec.atom ?? false,
        },
      ]),
    ),
    marks: Object.fromEntries(
      Object.values(schema.marks).map((type) => [
        type.name,
        { attrs: attrs(type.spec.attrs), excludes: type.spec.excludes ?? null },
      ]),
    ),
  };
}

const options = {
  mentionHref: (id: string) => `/documents/${id}`,
  mention: { source: { current: async () => [] } },
  placeholder: 'Write here',
};

describe('the contents schema', () => {
  it('is the same in the browser editor and in the shared definition the server co-edits with', () => {
    const shared = shape(contentsSchema());
    expect(shape(getSchema(contentsExtensions(options)))).toEqual(shared);
    const coEditing = contentsExtensions({
      ...options,
      coEdit: {
        document: new Y.Doc(),
        awareness: null,
        user: { name: 'a', color: '#4dabf7', text: '#000000' },
        classes: { caret: 'c', label: 'l', selection: 's' },
      },
    });
    expect(shape(getSchema(coEditing))).toEqual(shared);
    // The nodes stored documents use are all there.
    expect(Object.keys(shared.nodes)).toEqual(
      expect.arrayContaining([
        'doc',
        'paragraph',
        'heading',
        'mention',
        'worldImage',
        'table',
        'codeBlock',
      ]),
    );
    expect(Object.keys(shared.marks)).toEqual(
      expect.arrayContaining(['bold', 'italic', 'link', 'underline']),
    );
  });
});
