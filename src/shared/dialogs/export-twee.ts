import { linearized } from './dialog-graph';
import type { DialogContext, DialogGraph, DialogNode, VariableType } from './dialog-graph';
import { integerOf } from './dialog-values';
import { uniqueNames } from './export-names';
import { scriptVariables } from './export-variables';
import { scriptComparison, scriptSet, type ScriptSyntax } from './export-variables';
import {
  entityEscaped,
  escapeHeaderName,
  sugarCubeSpecialPassages,
  tweeStoryFormats,
  type TweeFormat,
} from './twee-syntax';

/**
 * Twee 3 (Twine's text format) for the SugarCube story format, or for Harlowe
 * or Chapbook (`format`).
 *
 * Why SugarCube: conditions and assignments are the heart of our dialogs, and
 * SugarCube writes them as `<<if $gold gte 5>>` and `<<set $gold to $gold + 5>>`,
 * the same shape as Yarn's, with typed JavaScript values, defaults set once in
 * the `StoryInit` special passage and `[[text->Target]]` links that work
 * inside `<<if>>`. Harlowe, Twine's default, can do the same with hooks, but
 * its changers read further from what the builder shows.
 *
 * - `StoryTitle`; `StoryData` with the `ifid` (given, or made from the dialog
 *   id so the same dialog keeps its IFID across exports), `format`,
 *   `format-version` and `start`;
 * - a passage per node: `:: name [kind] {"position":"x,y"}` (positions moved
 *   so none is negative), meta values in a comment, assignments, the text
 *   (`Name: text` for a character), a link per choice (inside `<<if>>` when it
 *   has conditions), and a "continue" link to the next node, shown when no
 *   choice is, as in our player. A choice without a target leads to an
 *   `End` passage.
 * - Passage names are node ids without the characters that break links or
 *   headers (`[ ] { } |`, `->`, `<-`); text that SugarCube would read as
 *   markup is wrapped in `<nowiki>`; a choice text that `[[…]]` cannot hold
 *   becomes `<<link "text" "Target">>`.
 * Linear dialogs play through `linearized`.
 *
 * Harlowe: defaults in a `startup` passage, `(set:)`, links in `(if: …)[…]`
 * and `(link-goto:)`, meta values in HTML comments. Chapbook: assignments in
 * the passage's vars section (the defaults in the start passage's, set on the
 * first visit only), links under `[if …]` … `[continue]`. Both read text as
 * markup, so the characters that could open markup are written as HTML
 * character references (`entityEscaped`); a choice without text gets a
 * zero-width space, as neither shows an empty link.
 */
export interface TweeOptions {
  /** Uppercase UUID v4; by default derived from the dialog id. */
  ifid?: string;
  /** The link to the next node (translated by the caller). */
  continueLabel?: string;
  /** The story format the markup is written for; SugarCube by default. */
  format?: TweeFormat;
}

export const tweeStoryFormat = tweeStoryFormats.sugarcube;

const specialPassages = ['StoryTitle', 'StoryData', ...sugarCubeSpecialPassages];

const ending = Symbol('end passage');

