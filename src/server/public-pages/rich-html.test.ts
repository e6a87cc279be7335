import { describe, expect, it } from 'vitest';
import type { RichNode } from '../../shared/wiki/rich-text';
import { firstImageId, richTextToHtml, richTextToPlain } from './rich-html';

const doc = (...content: RichNode[]): RichNode => ({ type: 'doc', content });
const text = (value: string, marks?: RichNode['marks']): RichNode => ({
  type: 'text',
  text: value,
  marks,
});
const links = {
  documentHref: (id: string) =>
    id === 'open' ? { href: '/o/w/documents/open', name: 'Open <doc>' } : undefined,
};

describe('rich text as static HTML', () => {
  it('renders blocks and marks, escaping every text', () => {
    const html = richTextToHtml(
      doc(
        { type: 'heading', attrs: { level: 3 }, content: [text('<b>Title</b>')] },
        { type: 'paragraph', content: [text('bold', [{ type: 'bold' }]), { type: 'hardBreak' }] },
        {
          type: 'orderedList',
          attrs: { start: 3 },
          content: [{ type: 'listItem', content: [{ type: 'paragraph', content: [text('x')] }] }],
        },
        { type: 'codeBlock', content: [text('a < b')] },
      ),
      links,
    );
    expect(html).toBe(
      '<h3>&lt;b&gt;Title&lt;/b&gt;</h3><p><strong>bold</strong><br></p><ol start="3"><li><p>x</p></li></ol><pre><code>a &lt; b</code></pre>',
    );
  });

  it('keeps safe links only, and mentions of documents readers may open', () => {
    const html = richTextToHtml(
      doc({
        type: 'paragraph',
        content: [
          text('good', [{ type: 'link', attrs: { href: 'https://example.com/?a="b"' } }]),
          text('bad', [{ type: 'link', attrs: { href: 'javascript:alert(1)' } }]),
          { type: 'mention', attrs: { id: 'open', label: 'old name' } },
          { type: 'mention', attrs: { id: 'closed', label: 'Closed name' } },
        ],
      }),
      links,
    );
    expect(html).toContain(
      '<a href="https://example.com/?a=&quot;b&quot;" rel="nofollow noopener noreferrer">good</a>',
    );
    expect(html).toContain('bad');
    expect(html).not.toContain('javascript');
    expect(html).toContain('<a href="/o/w/documents/open">@Open &lt;doc&gt;</a>');
    expect(html).not.toContain('Closed name');
    expect(
      richTextToPlain(
        doc({
          type: 'paragraph',
          content: [{ type: 'mention', attrs: { id: 'closed', label: 'Closed name' } }, text('x')],
        }),
        links,
      ),
    ).toBe('x');
  });

  it('leaves out unknown nodes and secret blocks with all they hold', () => {
    const secret: RichNode = {
      type: 'secret',
      attrs: { roles: 'owner' },
      content: [
        { type: 'paragraph', content: [text('hidden')] },
        { type: 'worldImage', attrs: { imageId: 'secret-image', alt: '' } },
      ],
    };
    const tree = doc(
      secret,
      { type: 'video', content: [text('odd')] },
      { type: 'paragraph', content: [text('shown')] },
    );
    expect(richTextToHtml(tree, links)).toBe('<p>shown</p>');
    expect(richTextToPlain(tree, links)).toBe('shown');
    expect(firstImageId(tree)).toBeUndefined();
  });
});
