import type { RichNode, RichText } from '../../shared/wiki/rich-text';
import { isSafeHref } from '../../shared/wiki/safe-url';
import { escapeHtml } from './html';

/**
 * Document contents (TipTap JSON) as static HTML. Pure: `documentHref` says
 * where a mentioned document's page is, or null when it is not in the site
 * (then the mention is left out, name and all). World
 * pictures show their alt text: the image library is not open to readers.
 */
export function richTextHtml(
  contents: RichText,
  documentHref: (documentId: string) => string | null,
): string {
  const render = (node: RichNode): string => {
    const inner = () => (node.content ?? []).map(render).join('');
    const attrs = node.attrs ?? {};
    switch (node.type) {
      case 'doc':
        return inner();
      case 'text':
        return marked(escapeHtml(node.text ?? ''), node.marks ?? []);
      case 'paragraph':
        return `<p>${inner()}</p>`;
      case 'heading': {
        const level = Math.min(6, Math.max(2, Number(attrs['level']) + 1 || 2));
        return `<h${level}>${inner()}</h${level}>`;
      }
      case 'bulletList':
        return `<ul>${inner()}</ul>`;
      case 'orderedList':
        return `<ol>${inner()}</ol>`;
      case 'listItem':
        return `<li>${inner()}</li>`;
      case 'taskList':
        return `<ul class="tasks">${inner()}</ul>`;
      case 'taskItem':
        return `<li>${attrs['checked'] ? '☑' : '☐'} ${inner()}</li>`;
      case 'blockquote':
        return `<blockquote>${inner()}</blockquote>`;
      case 'codeBlock':
        return `<pre><code>${inner()}</code></pre>`;
      case 'horizontalRule':
        return '<hr>';
      case 'hardBreak':
        return '<br>';
      case 'table':
        return `<div class="table"><table>${inner()}</table></div>`;
      case 'tableRow':
        return `<tr>${inner()}</tr>`;
      case 'tableHeader':
        return `<th>${inner()}</th>`;
      case 'tableCell':
        return `<td>${inner()}</td>`;
      case 'mention': {
        // A mention of a document outside the site names a members-only document: its name stays out too.
        const href = typeof attrs['id'] === 'string' ? documentHref(attrs['id']) : null;
        const label = escapeHtml(String(attrs['label'] ?? ''));
        return href ? `<a class="mention" href="${escapeHtml(href)}">${label}</a>` : '';
      }
      case 'worldImage': {
        const alt = String(attrs['alt'] ?? '');
        return alt ? `<p class="image-alt">${escapeHtml(alt)}</p>` : '';
      }
      // Readers never receive secrets; should one arrive, it is dropped, never shown.
      case 'secret':
        return '';
      default:
        return inner();
    }
  };
  return render(contents.doc);
}

function marked(html: string, marks: NonNullable<RichNode['marks']>): string {
  return marks.reduce((text, mark) => {
    switch (mark.type) {
      case 'bold':
        return `<strong>${text}</strong>`;
      case 'italic':
        return `<em>${text}</em>`;
      case 'strike':
        return `<s>${text}</s>`;
      case 'underline':
        return `<u>${text}</u>`;
      case 'code':
        return `<code>${text}</code>`;
      case 'link': {
        // Only addresses that work from any host or from disk: app-relative ones would lead nowhere.
        const href = String(mark.attrs?.['href'] ?? '');
        return isSafeHref(href) && /^(https?:|mailto:)/i.test(href.trim())
          ? `<a href="${escapeHtml(href)}" rel="noopener noreferrer">${text}</a>`
          : text;
      }
      default:
        return text;
    }
  }, html);
}
