import { XMLParser, XMLValidator } from 'fast-xml-parser';
import type { ParsedTranslation, StringTableRow, TableReadResult } from './string-table-types';
import { tableProblem } from './string-table-types';

const xliffNamespace = 'urn:oasis:names:tc:xliff:document:2.0';
const sizeRestrictionNamespace = 'urn:oasis:names:tc:xliff:sizerestriction:2.0';

/**
 * A string table as XLIFF 2.0: a `<file>` per dialog (its id, its name as
 * `original`), a `<unit>` per line (the line id) with the speaker, context and
 * direction as notes, the character limit as a size restriction, and one
 * segment; the target only where there is a translation. Characters XML
 * cannot hold are written as XLIFF's `<cp hex="…"/>`, and whitespace is kept
 * (`xml:space="preserve"`), carriage returns as character references.
 */
export function writeStringTableXliff(
  rows: readonly StringTableRow[],
  languages: { source: string; target: string },
): string {
  const files = new Map<string, StringTableRow[]>();
  for (const row of rows) {
    const group = files.get(row.dialogId);
    if (group) group.push(row);
    else files.set(row.dialogId, [row]);
  }
  const out: string[] = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<xliff xmlns="${xliffNamespace}" xmlns:slr="${sizeRestrictionNamespace}" version="2.0" srcLang="${attribute(languages.source)}" trgLang="${attribute(languages.target)}">`,
  ];
  for (const [dialogId, group] of files) {
    const name = group[0]?.dialogName ?? '';
    out.push(
      `  <file id="${attribute(dialogId)}" original="${attribute(name)}" xml:space="preserve">`,
    );
    // A size restriction counts in the profile the file names: characters (code points).
    if (group.some((row) => row.line.charLimit !== null)) {
      out.push('    <slr:profiles generalProfile="xliff:codepoints"/>');
    }
    for (const row of group) {
      const { line } = row;
      const restriction = line.charLimit !== null ? ` slr:sizeRestriction="${line.charLimit}"` : '';
      out.push(`    <unit id="${attribute(line.lineId)}"${restriction}>`);
      const notes: [string, string][] = [
        ['speaker', line.speakerName],
        ['context', line.context],
        ['direction', line.direction],
      ];
      const written = notes.filter(([, text]) => text !== '');
      if (written.length > 0) {
        out.push('      <notes>');
        for (const [category, text] of written) {
          out.push(`        <note category="${category}">${content(text)}</note>`);
        }
        out.push('      </notes>');
      }
      out.push('      <segment>');
      out.push(`        <source>${content(line.text)}</source>`);
      if (row.target !== '') out.push(`        <target>${content(row.target)}</target>`);
      out.push('      </segment>');
      out.push('    </unit>');
    }
    out.push('  </file>');
  }
  out.push('</xliff>', '');
  return out.join('\n');
}

/** Characters XML 1.0 cannot carry at all (XLIFF writes them as `<cp>`). */
const invalidXml =
  // eslint-disable-next-line no-control-regex
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

function content(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/\r/g, '&#13;')
    .replace(invalidXml, (character) => {
      const hex = character.charCodeAt(0).toString(16).toUpperCase().padStart(4, '0');
      return `<cp hex="${hex}"/>`;
    });
}

function attribute(text: string): string {
  return content(text)
    .replace(/"/g, '&quot;')
    .replace(/\n/g, '&#10;')
    .replace(/\t/g, '&#9;')
    .replace(/<cp hex="[0-9A-F]+"\/>/g, '');
}

type OrderedNode = Record<string, unknown> & { ':@'?: Record<string, string>; '#text'?: string };

const parser = new XMLParser({
  preserveOrder: true,
  ignoreAttributes: false,
  attributeNamePrefix: '',
  trimValues: false,
  parseTagValue: false,
  parseAttributeValue: false,
  processEntities: false,
  removeNSPrefix: true,
});

/**
 * A translated XLIFF 2.0 document back: each unit's id with its file's id
 * (the dialog), its source and its target (text inside inline codes kept,
 * `<cp>` turned back into its character). XLIFF 1.2 and other versions are
 * refused with their own code; a document type declaration is refused too
 * (entities are how XML bombs work, and XLIFF has no use for them).
 */
export function readStringTableXliff(text: string): TableReadResult {
  // XML's end-of-line handling, before parsing: `&#13;` stays a carriage return.
  const body = text
    .replace(/^\uFEFF/, '')
    .trimStart()
    .replace(/\r\n?/g, '\n');
  if (body.trim() === '') return tableProblem('stringTableEmpty', 'the file is empty');
  if (/<!DOCTYPE/i.test(body)) {
    return tableProblem('xliffMalformed', 'document type declarations are not accepted');
  }
  const valid = XMLValidator.validate(body);
  if (valid !== true) {
    return tableProblem(
      'xliffMalformed',
      `line ${valid.err.line}, column ${valid.err.col}: ${valid.err.msg}`,
    );
  }
  let document: OrderedNode[];
  try {
    document = parser.parse(body) as OrderedNode[];
  } catch (error) {
    return tableProblem('xliffMalformed', error instanceof Error ? error.message : 'unreadable');
  }
  const root = document.find((node) => elementName(node) === 'xliff');
  if (!root) return tableProblem('xliffMalformed', 'no <xliff> element');
  const version = attributeOf(root, 'version') ?? '';
  if (version !== '2.0') {
    return tableProblem('xliffVersion', `XLIFF version ${version || '(none)'}; 2.0 is needed`);
  }
  const rows: ParsedTranslation[] = [];
  for (const file of childElements(root, 'file')) {
    const dialogId = attributeOf(file, 'id') ?? '';
    for (const unit of descendants(file, 'unit')) {
      const lineId = attributeOf(unit, 'id') ?? '';
      let source = '';
      let target = '';
      let translated = false;
      // Segments and the ignorable whitespace between them, in order; an
      // ignorable part without a target reads the same in both languages.
      for (const part of children(unit)) {
        const name = elementName(part);
        if (name !== 'segment' && name !== 'ignorable') continue;
        const sourceText = childElements(part, 'source').map(textOf).join('');
        const targets = childElements(part, 'target');
        source += sourceText;
        if (targets.length > 0) {
          target += targets.map(textOf).join('');
          if (name === 'segment') translated = true;
        } else if (name === 'ignorable') target += sourceText;
      }
      rows.push({ dialogId, lineId, source, target: translated ? target : '' });
    }
  }
  if (rows.length === 0) return tableProblem('stringTableEmpty', 'the document has no units');
  return {
    ok: true,
    sourceLanguage: attributeOf(root, 'srcLang'),
    targetLanguage: attributeOf(root, 'trgLang'),
    rows,
  };
}

