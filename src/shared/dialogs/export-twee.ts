import { linearized } from './dialog-graph';
import type {
  DialogContext,
  DialogGraph,
  DialogNode,
  VariableCondition,
  VariableType,
} from './dialog-graph';
import { integerOf } from './dialog-values';
import { uniqueNames } from './export-names';
import { scriptVariables } from './export-variables';
import { scriptComparison, scriptSet, type ScriptSyntax } from './export-variables';

/**
 * Twee 3 (Twine's text format) for the SugarCube story format.
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
 */
export interface TweeOptions {
  /** Uppercase UUID v4; by default derived from the dialog id. */
  ifid?: string;
  /** The link to the next node (translated by the caller). */
  continueLabel?: string;
}

export const tweeStoryFormat = { name: 'SugarCube', version: '2.37.3' } as const;

const specialPassages = [
  'StoryTitle',
  'StoryData',
  'StoryInit',
  'StoryCaption',
  'StoryMenu',
  'StoryBanner',
  'StorySubtitle',
  'StoryAuthor',
  'StoryDisplayTitle',
  'StoryInterface',
  'StoryShare',
  'StorySettings',
  'StoryIncludes',
  'PassageReady',
  'PassageDone',
  'PassageHeader',
  'PassageFooter',
];

const ending = Symbol('end passage');

export function exportTwee(
  graph: DialogGraph,
  context: DialogContext,
  options: TweeOptions = {},
): string {
  const ifid = options.ifid !== undefined ? checkedIfid(options.ifid) : ifidFor(context.dialogId);
  const continueLabel = options.continueLabel ?? 'Continue';
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
    format: tweeStoryFormat.name,
    'format-version': tweeStoryFormat.version,
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
  if (variables.size > 0) {
    out.push(':: StoryInit');
    for (const variable of variables.values()) {
      out.push(`<<set ${variable.name} to ${literal(variable.defaultValue, variable.type)}>>`);
    }
    out.push('');
  }
  for (const node of played.nodes) {
    const position = `${Math.round(node.position.x - minX)},${Math.round(node.position.y - minY)}`;
    out.push(
      `:: ${escapeHeaderName(names.get(node) as string)} [${node.kind}] ${JSON.stringify({ position })}`,
    );
    for (const { schemaId, value } of node.meta) {
      const comment = `${schemaNames.get(schemaId) ?? schemaId}: ${value}`.replace(/\*\//g, '* /');
      out.push(`/* ${comment} */\\`);
    }
    for (const assignment of node.onEnter)
      out.push(`${scriptSet(syntax, assignment, variables)}\\`);
    const speaker =
      node.kind === 'character'
        ? (speakerNames.get(node.speakerId ?? '') ?? 'unknown').replace(/\s+/g, ' ').trim()
        : null;
    for (const line of node.text.split(/\r?\n/)) {
      if (line.trim() === '') continue;
      out.push(verbatim(speaker !== null ? `${speaker}: ${line}` : line));
    }
    const conditions: string[] = [];
    for (const choice of node.choices) {
      const target = nameOf(choice.targetId) ?? (names.get(ending) as string);
      const link = linkMarkup(choice.text.replace(/\s*\r?\n\s*/g, ' ').trim(), target);
      const condition = choice.conditions
        .map((c) => scriptComparison(syntax, c, variables))
        .join(' and ');
      conditions.push(condition);
      out.push(condition ? `<<if ${condition}>>${link}<</if>>` : link);
    }
    const next = nameOf(node.nextId);
    if (next !== undefined && conditions.every((condition) => condition !== '')) {
      const link = linkMarkup(continueLabel, next);
      const noChoice = conditions.map((condition) => `not (${condition})`).join(' and ');
      out.push(noChoice ? `<<if ${noChoice}>>${link}<</if>>` : link);
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

/** Twee 3: the tag and metadata openers, and the backslash, are escaped in a passage name. */
function escapeHeaderName(name: string): string {
  return name.replace(/[\\[\]{}]/g, (character) => `\\${character}`);
}

/**
 * Links SugarCube's `[[text->Target]]` can hold: not empty, no `[ ] |`, `->`
 * or `<-` (they would split it), no `(` or backquote (SugarCube evaluates a
 * link's text as an expression first, and a call would run).
 */
function linkMarkup(text: string, target: string): string {
  if (text !== '' && !/[[\]|(`]|->|<-/.test(text)) return `[[${text}->${target}]]`;
  return `<<link ${JSON.stringify(text)} ${JSON.stringify(target)}>><</link>>`;
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

const operators: Record<VariableCondition['operator'], string> = {
  eq: 'is',
  ne: 'isnot',
  lt: 'lt',
  lte: 'lte',
  gt: 'gt',
  gte: 'gte',
};

const syntax: ScriptSyntax = { operators, literal };

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