export function exportTwee(
  graph: DialogGraph,
  context: DialogContext,
  options: TweeOptions = {},
): string {
  const ifid = options.ifid !== undefined ? checkedIfid(options.ifid) : ifidFor(context.dialogId);
  const continueLabel = options.continueLabel ?? 'Continue';
  const format = options.format ?? 'sugarcube';
  const syntax = syntaxes[format];
  const played = linearized(graph, context.kind);
  const byId = new Map<string, DialogNode>();
  for (const node of played.nodes) if (!byId.has(node.id)) byId.set(node.id, node);
  const needsEnd = played.nodes.some((node) =>
    node.choices.some((choice) => choice.targetId === null || !byId.has(choice.targetId)),
  );
  const items: (DialogNode | typeof ending)[] = needsEnd
    ? [...played.nodes, ending]
    : [...played.nodes];
  const names = uniqueNames(items, (item) => (item === ending ? 'End' : passageName(item.id)), {
    reserved: specialPassages,
  });
  const nameOf = (id: string | null) => {
    const node = id !== null ? byId.get(id) : undefined;
    return node ? (names.get(node) as string) : undefined;
  };
  const start = nameOf(played.startNodeId);
  const variables = scriptVariables(played, context.variables);
  const speakerNames = new Map(context.documents.map((document) => [document.id, document.name]));
  const schemaNames = new Map(context.metaSchema.map((schema) => [schema.id, schema.name]));
  const minX = Math.min(0, ...played.nodes.map((node) => node.position.x));
  const minY = Math.min(0, ...played.nodes.map((node) => node.position.y));

  const storyData = {
    ifid,
    format: tweeStoryFormats[format].name,
    'format-version': tweeStoryFormats[format].version,
    ...(start !== undefined ? { start } : {}),
    zoom: 1,
  };
  const out: string[] = [
    ':: StoryTitle',
    // Twee 3: a content line opening with `::` would read as a passage header, so it is escaped.
    context.name
      .replace(/\s*\r?\n\s*/g, ' ')
      .trim()
      .replace(/^::/, '\\::'),
    '',
    ':: StoryData',
    JSON.stringify(storyData, null, 2),
    '',
  ];
  const defaults = [...variables.values()].map(
    (variable) => [variable.name, literal(variable.defaultValue, variable.type)] as const,
  );
  if (defaults.length > 0 && format !== 'chapbook') {
    out.push(format === 'harlowe' ? ':: StoryInit [startup]' : ':: StoryInit');
    for (const [name, value] of defaults)
      out.push(format === 'harlowe' ? `(set: ${name} to ${value})` : `<<set ${name} to ${value}>>`);
    out.push('');
  }
  for (const node of played.nodes) {
    const position = `${Math.round(node.position.x - minX)},${Math.round(node.position.y - minY)}`;
    out.push(
      `:: ${escapeHeaderName(names.get(node) as string)} [${node.kind}] ${JSON.stringify({ position })}`,
    );
    const sets = node.onEnter.map((assignment) => scriptSet(syntax, assignment, variables));
    if (format === 'chapbook') {
      // Chapbook sets variables only in a passage's vars section; the defaults on the start's first visit.
      const vars =
        names.get(node) === start
          ? defaults.map(([name, value]) => `${name} (typeof ${name} === 'undefined'): ${value}`)
          : [];
      for (const set of sets) vars.push(set.replace(/^<<set (\S+) to (.*)>>$/, '$1: $2'));
      if (vars.length > 0) out.push(...vars, '--');
    }
    for (const { schemaId, value } of node.meta) {
      const comment = `${schemaNames.get(schemaId) ?? schemaId}: ${value}`;
      out.push(
        format === 'sugarcube'
          ? `/* ${comment.replace(/\*\//g, '* /')} */\\`
          : `<!-- ${comment.replace(/-->/g, '-- >')} -->`,
      );
    }
    if (format === 'sugarcube') for (const set of sets) out.push(`${set}\\`);
    if (format === 'harlowe')
      for (const set of sets) out.push(set.replace(/^<<set (.*)>>$/, '(set: $1)'));
    const speaker =
      node.kind === 'character'
        ? (speakerNames.get(node.speakerId ?? '') ?? 'unknown').replace(/\s+/g, ' ').trim()
        : null;
    for (const line of node.text.split(/\r?\n/)) {
      if (line.trim() === '') continue;
      const shown = speaker !== null ? `${speaker}: ${line}` : line;
      out.push(format === 'sugarcube' ? verbatim(shown) : entityEscaped(shown, format));
    }
    const and = format === 'chapbook' ? ' && ' : ' and ';
    const link = (text: string, target: string, condition: string) =>
      conditionalLink(format, condition, linkMarkup(format, text, target));
    const conditions: string[] = [];
    for (const choice of node.choices) {
      const target = nameOf(choice.targetId) ?? (names.get(ending) as string);
      const condition = choice.conditions
        .map((c) => scriptComparison(syntax, c, variables))
        .join(and);
      conditions.push(condition);
      out.push(link(choice.text.replace(/\s*\r?\n\s*/g, ' ').trim(), target, condition));
    }
    const next = nameOf(node.nextId);
    if (next !== undefined && conditions.every((condition) => condition !== '')) {
      const noChoice = conditions
        .map((condition) => (format === 'chapbook' ? `!(${condition})` : `not (${condition})`))
        .join(and);
      out.push(link(continueLabel, next, noChoice));
    }
    out.push('');
  }
  if (needsEnd) out.push(`:: ${escapeHeaderName(names.get(ending) as string)} [end]`, '');
  return out.join('\n');
}

/** A node id as a passage name: nothing that would end a link or a header early. */
function passageName(id: string): string {
  const cleaned = id
    .replace(/->|<-/g, '_')
    .replace(/[[\]{}|\\]/g, '_')
    .replace(/\s+/g, ' ')
    .trim();
  return cleaned || 'passage';
}

