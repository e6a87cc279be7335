import { describe, expect, it } from 'vitest';
import { plainText, type RichText } from './rich-text';
import { pruneToSchema } from './prune-content';

const schema = {
  nodes: new Set([
    'doc',
    'paragraph',
    'heading',
    'text',
    'mention',
    'bulletList',
    'listItem',
    'worldImage',
  ]),
  marks: new Set(['bold', 'link']),
};

const text = (value: string, marks?: RichText['doc']['marks']) => ({
  type: 'text',
  text: value,
  marks,
});

describe('pruneToSchema', () => {
  it('keeps known contents as they are', () => {
    const contents: RichText = {
      v: 1,
      doc: {
        type: 'doc',
        content: [
          { type: 'heading', attrs: { level: 2 }, content: [text('Overview')] },
          {
            type: 'paragraph',
            content: [
              text('Hi ', [{ type: 'bold' }]),
              { type: 'mention', attrs: { id: 'd1', label: 'Ada' } },
            ],
          },
        ],
      },
    };
    expect(pruneToSchema(contents, schema)).toEqual(contents);
  });

  it('replaces an unknown node by its children, so the words survive', () => {
    const contents: RichText = {
      v: 1,
      doc: {
        type: 'doc',
        content: [
          { type: 'callout', content: [{ type: 'paragraph', content: [text('Kept')] }] },
          { type: 'paragraph', content: [{ type: 'emoji', text: '*' }, text('also kept')] },
        ],
      },
    };
    const pruned = pruneToSchema(contents, schema);
    expect(pruned.doc.content?.map((node) => node.type)).toEqual(['paragraph', 'paragraph']);
    expect(plainText(pruned.doc)).toBe('Kept\n*also kept');
  });

  it('drops unknown marks and links to unsafe addresses, keeping their text', () => {
    const contents: RichText = {
      v: 1,
      doc: {
        type: 'doc',
        content: [
          {
            type: 'paragraph',
            content: [
              text('evil', [
                { type: 'link', attrs: { href: 'javascript:alert(1)' } },
                { type: 'bold' },
              ]),
              text('fine', [{ type: 'link', attrs: { href: 'https://example.com' } }]),
              text('glow', [{ type: 'sparkle' }]),
            ],
          },
        ],
      },
    };
    const [paragraph] = pruneToSchema(contents, schema).doc.content!;
    expect(paragraph!.content).toEqual([
      text('evil', [{ type: 'bold' }]),
      text('fine', [{ type: 'link', attrs: { href: 'https://example.com' } }]),
      text('glow', undefined),
    ]);
  });

  it('turns a mention without a document id into its label', () => {
    const contents: RichText = {
      v: 1,
      doc: {
        type: 'doc',
        content: [
          { type: 'paragraph', content: [{ type: 'mention', attrs: { id: 7, label: 'Ada' } }] },
        ],
      },
    };
    expect(pruneToSchema(contents, schema).doc.content![0]!.content).toEqual([text('@Ada')]);
  });

  it('keeps a world picture by its image id and drops one without an id', () => {
    const kept = { type: 'worldImage', attrs: { imageId: 'img-1', alt: 'Map of Saltmere' } };
    const contents: RichText = {
      v: 1,
      doc: {
        type: 'doc',
        content: [
          kept,
          { type: 'worldImage', attrs: { imageId: null, alt: 'lost' } },
          { type: 'worldImage' },
        ],
      },
    };
    expect(pruneToSchema(contents, schema).doc.content).toEqual([kept]);
  });
});
