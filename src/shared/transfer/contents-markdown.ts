import type { RichNode } from '../wiki/rich-text';

/**
 * Document contents (TipTap JSON over the schema of wiki/contents-schema.ts)
 * as Markdown, without a DOM: a walker over the nodes and marks that schema
 * has. A general converter could not do the part that matters in an archive:
 * an `@` mention becomes a link to the other document's .md file and a world
 * picture a link to its file in the archive.
 */
export interface MarkdownTargets {
  /** The archive path of a mentioned document's .md file, relative to this one; null when it is not in the archive. */
  document(id: string): string | null;
  /** The archive path of a picture, relative to the .md file; null when it is not in the archive. */
  image(id: string): string | null;
}

export function contentsToMarkdown(doc: RichNode, targets: MarkdownTargets): string {
  return `${blocks(doc.content ?? [], targets)
    .join('\n\n')
    .trim()}\n`;
}

function blocks(nodes: RichNode[], targets: MarkdownTargets): string[] {
  return nodes.map((node) => block(node, targets)).filter((text) => text !== '');
}

function block(node: RichNode, targets: MarkdownTargets): string {
  const content = node.content ?? [];
  switch (node.type) {
    case 'paragraph':
      return inline(content, targets);
    case 'heading':
      return `${'#'.repeat(clampLevel(node.attrs?.['level']))} ${inline(content, targets)}`;
    case 'blockquote':
      return prefixLines(blocks(content, targets).join('\n\n'), '> ');
    case 'bulletList':
      return content.map((item) => listItem(item, '- ', targets)).join('\n');
    case 'orderedList': {
      const start = Number(node.attrs?.['start'] ?? 1) || 1;
      return content.map((item, index) => listItem(item, `${start + index}. `, targets)).join('\n');
    }
    case 'codeBlock': {
      const code = content.map((child) => child.text ?? '').join('');
      const fence = code.includes('```') ? '````' : '```';
      return `${fence}${String(node.attrs?.['language'] ?? '')}\n${code}\n${fence}`;
    }
    case 'horizontalRule':
      return '---';
    case 'table':
      return table(content, targets);
    case 'worldImage':
      return picture(node, targets);
    default:
      // An unknown block keeps its words.
      return node.text !== undefined ? escape(node.text) : blocks(content, targets).join('\n\n');
  }
}

function listItem(item: RichNode, marker: string, targets: MarkdownTargets): string {
  const inner = blocks(item.content ?? [], targets).join('\n');
  return marker + inner.split('\n').join(`\n${' '.repeat(marker.length)}`);
}

function table(rows: RichNode[], targets: MarkdownTargets): string {
  const cells = rows.map((row) =>
    (row.content ?? []).map((cell) =>
      blocks(cell.content ?? [], targets)
        .join(' ')
        .replace(/\n/g, ' '),
    ),
  );
  const width = Math.max(1, ...cells.map((row) => row.length));
  const line = (row: string[]) =>
    `| ${Array.from({ length: width }, (_, index) => row[index] ?? '').join(' | ')} |`;
  const [head = [], ...body] = cells;
  return [line(head), line(Array.from({ length: width }, () => '---')), ...body.map(line)].join(
    '\n',
  );
}

function picture(node: RichNode, targets: MarkdownTargets): string {
  const alt = String(node.attrs?.['alt'] ?? '');
  const file = targets.image(String(node.attrs?.['imageId'] ?? ''));
  return file ? `![${escape(alt)}](${encodeURI(file)})` : alt ? `*${escape(alt)}*` : '';
}

function inline(nodes: RichNode[], targets: MarkdownTargets): string {
  return nodes
    .map((node) => {
      if (node.type === 'hardBreak') return '  \n';
      if (node.type === 'mention') {
        const label = `@${escape(String(node.attrs?.['label'] ?? ''))}`;
        const file = targets.document(String(node.attrs?.['id'] ?? ''));
        return file ? `[${label}](${encodeURI(file)})` : label;
      }
      if (node.type === 'worldImage') return picture(node, targets);
      return marked(node);
    })
    .join('');
}

function marked(node: RichNode): string {
  const raw = node.text ?? '';
  const marks = new Map((node.marks ?? []).map((mark) => [mark.type, mark.attrs]));
  let out = marks.has('code') ? `\`${raw.replace(/`/g, 'ˋ')}\`` : escape(raw);
  if (out.trim() === '') return out;
  if (marks.has('bold')) out = `**${out}**`;
  if (marks.has('italic')) out = `*${out}*`;
  if (marks.has('strike')) out = `~~${out}~~`;
  if (marks.has('underline')) out = `<u>${out}</u>`;
  const href = marks.get('link')?.['href'];
  if (typeof href === 'string' && href)
    out = `[${out}](${href.replace(/[()\s]/g, encodeURIComponent)})`;
  return out;
}

/** Characters that would start Markdown syntax are taken literally. */
function escape(text: string): string {
  return text.replace(/([\\`*_[\]<>#|~])/g, '\\$1');
}

function prefixLines(text: string, prefix: string): string {
  return text
    .split('\n')
    .map((line) => prefix + line)
    .join('\n');
}

function clampLevel(level: unknown): number {
  const value = Number(level);
  return Number.isInteger(value) && value >= 1 && value <= 6 ? value : 1;
}