/**
 * Links SugarCube's `[[text->Target]]` can hold: not empty, no `[ ] |`, `->`
 * or `<-` (they would split it), no `(` or backquote (SugarCube evaluates a
 * link's text as an expression first, and a call would run). Harlowe shows
 * link text as markup: plain words go in `[[…]]`, the rest escaped in
 * `(link-goto:)`. Chapbook's `[[…]]` holds any text as character references.
 */
function linkMarkup(format: TweeFormat, text: string, target: string): string {
  if (format === 'sugarcube') {
    if (text !== '' && !/[[\]|(`]|->|<-/.test(text)) return `[[${text}->${target}]]`;
    return `<<link ${JSON.stringify(text)} ${JSON.stringify(target)}>><</link>>`;
  }
  const shown = text === '' ? '&#8203;' : entityEscaped(text, format);
  if (format === 'chapbook') return `[[${shown}->${target}]]`;
  if (/^[\p{L}\p{N}][\p{L}\p{N} .,!?;:]*$/u.test(text)) return `[[${text}->${target}]]`;
  return `(link-goto: ${JSON.stringify(shown)}, ${JSON.stringify(target)})`;
}

/** A link shown only while the condition holds (an empty one: always). */
function conditionalLink(format: TweeFormat, condition: string, link: string): string {
  if (condition === '') return link;
  if (format === 'harlowe') return `(if: ${condition})[${link}]`;
  if (format === 'chapbook') return `[if ${condition}]\n${link}\n[continue]`;
  return `<<if ${condition}>>${link}<</if>>`;
}

/** SugarCube markup, variables and Twee headers a line could contain. */
const markup =
  /[$_][$A-Za-z_]|[[<&]|''|\/\/|__|==|\^\^|~~|@@|\{\{\{|"""|\/\*|\/%|\\$|^\s*(?:[!*#>|\\]|----|::)/;

function verbatim(line: string): string {
  if (!markup.test(line)) return line;
  return `<nowiki>${line.split(/<\/nowiki>/i).join('</nowiki>&lt;/nowiki&gt;<nowiki>')}</nowiki>`;
}

function literal(value: string, type: VariableType): string {
  if (type === 'boolean') return value === 'true' ? 'true' : 'false';
  if (type === 'integer') return String(integerOf(value) ?? 0);
  return JSON.stringify(value);
}

const symbolOperators = { lt: '<', lte: '<=', gt: '>', gte: '>=' } as const;

/**
 * How `scriptComparison` and `scriptSet` write each format: the literals are
 * JSON's for all three (Chapbook evaluates JavaScript), and `<<set>>` is
 * rewritten as `(set:)` or a vars line.
 */
const syntaxes: Record<TweeFormat, ScriptSyntax> = {
  sugarcube: {
    operators: { eq: 'is', ne: 'isnot', lt: 'lt', lte: 'lte', gt: 'gt', gte: 'gte' },
    literal,
  },
  harlowe: { operators: { eq: 'is', ne: 'is not', ...symbolOperators }, literal },
  chapbook: { operators: { eq: '===', ne: '!==', ...symbolOperators }, literal },
};

const ifidPattern = /^[0-9A-F]{8}-[0-9A-F]{4}-4[0-9A-F]{3}-[89AB][0-9A-F]{3}-[0-9A-F]{12}$/;

function checkedIfid(ifid: string): string {
  const upper = ifid.toUpperCase();
  if (!ifidPattern.test(upper)) throw new RangeError(`Not a UUID v4: ${ifid}`);
  return upper;
}

/** A UUID v4 made from the dialog id: four 32-bit FNV-1a hashes with different seeds. */
export function ifidFor(dialogId: string): string {
  const words = [0x811c9dc5, 0x01000193, 0x9e3779b9, 0x85ebca6b].map((seed) => {
    let hash = seed >>> 0;
    for (const character of `loreweave-dialog:${dialogId}`) {
      hash ^= character.codePointAt(0) as number;
      hash = Math.imul(hash, 0x01000193) >>> 0;
    }
    return hash.toString(16).padStart(8, '0');
  });
  const hex = words.join('').split('');
  hex[12] = '4';
  hex[16] = '89ab'[parseInt(hex[16] as string, 16) % 4] as string;
  const h = hex.join('').toUpperCase();
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}
