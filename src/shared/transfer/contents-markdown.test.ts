import { describe, expect, it } from 'vitest';
import type { RichNode } from '../wiki/rich-text';
import { contentsToMarkdown } from './contents-markdown';

const targets = {
  document: (id: string) => (id === 'd1' ? 'harbour.md' : null),
  image: (id: string) => (id === 'i1' ? '../images/i1.png' : null),
};

const text = (value: string, marks?: RichNode['marks']): RichNode => ({
  type: 'text',
  text: value,
  marks,
});
const paragraph = (...content: RichNode[]): RichNode => ({ type: 'paragraph', content });

describe('contentsToMarkdown', () => {
  it('writes headings, marks, lists, quotes, code and rules', () => {
    const doc: RichNode = {
      type: 'doc',
      content: [
        { type: 'heading', attrs: { level: 2 }, content: [text('The Isles')] },
        paragraph(
          text('bold', [{ type: 'bold' }]),
          text(' and '),
          text('x*y', [{ type: 'italic' }]),
        ),
        {
          type: 'bulletList',
          content: [
            { type: 'listItem', content: [paragraph(text('one'))] },
            { type: 'listItem', content: [paragraph(text('two'))] },
          ],
        },
        {
          type: 'orderedList',
          attrs: { start: 3 },
          content: [{ type: 'listItem', content: [paragraph(text('three'))] }],
        },
        { type: 'blockquote', content: [paragraph(text('said'))] },
        { type: 'codeBlock', attrs: { language: 'js' }, content: [text('a = 1')] },
        { type: 'horizontalRule' },
        paragraph(text('site', [{ type: 'link', attrs: { href: 'https://example.com/a b' } }])),
      ],
    };
    expect(contentsToMarkdown(doc, targets)).toBe(
      [
        '## The Isles',
        '**bold** and *x\\*y*',
        '- one\n- two',
        '3. three',
        '> said',
        '```js\na = 1\n```',
        '---',
        '[site](https://example.com/a%20b)',
      ].join('\n\n') + '\n',
    );
  });

  it('links mentions and pictures to their files in the archive, and keeps the words of missing ones', () => {
    const doc: RichNode = {
      type: 'doc',
      content: [
        paragraph({ type: 'mention', attrs: { id: 'd1', label: 'Harbour' } }, text(' and '), {
          type: 'mention',
          attrs: { id: 'gone', label: 'Ghost' },
        }),
        { type: 'worldImage', attrs: { imageId: 'i1', alt: 'Map' } },
        { type: 'worldImage', attrs: { imageId: 'gone', alt: 'Lost map' } },
      ],
    };
    expect(contentsToMarkdown(doc, targets)).toBe(
      '[@Harbour](harbour.md) and @Ghost\n\n![Map](../images/i1.png)\n\n*Lost map*\n',
    );
  });

  it('writes tables with a header row', () => {
    const cell = (type: string, value: string): RichNode => ({
      type,
      content: [paragraph(text(value))],
    });
    const doc: RichNode = {
      type: 'doc',
      content: [
        {
          type: 'table',
          content: [
            {
              type: 'tableRow',
              content: [cell('tableHeader', 'Name'), cell('tableHeader', 'Age')],
            },
            { type: 'tableRow', content: [cell('tableCell', 'Ada'), cell('tableCell', 'a|b')] },
          ],
        },
      ],
    };
    expect(contentsToMarkdown(doc, targets)).toBe(
      '| Name | Age |\n| --- | --- |\n| Ada | a\\|b |\n',
    );
  });
});
