import type { RichNode } from '../wiki/rich-text';
import { isSafeHref } from '../wiki/safe-url';

/**
 * Document contents (TipTap JSON over the schema of wiki/contents-schema.ts)
 * as Markdown, without a DOM: a walker over the nodes and marks that schema
 * has. A general converter could not do the part that matters in an archive:
 * an `@` mention becomes a link to the other document's .md file and a world
 * picture a link to its file in the archive.
 *
 * The stored JSON is not trusted: every text is escaped so that a renderer
 * shows it as written (no HTML, no Markdown of its own), and a link keeps its
 * target only when the app would (http(s), mailto, relative).
 */
export interface MarkdownTargets {
  /** The archive path of a mentioned document's .md file, relative to this one; null when it is not in the archive. */
  document(id: string): string | null;
  /** The archive path of a picture, relative to the .md file; null when it is not in the archive. */
  image(id: string): string | null;
}

/** A document's .md file: its name as the title, then its contents. */
export function documentToMarkdown(name: string, doc: RichNode, targets: MarkdownTargets): string {
  return `# ${escape(name).trim()}\n\n${contentsToMarkdown(doc, targets)}`;
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
      return lines(inline(content, targets));
    case 'heading':
      return `${'#'.repeat(clampLevel(node.attrs?.['level']))} ${inline(content, targets)
        .replace(/ *\n/g, ' ')
        .trim()}`;
    case 'blockquote':
      return prefixLines(blocks(content, targets).join('\n\n'), '> ');
    case 'bulletList':
      return content.map((item) => listItem(item, '- ', targets)).join('\n');
    case 'orderedList': {
      const start = listStart(node.attrs?.['start']);
      return content.map((item, index) => listItem(item, `${start + index}. `, targets)).join('\n');
    }
    case 'codeBlock': {
      // A lone CR ends a line for a reader too: as one, every line gets the quote or list indent.
      const code = content
        .map((child) => child.text ?? '')
        .join('')
        .replace(/\r\n?/g, '\n');
      const fence = '`'.repeat(Math.max(3, longestRun(code, '`') + 1));
      // An info string with a backtick or a line break would stop the fence being one.
      const language = String(node.attrs?.['language'] ?? '').replace(/[^\w#+.-]/g, '');
      return `${fence}${language}\n${code}\n${fence}`;
    }
    case 'horizontalRule':
      return '---';
    case 'table':
      return table(content, targets);
    case 'worldImage':
      return picture(node, targets);
    default:
      // An unknown block keeps its words.
      return node.text !== undefined
        ? lines(escape(node.text))
        : blocks(content, targets).join('\n\n');
  }
}

/** An item's blocks stand apart by a blank line: a line right below a table would be one of its rows. */
function listItem(item: RichNode, marker: string, targets: MarkdownTargets): string {
  const indent = ' '.repeat(marker.length);
  const inner = blocks(item.content ?? [], targets).join('\n\n');
  return marker + inner.replace(/\n(?!\n|$)/g, `\n${indent}`);
}

function table(rows: RichNode[], targets: MarkdownTargets): string {
  const cells = rows.map((row) =>
    (row.content ?? []).map((cell) =>
      pipesEscaped(
        blocks(cell.content ?? [], targets)
          .join(' ')
          .replace(/\n/g, ' '),
      ),
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

/**
 * A pipe ends a table cell wherever it stands, code spans included, unless a
 * backslash precedes it; an odd run of them, so that no reader takes the
 * backslash itself as the escaped one. Text pipes are escaped already.
 */
function pipesEscaped(cell: string): string {
  return cell.replace(/(\\*)\|/g, (whole, slashes: string) =>
    slashes.length % 2 === 0 ? `${slashes}\\|` : whole,
  );
}

function picture(node: RichNode, targets: MarkdownTargets): string {
  const alt = String(node.attrs?.['alt'] ?? '');
  const file = targets.image(String(node.attrs?.['imageId'] ?? ''));
  const target = file ? destination(encodeURI(file)) : null;
  return target ? `![${escape(alt)}](${target})` : alt ? `*${escape(alt)}*` : '';
}

function inline(nodes: RichNode[], targets: MarkdownTargets): string {
  return joinedTexts(nodes)
    .map((node) => {
      if (node.type === 'hardBreak') return '  \n';
      if (node.type === 'mention') {
        const label = `@${escape(String(node.attrs?.['label'] ?? ''))}`;
        const file = targets.document(String(node.attrs?.['id'] ?? ''));
        const target = file ? destination(encodeURI(file)) : null;
        return target ? `[${label}](${target})` : label;
      }
      if (node.type === 'worldImage') return picture(node, targets);
      return marked(node);
    })
    .join('');
}

/** Neighbouring texts written with the same marks as one: two code spans side by side would read as one broken span. */
function joinedTexts(nodes: RichNode[]): RichNode[] {
  const joined: RichNode[] = [];
  for (const node of nodes) {
    const last = joined[joined.length - 1];
    if (last?.type === 'text' && node.type === 'text' && marksKey(last) === marksKey(node))
      joined[joined.length - 1] = { ...last, text: (last.text ?? '') + (node.text ?? '') };
    else joined.push(node);
  }
  return joined;
}

/** The marks that show in Markdown: a link only with a target it keeps. */
function marksKey(node: RichNode): string {
  const shown = (node.marks ?? []).flatMap((mark) =>
    mark.type === 'link'
      ? [`link ${destination(mark.attrs?.['href']) ?? ''}`].filter((key) => key !== 'link ')
      : writtenMarks.has(mark.type)
        ? [mark.type]
        : [],
  );
  return JSON.stringify(shown.sort());
}

const writtenMarks = new Set(['bold', 'italic', 'strike', 'underline', 'code']);

function marked(node: RichNode): string {
  const raw = node.text ?? '';
  const marks = new Map((node.marks ?? []).map((mark) => [mark.type, mark.attrs]));
  let out = marks.has('code') ? codeSpan(raw) : escape(raw);
  if (out.trim() === '') return out;
  if (marks.has('bold')) out = `**${out}**`;
  if (marks.has('italic')) out = `*${out}*`;
  if (marks.has('strike')) out = `~~${out}~~`;
  if (marks.has('underline')) out = `<u>${out}</u>`;
  const target = destination(marks.get('link')?.['href']);
  // A link to anywhere else keeps its words and loses its target.
  if (target) out = `[${out}](${target})`;
  return out;
}

/** Characters that would start Markdown syntax or HTML are taken literally; a line break inside a text is a space. */
function escape(text: string): string {
  return text.replace(/\r\n?|\n/g, ' ').replace(/([\\`*_[\]<>#|~&])/g, '\\$1');
}

/**
 * Escapes what only means something at the start of a line (a list item, a
 * setext underline, a rule); leading blanks go, as a reader drops them (and
 * four would make the line code).
 */
function lines(text: string): string {
  return text
    .split('\n')
    .map((line) =>
      line
        .replace(/^[ \t]+/, '')
        .replace(/^[-+=]/, '\\$&')
        .replace(/^(\d{1,9})([.)])/, '$1\\$2'),
    )
    .join('\n');
}

/** Backticks in the code are kept: the span's fence is longer than any run of them. */
function codeSpan(raw: string): string {
  const code = raw.replace(/\r\n?|\n/g, ' ');
  const fence = '`'.repeat(longestRun(code, '`') + 1);
  const pad = /^`|`$/.test(code) || /^ .*[^ ].* $/.test(code) ? ' ' : '';
  return `${fence}${pad}${code}${pad}${fence}`;
}

/**
 * A link target as Markdown writes it, or null when the app would not follow
 * it. Nothing a reader decodes (entities, backslashes) can change the scheme,
 * and blanks, brackets and pipes cannot end the link or a table cell.
 */
function destination(href: unknown): string | null {
  if (!isSafeHref(href)) return null;
  return (href as string)
    .replace(endBlanks, '') // as a browser does
    .replace(/[\\&]/g, '\\$&')
    .replace(endsLinkOrCell, (char) =>
      // encodeURIComponent leaves brackets as they are.
      char === '(' ? '%28' : char === ')' ? '%29' : encodeURIComponent(char),
    );
}

// Control characters are what these match.
/* eslint-disable no-control-regex */
const endBlanks = /^[\u0000-\u0020]+|[\u0000-\u0020]+$/g;
const endsLinkOrCell = /[\s()<>|\u0000-\u001f\u007f]/g;
/* eslint-enable no-control-regex */

function longestRun(text: string, char: string): number {
  let longest = 0;
  let run = 0;
  for (const each of text) {
    run = each === char ? run + 1 : 0;
    longest = Math.max(longest, run);
  }
  return longest;
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

/** A reader takes at most nine digits as a list number; eight leave room for the items after the first. */
function listStart(start: unknown): number {
  const value = Number(start ?? 1);
  return Number.isInteger(value) && value >= 0 && value <= 99_999_999 ? value : 1;
}
