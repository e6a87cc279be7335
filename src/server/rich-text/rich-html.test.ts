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
      '<h4>&lt;b&gt;Title&lt;/b&gt;</h4><p><strong>bold</strong><br></p><ol start="3"><li><p>x</p></li></ol><pre><code>a &lt; b</code></pre>',
    );
  });

  it('keeps safe links only, and mentions of documents readers may open', () => {
    const html = richTextToHtml(
      doc({
        type: 'paragraph',
        content: [
          text('good', [{ type: 'link', attrs: { href: 'https://example.com/?a="b"' } }]),
          text('bad', [{ type: 'link', attrs: { href: 'javascript:alert(1)' } }]),
          text('tab', [{ type: 'link', attrs: { href: ' java\tscript:alert(2)' } }]),
          text('app', [{ type: 'link', attrs: { href: '/owner/world/documents/x' } }]),
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
    expect(html).not.toMatch(/java\s*script/);
    // An app-relative address leads nowhere from a file or another host: its words stay.
    expect(html).toContain('>good</a>badtabapp<a');
    expect(html).toContain('<a class="mention" href="/o/w/documents/open">@Open &lt;doc&gt;</a>');
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

  it('shows a picture only where the page carries its file, its words always', () => {
    const picture = (imageId: string, alt: string): RichNode => ({
      type: 'worldImage',
      attrs: { imageId, alt },
    });
    const tree = doc(picture('kept', 'A "quay" <at> dawn'), picture('other', ''));
    expect(richTextToHtml(tree, links)).toBe(
      '<figure><figcaption>A &quot;quay&quot; &lt;at&gt; dawn</figcaption></figure>',
    );
    const imageSrc = (id: string) => (id === 'kept' ? '../assets/kept.png' : undefined);
    expect(richTextToHtml(tree, { ...links, imageSrc })).toBe(
      '<figure><img src="../assets/kept.png" alt="A &quot;quay&quot; &lt;at&gt; dawn"><figcaption>A &quot;quay&quot; &lt;at&gt; dawn</figcaption></figure>',
    );
    expect(firstImageId(tree)).toBe('kept');
  });

  it('renders task lists and tables, a wide table scrolling on its own', () => {
    const cell = (tag: 'tableHeader' | 'tableCell', value: string): RichNode => ({
      type: tag,
      attrs: { colspan: 2 },
      content: [{ type: 'paragraph', content: [text(value)] }],
    });
    const tree = doc(
      {
        type: 'taskList',
        content: [
          { type: 'taskItem', attrs: { checked: true }, content: [text('done')] },
          { type: 'taskItem', attrs: { checked: 'yes' }, content: [text('open')] },
        ],
      },
      { type: 'table', content: [{ type: 'tableRow', content: [cell('tableHeader', '<h>')] }] },
    );
    expect(richTextToHtml(tree, links)).toBe(
      '<ul class="tasks"><li>☑ done</li><li>☐ open</li></ul><div class="table"><table><tr><th colspan="2"><p>&lt;h&gt;</p></th></tr></table></div>',
    );
    expect(richTextToPlain(tree, links)).toBe('done open <h>');
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
