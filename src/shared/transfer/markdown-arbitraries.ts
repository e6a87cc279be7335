import fc from 'fast-check';
import type { RichNode } from '../wiki/rich-text';

/**
 * Hostile document contents for the Markdown export's property tests: texts
 * made of HTML, Markdown syntax and line breaks, links to every kind of
 * scheme, and every block and mark the contents schema has.
 */
const pieces = [
  '<img src=x onerror=alert(1)>',
  '<script>alert(1)</script>',
  '<a href="javascript:alert(1)">x</a>',
  '[x](javascript:alert(1))',
  '![x](data:text/html,x)',
  '<javascript:alert(1)>',
  '[r]: javascript:alert(1)',
  '&lt;b&gt;',
  '&#60;i&#62;',
  '\\',
  '`',
  '```',
  '~~~',
  '*',
  '**',
  '_',
  '#',
  '- ',
  '+ ',
  '1. ',
  '2) ',
  '>',
  '|',
  '=',
  '---',
  '\n',
  '\r\n',
  '  ',
  '    ',
  '\t',
  '!',
  '[',
  ']',
  '(',
  ')',
  ':',
  'word',
  'слово',
  ' ',
];

export const hostileText = fc
  .array(fc.oneof(fc.constantFrom(...pieces), fc.string({ maxLength: 4 })), { maxLength: 8 })
  .map((parts) => parts.join(''));

export const hostileHref = fc.oneof(
  fc.constantFrom(
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    ' javascript:alert(1)',
    'java\nscript:alert(1)',
    'java\tscript:alert(1)',
    'jav&#x61;script:alert(1)',
    'jav&#97;script:alert(1)',
    'jav\\&#97;script:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    'file:///etc/passwd',
    'https://example.com/a b(c)d)|e',
    'http://example.com/?a=1&b=2',
    'mailto:someone@example.com',
    '/relative/path',
    '#anchor',
    'other.md',
  ),
  hostileText,
);

const markTypes = ['bold', 'italic', 'strike', 'underline', 'code'] as const;

const textNode: fc.Arbitrary<RichNode> = fc
  .record({
    text: hostileText.filter((text) => text !== ''),
    marks: fc.subarray([...markTypes]),
    href: fc.option(hostileHref, { nil: undefined }),
  })
  .map(({ text, marks, href }) => ({
    type: 'text',
    text,
    marks: [
      ...marks.map((type) => ({ type })),
      ...(href === undefined ? [] : [{ type: 'link', attrs: { href } }]),
    ],
  }));

const inlineNode: fc.Arbitrary<RichNode> = fc.oneof(
  { weight: 6, arbitrary: textNode },
  { weight: 1, arbitrary: fc.constant({ type: 'hardBreak' }) },
  {
    weight: 1,
    arbitrary: fc.record({
      type: fc.constant('mention'),
      attrs: fc.record({ id: fc.constantFrom('d1', 'gone'), label: hostileText }),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      type: fc.constant('worldImage'),
      attrs: fc.record({ imageId: fc.constantFrom('i1', 'gone'), alt: hostileText }),
    }),
  },
);

const inlines = fc.array(inlineNode, { maxLength: 5 });

export const blockNode: fc.Arbitrary<RichNode> = fc.letrec<{ block: RichNode }>((tie) => {
  const children = fc.array(tie('block'), { maxLength: 3 });
  const item = children.map((content) => ({ type: 'listItem', content }));
  const cell = fc
    .tuple(fc.constantFrom('tableCell', 'tableHeader'), children)
    .map(([type, content]) => ({ type, content }));
  return {
    block: fc.oneof(
      { depthSize: 'small', withCrossShrink: true },
      inlines.map((content) => ({ type: 'paragraph', content })),
      fc
        .tuple(fc.integer({ min: -1, max: 8 }), inlines)
        .map(([level, content]) => ({ type: 'heading', attrs: { level }, content })),
      children.map((content) => ({ type: 'blockquote', content })),
      fc.array(item, { maxLength: 3 }).map((content) => ({ type: 'bulletList', content })),
      fc
        .tuple(fc.oneof(fc.integer(), fc.double(), hostileText), fc.array(item, { maxLength: 3 }))
        .map(([start, content]) => ({ type: 'orderedList', attrs: { start }, content })),
      fc.tuple(hostileText, hostileText).map(([language, code]) => ({
        type: 'codeBlock',
        attrs: { language },
        content: code ? [{ type: 'text', text: code }] : [],
      })),
      fc.constant({ type: 'horizontalRule' }),
      fc
        .array(fc.array(cell, { minLength: 1, maxLength: 3 }), { minLength: 1, maxLength: 3 })
        .map((rows) => ({
          type: 'table',
          content: rows.map((content) => ({ type: 'tableRow', content })),
        })),
      fc.record({
        type: fc.constant('worldImage'),
        attrs: fc.record({ imageId: fc.constantFrom('i1', 'gone'), alt: hostileText }),
      }),
      hostileText.map((text) => ({ type: 'unknownBlock', text })),
    ),
  };
}).block;

export const hostileDoc: fc.Arbitrary<RichNode> = fc
  .array(blockNode, { maxLength: 4 })
  .map((content) => ({ type: 'doc', content }));
