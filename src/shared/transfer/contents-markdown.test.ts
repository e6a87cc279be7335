import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { RichNode } from '../wiki/rich-text';
import { isSafeHref } from '../wiki/safe-url';
import { contentsToMarkdown, documentToMarkdown } from './contents-markdown';
import { hostileDoc, hostileHref, hostileText } from './markdown-arbitraries';
import {
  htmlDecoded,
  readerLink,
  renderMarkdown,
  unsafeParts,
} from '../../../tests/kits/shared/markdown-test-support';

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

/** What a reader shows for a text: line breaks are spaces, blanks at the ends go. */
const shown = (value: string) => value.replace(/\r\n?|\n/g, ' ').trim();
const html = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
/** Percent escapes of ASCII undone: the export may escape more of a link target than a reader does. */
const asciiDecoded = (url: string) =>
  url.replace(/%([0-7][0-9a-f])/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
const doc = (...content: RichNode[]): RichNode => ({ type: 'doc', content });

describe('contentsToMarkdown of hostile contents', () => {
  it('escapes HTML and Markdown in a document name and drops script links', () => {
    const markdown = documentToMarkdown(
      '<img src=x onerror=alert(1)>',
      doc(
        paragraph(
          text('run', [{ type: 'link', attrs: { href: 'javascript:alert(1)' } }]),
          text(' and '),
          text('see', [{ type: 'link', attrs: { href: 'data:text/html,<script>x</script>' } }]),
        ),
      ),
      targets,
    );
    expect(markdown).toBe('# \\<img src=x onerror=alert(1)\\>\n\nrun and see\n');
    expect(renderMarkdown(markdown)).toBe(
      '<h1>&lt;img src=x onerror=alert(1)&gt;</h1>\n<p>run and see</p>\n',
    );
  });

  it('keeps a code span, a code block and a table cell from breaking out', () => {
    const markdown = contentsToMarkdown(
      doc(
        paragraph(text('a`b\n\n<img src=x onerror=alert(1)>', [{ type: 'code' }])),
        {
          type: 'codeBlock',
          attrs: { language: 'js`\n<img src=x onerror=alert(1)>' },
          content: [text('````\n<img src=x onerror=alert(1)>')],
        },
        {
          type: 'table',
          content: [
            {
              type: 'tableRow',
              content: [
                {
                  type: 'tableCell',
                  content: [paragraph(text('x|<img src=x onerror=alert(1)>', [{ type: 'code' }]))],
                },
              ],
            },
          ],
        },
      ),
      targets,
    );
    expect(unsafeParts(markdown)).toEqual([]);
  });

  it('lets no tag, attribute or link target through that the export did not mean', () => {
    fc.assert(
      fc.property(hostileText, hostileDoc, (name, contents) => {
        const markdown = documentToMarkdown(name, contents, targets);
        expect(unsafeParts(markdown), markdown).toEqual([]);
      }),
      { numRuns: 200 },
    );
  }, 60_000);

  it('shows a text and a document name exactly as written', () => {
    fc.assert(
      fc.property(hostileText, hostileText, (name, words) => {
        const markdown = documentToMarkdown(name, doc(paragraph(text(words))), targets);
        const body = shown(words) ? `<p>${html(shown(words))}</p>\n` : '';
        expect(renderMarkdown(markdown), markdown).toBe(`<h1>${html(shown(name))}</h1>\n${body}`);
      }),
      { numRuns: 200 },
    );
  }, 60_000);

  it('shows code as written', () => {
    fc.assert(
      fc.property(
        // Readers differ on code of spaces alone (CommonMark keeps them all, markdown-it drops two).
        hostileText.filter((words) => !/^[ \r\n]*$/.test(words)),
        (words) => {
          const markdown = contentsToMarkdown(
            doc(paragraph(text(words, [{ type: 'code' }]))),
            targets,
          );
          const code = words.replace(/\r\n?|\n/g, ' ');
          expect(renderMarkdown(markdown), markdown).toBe(`<p><code>${html(code)}</code></p>\n`);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('keeps a link target the app would follow, as written, and drops the others', () => {
    fc.assert(
      fc.property(hostileHref, (href) => {
        const markdown = contentsToMarkdown(
          doc(paragraph(text('go', [{ type: 'link', attrs: { href } }]))),
          targets,
        );
        const link = /<a href="([^"]*)">go<\/a>/.exec(renderMarkdown(markdown));
        if (!isSafeHref(href)) expect(link, markdown).toBeNull();
        else
          expect(asciiDecoded(htmlDecoded(link?.[1] ?? '')), markdown).toBe(
            asciiDecoded(readerLink(href)),
          );
      }),
      { numRuns: 300 },
    );
  });
});