const entities: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };

/**
 * XML's five entities and character references, in one pass (the parser is
 * told to leave them, so that `&amp;#13;` stays the text `&#13;`).
 */
function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9A-Fa-f]+|#[0-9]+|[a-z]+);/g, (whole, name: string) => {
    if (name.startsWith('#')) {
      const code = name[1] === 'x' ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1));
      return code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return entities[name] ?? whole;
  });
}

function attributeOf(node: OrderedNode, name: string): string | null {
  const value = node[':@']?.[name];
  return value === undefined ? null : decodeEntities(value);
}

function elementName(node: OrderedNode): string | null {
  for (const key of Object.keys(node)) if (key !== ':@') return key;
  return null;
}

function children(node: OrderedNode): OrderedNode[] {
  const name = elementName(node);
  if (name === null || name === '#text') return [];
  const value = node[name];
  return Array.isArray(value) ? (value as OrderedNode[]) : [];
}

function childElements(node: OrderedNode, name: string): OrderedNode[] {
  return children(node).filter((child) => elementName(child) === name);
}

/** Units directly in a file or inside its groups. */
function descendants(node: OrderedNode, name: string): OrderedNode[] {
  const found: OrderedNode[] = [];
  for (const child of children(node)) {
    const childName = elementName(child);
    if (childName === name) found.push(child);
    else if (childName === 'group') found.push(...descendants(child, name));
  }
  return found;
}

/** The text of a source or target: its text, inline elements' text, `<cp>` as its character. */
function textOf(node: OrderedNode): string {
  let text = '';
  for (const child of children(node)) {
    const name = elementName(child);
    if (name === '#text') text += decodeEntities(String(child['#text'] ?? ''));
    else if (name === 'cp') {
      const code = Number.parseInt(child[':@']?.hex ?? '', 16);
      if (Number.isInteger(code) && code >= 0 && code <= 0x10ffff) {
        text += String.fromCodePoint(code);
      }
    } else if (name !== null && !name.startsWith('?') && name !== '#comment') {
      text += textOf(child);
    }
  }
  return text;
}
