import { dialogGraph, dialogGraphVersion, dialogLimits } from './dialog-graph';
import type {
  ConditionOperator,
  DialogChoice,
  DialogDocumentRef,
  DialogGraph,
  DialogNode,
  DialogVariable,
  MetaSchemaDefinition,
  VariableAssignment,
  VariableCondition,
  VariableType,
} from './dialog-graph';
import { graphIntegrityProblems } from './dialog-integrity';
import { isIntegerValue } from './dialog-values';
import {
  entitiesDecoded,
  sugarCubeSpecialPassages,
  tweeFormatOf,
  type TweeFormat,
} from './twee-syntax';

/**
 * Reads a Twee 3 file (Twine's text format) as a branching dialog: a passage
 * is a node (its name the node's id, its position kept), its links are the
 * node's choices, `<<set>>`/`(set:)`/a vars section are the node's
 * assignments and a link inside `<<if>>`/`(if:)[…]`/`[if …]` is a choice with
 * conditions. The markup is read as the story format of StoryData says
 * (SugarCube, Harlowe or Chapbook; a caller may choose one), and Twee written
 * by our exporter comes back as it was: the kind tags, `Speaker: text` lines
 * of character nodes, meta values in comments, the variables' defaults
 * (StoryInit, a `startup` passage, or Chapbook's first-visit assignments), the
 * continue link (one guarded by "none of the choices" or a lone link labelled
 * as a continue link) as the node's next node, and links to an empty `end`
 * passage as choices that end the dialog.
 *
 * What the model cannot hold is listed in `losses`, never dropped silently:
 * macros and inserts not understood, special passages, tags, and conditions
 * around text or under `else`. A file that would not make a consistent
 * dialog is refused with its problems.
 */
export const tweeImportCodes = [
  /** No `:: Name` passage header at all. */
  'tweeNotTwee',
  /** StoryData is not a JSON object. */
  'tweeStoryDataInvalid',
  /** A story format other than SugarCube, Harlowe or Chapbook (the detail names it). */
  'tweeFormatUnsupported',
  /** No passage besides the special ones. */
  'tweeNoPassages',
  /** Two passages of the same name (the detail names it). */
  'tweePassageDuplicated',
  /** A link to a passage the file does not hold (the detail: "from → to"). */
  'tweePassageMissing',
  /** StoryData's start names no passage, or there is neither a start nor a "Start" passage. */
  'tweeStartMissing',
  'notADialog',
] as const;
export type TweeImportCode = (typeof tweeImportCodes)[number];

export const tweeLossCodes = [
  'tweeMacroUnknown',
  'tweePassageSkipped',
  'tweeTagDropped',
  'tweeConditionDropped',
] as const;
export type TweeLossCode = (typeof tweeLossCodes)[number];

export interface TweeImportProblem {
  code: TweeImportCode;
  resourceId?: string;
}

export interface TweeImportLoss {
  code: TweeLossCode;
  count: number;
  examples: string[];
}

export interface TweeImportOptions {
  /** The story format to read the markup as; by default StoryData's, else guessed. */
  format?: TweeFormat;
  /** Labels of a lone link read as "continue" (the node's next node), any case. */
  continueLabels?: readonly string[];
}

export type TweeImportResult =
  | {
      ok: true;
      graph: DialogGraph;
      kind: 'branching';
      name: string;
      format: TweeFormat;
      variables: DialogVariable[];
      metaSchema: MetaSchemaDefinition[];
      documents: DialogDocumentRef[];
      losses: TweeImportLoss[];
    }
  | { ok: false; problems: TweeImportProblem[] };

/** Labels our exporters and Twine authors use for "go on". */
export const defaultContinueLabels = ['Continue', 'Next', 'Далее', 'Продолжить', 'Дальше'];

/* ---------- Twee 3 passages ---------- */

export interface TweePassage {
  name: string;
  tags: string[];
  metadata: Record<string, unknown>;
  text: string;
}

/** The passages of a Twee 3 file; null when it has no passage header. */
export function tweePassages(source: string): TweePassage[] | null {
  const lines = source.replace(/^\uFEFF/, '').split(/\r\n?|\n/);
  const passages: TweePassage[] = [];
  let current: { header: TweePassage; body: string[] } | null = null;
  const close = () => {
    if (!current) return;
    const body = current.body;
    while (body.length > 0 && (body[body.length - 1] as string).trim() === '') body.pop();
    current.header.text = body.join('\n');
    passages.push(current.header);
  };
  for (const line of lines) {
    if (line.startsWith('::')) {
      close();
      current = { header: parseHeader(line.slice(2)), body: [] };
    } else if (current) {
      current.body.push(line.startsWith('\\::') ? line.slice(1) : line);
    }
  }
  close();
  return passages.length > 0 ? passages : null;
}

function parseHeader(header: string): TweePassage {
  let index = 0;
  let name = '';
  while (index < header.length) {
    const character = header[index] as string;
    if (character === '\\' && index + 1 < header.length) {
      name += header[index + 1];
      index += 2;
      continue;
    }
    if (character === '[' || character === '{') break;
    name += character;
    index++;
  }
  let tags: string[] = [];
  let metadata: Record<string, unknown> = {};
  let rest = header.slice(index);
  if (rest.startsWith('[')) {
    const end = rest.indexOf(']');
    const inside = end === -1 ? rest.slice(1) : rest.slice(1, end);
    tags = inside.split(/\s+/).filter(Boolean);
    rest = end === -1 ? '' : rest.slice(end + 1).trim();
  }
  if (rest.startsWith('{')) {
    try {
      const parsed: unknown = JSON.parse(rest);
      if (parsed && typeof parsed === 'object' && !Array.isArray(parsed))
        metadata = parsed as Record<string, unknown>;
    } catch {
      // Twee 3: malformed metadata is ignored, the passage kept.
    }
  }
  return { name: name.trim(), tags, metadata, text: '' };
}

/* ---------- expressions ---------- */

interface Literal {
  type: VariableType;
  value: string;
}
interface Comparison {
  name: string;
  operator: ConditionOperator;
  value: Literal;
}
/** A link's condition: all comparisons hold, or none of the groups holds whole. */
type Condition = { all: Comparison[] } | { noneOf: Comparison[][] };
interface Assignment {
  name: string;
  operation: VariableAssignment['operation'];
  value: Literal;
}

type Token = { kind: 'string' | 'number' | 'word' | 'op'; text: string };

function tokenize(expression: string): Token[] | null {
  const tokens: Token[] = [];
  const pattern =
    /\s*(?:("(?:\\.|[^"\\])*"|'(?:\\.|[^'\\])*')|(\d+(?:\.\d+)?)|([$_A-Za-z][\w$.]*)|(===|!==|==|!=|<=|>=|&&|\|\||[<>!()+\-,]))/y;
  let index = 0;
  while (index < expression.length) {
    if (/^\s*$/.test(expression.slice(index))) break;
    pattern.lastIndex = index;
    const match = pattern.exec(expression);
    if (!match) return null;
    index = pattern.lastIndex;
    if (match[1] !== undefined) tokens.push({ kind: 'string', text: match[1] });
    else if (match[2] !== undefined) tokens.push({ kind: 'number', text: match[2] });
    else if (match[3] !== undefined) tokens.push({ kind: 'word', text: match[3] });
    else tokens.push({ kind: 'op', text: match[4] as string });
  }
  return tokens;
}

function stringValue(quoted: string): string {
  if (quoted.startsWith('"')) {
    try {
      return JSON.parse(quoted) as string;
    } catch {
      // fall through: read the escapes as single-quoted strings are read
    }
  }
  return quoted.slice(1, -1).replace(/\\(.)/g, '$1');
}

function literalOf(tokens: readonly Token[]): Literal | null {
  const [first, second] = tokens;
  if (tokens.length === 2 && first?.text === '-' && second?.kind === 'number')
    return isIntegerValue(second.text) ? { type: 'integer', value: `-${second.text}` } : null;
  if (tokens.length !== 1 || !first) return null;
  if (first.kind === 'string') return { type: 'text', value: stringValue(first.text) };
  if (first.kind === 'number')
    return isIntegerValue(first.text)
      ? { type: 'integer', value: String(Number(first.text)) }
      : null;
  if (first.text === 'true' || first.text === 'false')
    return { type: 'boolean', value: first.text };
  return null;
}

const keywords = new Set([
  'true',
  'false',
  'is',
  'isnot',
  'not',
  'and',
  'or',
  'to',
  'it',
  'eq',
  'neq',
  'lt',
  'lte',
  'gt',
  'gte',
  'typeof',
  'undefined',
]);

/** A story variable's name without `$`; SugarCube's and Harlowe's temporary `_x` are not story variables. */
function variableName(token: Token | undefined, format: TweeFormat): string | null {
  if (!token || token.kind !== 'word' || keywords.has(token.text) || token.text.includes('.'))
    return null;
  if (token.text.startsWith('$')) return token.text.length > 1 ? token.text.slice(1) : null;
  return format === 'chapbook' && !token.text.startsWith('_') ? token.text : null;
}

const operatorWords: Record<string, ConditionOperator> = {
  is: 'eq',
  eq: 'eq',
  '==': 'eq',
  '===': 'eq',
  isnot: 'ne',
  neq: 'ne',
  '!=': 'ne',
  '!==': 'ne',
  lt: 'lt',
  '<': 'lt',
  lte: 'lte',
  '<=': 'lte',
  gt: 'gt',
  '>': 'gt',
  gte: 'gte',
  '>=': 'gte',
};

function comparisonOf(tokens: Token[], format: TweeFormat): Comparison | null {
  const negated = tokens[0]?.text === 'not' || tokens[0]?.text === '!';
  if (tokens.length === 1 || (negated && tokens.length === 2)) {
    const name = variableName(tokens[tokens.length - 1], format);
    return name !== null
      ? { name, operator: 'eq', value: { type: 'boolean', value: negated ? 'false' : 'true' } }
      : null;
  }
  const name = variableName(tokens[0], format);
  if (name === null) return null;
  let rest = tokens.slice(1);
  let operatorText = rest[0]?.text ?? '';
  if (operatorText === 'is' && rest[1]?.text === 'not') {
    operatorText = 'isnot';
    rest = rest.slice(1);
  }
  const operator = operatorWords[operatorText];
  const value = literalOf(rest.slice(1));
  return operator && value ? { name, operator, value } : null;
}

/** Splits at top-level tokens that `separates` (outside parentheses). */
function splitTop(tokens: Token[], separates: (token: Token) => boolean): Token[][] {
  const parts: Token[][] = [[]];
  let depth = 0;
  for (const token of tokens) {
    if (token.text === '(') depth++;
    if (token.text === ')') depth--;
    if (depth === 0 && token.kind !== 'string' && separates(token)) parts.push([]);
    else (parts[parts.length - 1] as Token[]).push(token);
  }
  return parts;
}

const isAnd = (token: Token) => token.text === 'and' || token.text === '&&';

function conjunctionOf(tokens: Token[], format: TweeFormat): Comparison[] | null {
  const out: Comparison[] = [];
  for (let part of splitTop(tokens, isAnd)) {
    while (part[0]?.text === '(' && part[part.length - 1]?.text === ')') part = part.slice(1, -1);
    const comparison = comparisonOf(part, format);
    if (!comparison) return null;
    out.push(comparison);
  }
  return out;
}

/** `a and b`, or `not (a and b) and not (c)`; null for anything else. */
function conditionOf(expression: string, format: TweeFormat): Condition | null {
  const tokens = tokenize(expression);
  if (!tokens || tokens.length === 0) return null;
  const parts = splitTop(tokens, isAnd);
  const negatedGroups = parts.map((part) => {
    const [first, second] = part;
    if ((first?.text === 'not' || first?.text === '!') && second?.text === '(') {
      const closing = matchingParen(part, 1);
      if (closing === part.length - 1) return conjunctionOf(part.slice(2, -1), format);
    }
    return undefined;
  });
  if (negatedGroups.every((group) => group !== undefined)) {
    if (negatedGroups.some((group) => group === null)) return null;
    return { noneOf: negatedGroups as Comparison[][] };
  }
  const all = conjunctionOf(tokens, format);
  return all ? { all } : null;
}

function matchingParen(tokens: Token[], open: number): number {
  let depth = 0;
  for (let index = open; index < tokens.length; index++) {
    if (tokens[index]?.text === '(') depth++;
    if (tokens[index]?.text === ')' && --depth === 0) return index;
  }
  return -1;
}

/** `$x to 5`, `$x = "a"`, `$x to $x + 2`, `$x to it - 1`: one assignment, or null. */
function assignmentOf(
  expression: string,
  format: TweeFormat,
  separator: RegExp,
): Assignment | null {
  const match = separator.exec(expression);
  if (!match) return null;
  const left = tokenize(expression.slice(0, match.index));
  const right = tokenize(expression.slice(match.index + match[0].length));
  if (!left || !right || left.length !== 1) return null;
  const name = variableName(left[0], format);
  if (name === null) return null;
  const literal = literalOf(right);
  if (literal) return { name, operation: 'set', value: literal };
  const [self, sign, amount] = right;
  if (
    right.length === 3 &&
    (self?.text === 'it' || variableName(self, format) === name) &&
    (sign?.text === '+' || sign?.text === '-') &&
    amount?.kind === 'number' &&
    isIntegerValue(amount.text)
  ) {
    const value = String(Number(amount.text) * (sign.text === '-' ? -1 : 1));
    return { name, operation: 'add', value: { type: 'integer', value } };
  }
  return null;
}

/* ---------- passage bodies ---------- */

interface Link {
  text: string;
  target: string;
  condition: Condition | null;
}

interface Body {
  meta: { name: string; value: string }[];
  sets: Assignment[];
  lines: string[];
  links: Link[];
  gotos: string[];
  /** Chapbook's first-visit assignments of our exports: the variables' defaults. */
  defaults: Assignment[];
}

class Losses {
  private readonly byCode = new Map<TweeLossCode, { count: number; examples: Set<string> }>();

  add(code: TweeLossCode, example: string): void {
    const entry = this.byCode.get(code) ?? { count: 0, examples: new Set<string>() };
    entry.count++;
    if (entry.examples.size < 5) entry.examples.add(example.slice(0, 80));
    this.byCode.set(code, entry);
  }

  report(): TweeImportLoss[] {
    return tweeLossCodes.flatMap((code) => {
      const entry = this.byCode.get(code);
      return entry ? [{ code, count: entry.count, examples: [...entry.examples] }] : [];
    });
  }
}

/** `[[text->Target]]`, `[[Target<-text]]`, `[[text|Target]]`, `[[Target]]`; setters are reported. */
function linkOf(inner: string, losses: Losses): { text: string; target: string } {
  let body = inner;
  const setter = body.indexOf('][');
  if (setter !== -1) {
    losses.add('tweeMacroUnknown', `[[${body.slice(setter + 2)}]`);
    body = body.slice(0, setter);
  }
  const bar = body.indexOf('|');
  if (bar !== -1) return { text: body.slice(0, bar), target: body.slice(bar + 1).trim() };
  const right = body.lastIndexOf('->');
  if (right !== -1) return { text: body.slice(0, right), target: body.slice(right + 2).trim() };
  const left = body.indexOf('<-');
  if (left !== -1) return { text: body.slice(left + 2), target: body.slice(0, left).trim() };
  return { text: body, target: body.trim() };
}

/** The string arguments of a macro or insert (`"a", "b"` or `"a" "b"`); null if any is not a string. */
function stringArguments(text: string): string[] | null {
  const tokens = tokenize(text);
  if (!tokens) return null;
  const strings = tokens.filter((token) => token.text !== ',');
  return strings.every((token) => token.kind === 'string')
    ? strings.map((token) => stringValue(token.text))
    : null;
}

/**
 * Index just past the `close` that balances the `open` at `start`. Inside
 * parentheses (a macro's or insert's arguments) quoted strings are skipped;
 * in a hook's brackets quotes are text, and only the macros in it are.
 */
function balancedEnd(text: string, start: number, open: string, close: string): number {
  let depth = 0;
  for (let index = start; index < text.length; index++) {
    const character = text[index];
    if (open !== '[' && (character === '"' || character === "'")) {
      index = quoteEnd(text, index);
      continue;
    }
    if (
      open === '[' &&
      character === '(' &&
      /^\([A-Za-z][\w-]*:/.test(text.slice(index, index + 40))
    ) {
      const end = balancedEnd(text, index, '(', ')');
      if (end !== -1) index = end - 1;
      continue;
    }
    if (character === open) depth++;
    else if (character === close && --depth === 0) return index + 1;
  }
  return -1;
}

const metaComment = /^\s*(?:\/\*|<!--)\s?(.*?): (.*?)\s?(?:\*\/|-->)\\?\s*$/;

function sugarCubeBody(text: string, ours: boolean, losses: Losses): Body {
  const body: Body = { meta: [], sets: [], lines: [], links: [], gotos: [], defaults: [] };
  const conditions: (Condition | null)[] = [];
  let linkDepth = 0;
  /** The conjunction of the open `<<if>>`s; undefined when one is not understood. */
  const condition = (): Condition | null | undefined => {
    if (conditions.length === 0) return null;
    if (conditions.length === 1) return conditions[0] ?? undefined;
    const all: Comparison[] = [];
    for (const item of conditions) {
      if (!item || !('all' in item)) return undefined;
      all.push(...item.all);
    }
    return { all };
  };
  const addLink = (text: string, target: string) => {
    const current = condition();
    if (current === undefined) losses.add('tweeConditionDropped', `<<if>> ${target}`);
    body.links.push({ text, target, condition: current ?? null });
  };
  for (const rawLine of text.split('\n')) {
    const meta = ours ? metaComment.exec(rawLine) : null;
    if (meta) {
      body.meta.push({ name: meta[1] as string, value: meta[2] as string });
      continue;
    }
    const line = rawLine.replace(/\\$/, '');
    let shown = '';
    let conditionalShown = false;
    let index = 0;
    while (index < line.length) {
      const plain = plainEnd(line, index, /[</[]/g);
      if (plain > index) {
        if (linkDepth === 0) {
          const chunk = line.slice(index, plain);
          shown += chunk;
          conditionalShown ||= conditions.length > 0 && chunk.trim() !== '';
        }
        index = plain;
        continue;
      }
      const rest = line.slice(index);
      const nowiki = /^<nowiki>([\s\S]*?)<\/nowiki>/i.exec(rest);
      if (nowiki) {
        if (linkDepth === 0) shown += '\uE000' + (nowiki[1] as string) + '\uE001';
        index += nowiki[0].length;
        continue;
      }
      if (rest.startsWith('/*')) {
        const end = rest.indexOf('*/');
        index += end === -1 ? rest.length : end + 2;
        continue;
      }
      if (rest.startsWith('<<')) {
        const end = macroEnd(rest);
        if (end !== -1) {
          const inside = rest.slice(2, end);
          index += end + 2;
          const [, name = '', args = ''] = /^\s*(\/?[\w-]*)\s*([\s\S]*)$/.exec(inside) ?? [];
          if (linkDepth > 0) {
            if (name === '/link' || name === '/button') linkDepth--;
            else losses.add('tweeMacroUnknown', `<<link>> <<${name}>>`);
            continue;
          }
          if (name === 'set') {
            for (const part of args.split(';')) {
              const assignment = assignmentOf(part, 'sugarcube', /\s+to\s+|\s*=\s*/);
              if (assignment) body.sets.push(assignment);
              else losses.add('tweeMacroUnknown', `<<set ${part.trim()}>>`);
            }
          } else if (name === 'if') {
            const parsed = conditionOf(args, 'sugarcube');
            if (!parsed) losses.add('tweeConditionDropped', `<<if ${args.trim()}>>`);
            conditions.push(parsed);
          } else if (name === 'elseif' || name === 'else') {
            losses.add('tweeConditionDropped', `<<${name}>>`);
            conditions.pop();
            conditions.push(null);
          } else if (name === '/if') {
            conditions.pop();
          } else if (name === 'link' || name === 'button') {
            const markup = /^\s*\[\[([\s\S]*)\]\]\s*$/.exec(args);
            const strings = markup ? null : stringArguments(args);
            if (markup) {
              const link = linkOf(markup[1] as string, losses);
              addLink(link.text, link.target);
            } else if (strings && strings.length === 2) {
              addLink(strings[0] as string, strings[1] as string);
            } else {
              losses.add('tweeMacroUnknown', `<<${name} ${args.trim()}>>`);
            }
            linkDepth++;
          } else if (name === 'goto') {
            const markup = /^\s*\[\[([\s\S]*)\]\]\s*$/.exec(args);
            const strings = markup ? null : stringArguments(args);
            if (markup) body.gotos.push(linkOf(markup[1] as string, losses).target);
            else if (strings?.length === 1) body.gotos.push(strings[0] as string);
            else losses.add('tweeMacroUnknown', `<<goto ${args.trim()}>>`);
          } else if (!['nobr', '/nobr', 'silently', '/silently'].includes(name)) {
            losses.add('tweeMacroUnknown', `<<${name}>>`);
          }
          continue;
        }
      }
      if (rest.startsWith('[[')) {
        const end = rest.indexOf(']]');
        if (end !== -1) {
          index += end + 2;
          if (linkDepth > 0) continue;
          const link = linkOf(rest.slice(2, end), losses);
          addLink(link.text, link.target);
          continue;
        }
      }
      if (linkDepth === 0) {
        shown += line[index];
        conditionalShown ||= conditions.length > 0 && line[index] !== ' ';
      }
      index++;
    }
    addShown(
      body,
      decodedOutsideVerbatim(shown),
      conditionalShown || conditions.length > 0,
      losses,
    );
  }
  return body;
}

/** Where `>>` closes the macro `rest` opens, past quoted strings; -1 when it does not. */
function macroEnd(rest: string): number {
  for (let index = 2; index < rest.length; index++) {
    const character = rest[index];
    if (character === '"' || character === "'") index = quoteEnd(rest, index);
    else if (character === '>' && rest[index + 1] === '>') return index;
  }
  return -1;
}

/** The index of the quote closing the string opened at `start` (backslash escapes skipped). */
function quoteEnd(text: string, start: number): number {
  const quote = text[start];
  for (let index = start + 1; index < text.length; index++) {
    if (text[index] === '\\') index++;
    else if (text[index] === quote) return index;
  }
  return text.length;
}

/** Where the plain text from `from` ends: at the next character that may open markup. */
function plainEnd(text: string, from: number, openers: RegExp): number {
  openers.lastIndex = from;
  return openers.exec(text)?.index ?? text.length;
}

/** Text marked verbatim is between \uE000 and \uE001; the rest shows entities as characters. */
function decodedOutsideVerbatim(shown: string): string {
  return shown
    .split(/(\uE000[\s\S]*?\uE001)/)
    .map((part) => (part.startsWith('\uE000') ? part.slice(1, -1) : entitiesDecoded(part)))
    .join('');
}

function addShown(body: Body, shown: string, conditional: boolean, losses: Losses): void {
  for (const line of shown.split('\n')) {
    const trimmed = line.trim();
    if (trimmed === '') continue;
    if (conditional) losses.add('tweeConditionDropped', trimmed);
    body.lines.push(trimmed);
  }
}

function harloweBody(text: string, ours: boolean, losses: Losses): Body {
  const body: Body = { meta: [], sets: [], lines: [], links: [], gotos: [], defaults: [] };
  const scan = (source: string, condition: Condition | null, conditional: boolean) => {
    let shown = '';
    let index = 0;
    const flush = () => {
      addShown(body, decodedOutsideVerbatim(shown), conditional, losses);
      shown = '';
    };
    while (index < source.length) {
      const plain = plainEnd(source, index, /[<`[(]/g);
      if (plain > index) {
        shown += source.slice(index, plain);
        index = plain;
        continue;
      }
      const rest = source.slice(index);
      if (rest.startsWith('<!--')) {
        const end = rest.indexOf('-->');
        const comment = end === -1 ? rest : rest.slice(0, end + 3);
        const meta = ours ? metaComment.exec(comment) : null;
        if (meta) body.meta.push({ name: meta[1] as string, value: meta[2] as string });
        index += comment.length;
        continue;
      }
      const verbatim = /^(`+)([\s\S]*?)\1/.exec(rest);
      if (verbatim) {
        shown += '\uE000' + (verbatim[2] as string) + '\uE001';
        index += verbatim[0].length;
        continue;
      }
      if (rest.startsWith('[[')) {
        const end = rest.indexOf(']]');
        if (end !== -1) {
          const link = linkOf(rest.slice(2, end), losses);
          body.links.push({ text: entitiesDecoded(link.text), target: link.target, condition });
          if (conditional && condition === null) losses.add('tweeConditionDropped', link.target);
          index += end + 2;
          continue;
        }
      }
      const macro = /^\(([A-Za-z][\w-]*):/.exec(rest);
      if (macro) {
        const end = balancedEnd(rest, 0, '(', ')');
        if (end !== -1) {
          const name = (macro[1] as string).toLowerCase();
          const args = rest.slice(macro[0].length, end - 1);
          index += end;
          const hookStart = /^\s*\[/.exec(source.slice(index));
          let hook: string | null = null;
          const after = source.slice(index).trimStart();
          // `(if: …)[[[link]]]` is a hook holding a link; `(…)[[link]]` no hook.
          if (hookStart && (!after.startsWith('[[') || after.startsWith('[[['))) {
            const open = index + hookStart[0].length - 1;
            const close = balancedEnd(source, open, '[', ']');
            if (close !== -1) {
              hook = source.slice(open + 1, close - 1);
              index = close;
            }
          }
          flush();
          if (name === 'set' || name === 'put') {
            for (const part of splitArguments(args)) {
              const assignment =
                name === 'set' ? assignmentOf(part, 'harlowe', /\s+to\s+/) : swappedPut(part);
              if (assignment) body.sets.push(assignment);
              else losses.add('tweeMacroUnknown', `(${name}: ${part.trim()})`);
            }
          } else if (name === 'if' && hook !== null) {
            const parsed = conditionOf(args, 'harlowe');
            if (!parsed || condition !== null)
              losses.add('tweeConditionDropped', `(if: ${args.trim()})`);
            scan(hook, parsed && condition === null ? parsed : null, true);
            hook = null;
          } else if (name === 'link-goto' || name === 'goto') {
            const strings = stringArguments(args);
            if (name === 'goto' && strings?.length === 1) body.gotos.push(strings[0] as string);
            else if (
              name === 'link-goto' &&
              strings &&
              strings.length >= 1 &&
              strings.length <= 2
            ) {
              const target = strings[strings.length - 1] as string;
              body.links.push({ text: entitiesDecoded(strings[0] as string), target, condition });
              if (conditional && condition === null) losses.add('tweeConditionDropped', target);
            } else losses.add('tweeMacroUnknown', `(${name}: ${args.trim()})`);
          } else if (name === 'else' || name === 'else-if' || name === 'unless') {
            losses.add('tweeConditionDropped', `(${name}:)`);
            if (hook !== null) scan(hook, null, true);
            hook = null;
          } else {
            losses.add('tweeMacroUnknown', `(${name}:)`);
          }
          if (hook !== null) scan(hook, condition, conditional);
          continue;
        }
      }
      shown += source[index];
      index++;
    }
    flush();
  };
  scan(text, null, false);
  return body;
}

/** Harlowe's `(put: 5 into $x)`. */
function swappedPut(part: string): Assignment | null {
  const match = /^([\s\S]*)\s+into\s+([\s\S]*)$/.exec(part);
  return match ? assignmentOf(`${match[2]} to ${match[1]}`, 'harlowe', /\s+to\s+/) : null;
}

function splitArguments(args: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let index = 0; index < args.length; index++) {
    const character = args[index];
    if (character === '"' || character === "'") index = quoteEnd(args, index);
    else if (character === '(') depth++;
    else if (character === ')') depth--;
    else if (character === ',' && depth === 0) {
      parts.push(args.slice(start, index));
      start = index + 1;
    }
  }
  parts.push(args.slice(start));
  return parts.filter((part) => part.trim() !== '');
}

function chapbookBody(text: string, ours: boolean, losses: Losses): Body {
  const body: Body = { meta: [], sets: [], lines: [], links: [], gotos: [], defaults: [] };
  let lines = text.split('\n');
  const separator = lines.findIndex((line) => line.trim() === '--');
  if (separator !== -1) {
    for (const line of lines.slice(0, separator)) {
      if (line.trim() === '') continue;
      const match = /^\s*([$_A-Za-z][\w$.]*)\s*(?:\((.*?)\))?\s*:\s*(.*)$/.exec(line);
      if (!match) {
        losses.add('tweeMacroUnknown', line.trim());
        continue;
      }
      const [, name = '', guard, value = ''] = match;
      const assignment = assignmentOf(`${name}: ${value}`, 'chapbook', /:\s*/);
      if (!assignment) losses.add('tweeMacroUnknown', line.trim());
      else if (guard === undefined) body.sets.push(assignment);
      else if (isFirstVisitGuard(guard, name)) body.defaults.push(assignment);
      else losses.add('tweeConditionDropped', line.trim());
    }
    lines = lines.slice(separator + 1);
  }
  let condition: Condition | null = null;
  let conditional = false;
  for (const line of lines) {
    const meta = ours ? metaComment.exec(line) : null;
    if (meta) {
      body.meta.push({ name: meta[1] as string, value: meta[2] as string });
      continue;
    }
    const modifier = /^\s*\[([^[\]]*)\]\s*$/.exec(line);
    if (modifier) {
      const inside = (modifier[1] as string).trim();
      const ifMatch = /^if\s+([\s\S]+)$/.exec(inside);
      if (ifMatch) {
        condition = conditionOf(ifMatch[1] as string, 'chapbook');
        conditional = true;
        if (!condition) losses.add('tweeConditionDropped', `[${inside}]`);
      } else if (/^(continue|cont'?d?)$/i.test(inside)) {
        condition = null;
        conditional = false;
      } else {
        if (/^(else|unless\b)/.test(inside)) losses.add('tweeConditionDropped', `[${inside}]`);
        else losses.add('tweeMacroUnknown', `[${inside.split(/\s/)[0]}]`);
        condition = null;
        conditional = /^(else|unless\b)/.test(inside);
      }
      continue;
    }
    let shown = '';
    let index = 0;
    const link = (text: string, target: string) => {
      body.links.push({ text: entitiesDecoded(text), target, condition });
      if (conditional && condition === null) losses.add('tweeConditionDropped', target);
    };
    while (index < line.length) {
      const plain = plainEnd(line, index, /[<[{]/g);
      if (plain > index) {
        shown += line.slice(index, plain);
        index = plain;
        continue;
      }
      const rest = line.slice(index);
      if (rest.startsWith('<!--')) {
        const end = rest.indexOf('-->');
        index += end === -1 ? rest.length : end + 3;
        continue;
      }
      if (rest.startsWith('[[')) {
        const end = rest.indexOf(']]');
        if (end !== -1) {
          const parsed = linkOf(rest.slice(2, end), losses);
          link(parsed.text, entitiesDecoded(parsed.target));
          index += end + 2;
          continue;
        }
      }
      if (rest.startsWith('{')) {
        const end = balancedEnd(rest, 0, '{', '}');
        if (end !== -1) {
          const insert = rest.slice(1, end - 1).trim();
          index += end;
          const linkTo = /^link to\s*:\s*([\s\S]*)$/i.exec(insert);
          const parsed = linkTo ? insertLink(linkTo[1] as string) : null;
          if (parsed) link(parsed.label ?? parsed.target, parsed.target);
          else
            losses.add(
              'tweeMacroUnknown',
              `{${insert.split(/[:\s]/)[0] ?? ''}${insert.includes(' link') ? ' link' : ''}}`,
            );
          continue;
        }
      }
      shown += line[index];
      index++;
    }
    addShown(body, entitiesDecoded(shown), conditional, losses);
  }
  return body;
}

/** `{link to: 'Target', label: 'text'}`'s arguments. */
function insertLink(args: string): { target: string; label?: string } | null {
  const match =
    /^\s*("(?:\\.|[^"\\])*"|'(?:\\.|[^'\\])*')\s*(?:,\s*label\s*:\s*("(?:\\.|[^"\\])*"|'(?:\\.|[^'\\])*'))?\s*$/.exec(
      args,
    );
  if (!match) return null;
  const target = stringValue(match[1] as string);
  return match[2] !== undefined ? { target, label: stringValue(match[2]) } : { target };
}

function isFirstVisitGuard(guard: string, name: string): boolean {
  const compact = guard.replace(/\s+/g, ' ').trim();
  return (
    compact === `typeof ${name} === 'undefined'` ||
    compact === `typeof ${name} === "undefined"` ||
    compact === `${name} === undefined`
  );
}

/* ---------- the file ---------- */

const sugarCubeSpecial = new Set(sugarCubeSpecialPassages);
const skippedTags = new Set(['script', 'stylesheet', 'widget', 'Twine.private', 'Twine.image']);
const harloweSkippedTags = new Set([
  'startup',
  'header',
  'footer',
  'debug-startup',
  'debug-header',
  'debug-footer',
]);
const ourTags = new Set(['text', 'character', 'custom']);

export function importTwee(source: string, options: TweeImportOptions = {}): TweeImportResult {
  const passages = tweePassages(source);
  if (!passages) return refuse('tweeNotTwee');
  const losses = new Losses();

  const storyDataPassage = passages.find((passage) => passage.name === 'StoryData');
  let storyData: Record<string, unknown> = {};
  if (storyDataPassage) {
    try {
      const parsed: unknown = JSON.parse(storyDataPassage.text);
      if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed))
        return refuse('tweeStoryDataInvalid');
      storyData = parsed as Record<string, unknown>;
    } catch {
      return refuse('tweeStoryDataInvalid');
    }
  }
  let format = options.format ?? tweeFormatOf(storyData.format);
  if (!format) {
    if (typeof storyData.format === 'string' && storyData.format.trim() !== '')
      return refuse('tweeFormatUnsupported', storyData.format.slice(0, 100));
    format = guessedFormat(passages);
  }
  const title = passages.find((passage) => passage.name === 'StoryTitle')?.text.trim() ?? '';

  const problems: TweeImportProblem[] = [];
  const seen = new Set<string>();
  for (const passage of passages) {
    if (seen.has(passage.name))
      problems.push({ code: 'tweePassageDuplicated', resourceId: passage.name });
    seen.add(passage.name);
  }
  if (problems.length > 0) return { ok: false, problems };

  const initPassages: TweePassage[] = [];
  const story: TweePassage[] = [];
  for (const passage of passages) {
    if (passage.name === 'StoryTitle' || passage.name === 'StoryData') continue;
    const isInit =
      (format === 'sugarcube' && passage.name === 'StoryInit') ||
      (format === 'harlowe' && passage.tags.includes('startup'));
    if (isInit) initPassages.push(passage);
    else if (
      passage.tags.some((tag) => skippedTags.has(tag)) ||
      (format === 'harlowe' && passage.tags.some((tag) => harloweSkippedTags.has(tag))) ||
      (format === 'sugarcube' && sugarCubeSpecial.has(passage.name))
    )
      losses.add('tweePassageSkipped', passage.name);
    else story.push(passage);
  }
  if (story.length === 0) return refuse('tweeNoPassages');

  const read = (passage: TweePassage) => {
    const ours = passage.tags.some((tag) => ourTags.has(tag));
    if (format === 'sugarcube') return sugarCubeBody(passage.text, ours, losses);
    if (format === 'harlowe') return harloweBody(passage.text, ours, losses);
    return chapbookBody(passage.text, ours, losses);
  };
  const defaults = new Map<string, Literal>();
  for (const passage of initPassages) {
    const body = read(passage);
    for (const assignment of body.sets)
      if (assignment.operation === 'set') defaults.set(assignment.name, assignment.value);
    if (body.lines.length > 0 || body.links.length > 0)
      losses.add('tweePassageSkipped', passage.name);
  }
  const bodies = new Map(story.map((passage) => [passage, read(passage)]));
  for (const body of bodies.values())
    for (const assignment of body.defaults)
      if (!defaults.has(assignment.name)) defaults.set(assignment.name, assignment.value);

  const byName = new Map(story.map((passage) => [passage.name, passage]));
  const startName =
    typeof storyData.start === 'string' && storyData.start !== '' ? storyData.start : 'Start';
  if (!byName.has(startName)) return refuse('tweeStartMissing', startName.slice(0, 100));

  // An empty `end` passage is where our exporter sends choices that end the dialog.
  const endings = new Set(
    story
      .filter((passage) => {
        const body = bodies.get(passage) as Body;
        return (
          passage.name !== startName &&
          passage.tags.includes('end') &&
          body.lines.length === 0 &&
          body.links.length === 0 &&
          body.sets.length === 0 &&
          body.gotos.length === 0
        );
      })
      .map((passage) => passage.name),
  );
  const ids = nodeIds(story.filter((passage) => !endings.has(passage.name)));
  const targetOf = (from: string, target: string): string | null => {
    if (endings.has(target)) return null;
    const id = ids.get(target);
    if (id === undefined)
      problems.push({
        code: 'tweePassageMissing',
        resourceId: `${from} → ${target}`.slice(0, 200),
      });
    return id ?? null;
  };

  const types = new Map<string, VariableType>();
  const typed = (name: string, type: VariableType) => {
    if (!types.has(name)) types.set(name, type);
  };
  for (const [name, literal] of defaults) typed(name, literal.type);
  const continueLabels = new Set(
    (options.continueLabels ?? defaultContinueLabels).map((label) => label.trim().toLowerCase()),
  );
  const metaValues = new Map<string, string[]>();
  const speakers = new Map<string, DialogDocumentRef>();
  const nodes: DialogNode[] = [];
  const positioned = story.filter((passage) => positionOf(passage) !== null).length;
  let unplaced = 0;

  for (const passage of story) {
    if (endings.has(passage.name)) continue;
    const body = bodies.get(passage) as Body;
    for (const tag of passage.tags)
      if (!ourTags.has(tag) && !(tag === 'end' && endings.has(passage.name)))
        losses.add('tweeTagDropped', tag);
    for (const assignment of body.sets) typed(assignment.name, assignment.value.type);
    const onEnter = body.sets.map((assignment): VariableAssignment => ({
      variableId: assignment.name,
      operation: assignment.operation,
      value: assignment.value.value,
    }));
    const conditionsOf = (comparisons: Comparison[]) =>
      comparisons.map((comparison): VariableCondition => {
        typed(comparison.name, comparison.value.type);
        return {
          variableId: comparison.name,
          operator: comparison.operator,
          value: comparison.value.value,
        };
      });

    let nextId: string | null = null;
    if (body.gotos.length > 0) {
      nextId = targetOf(passage.name, body.gotos[0] as string);
      for (const extra of body.gotos.slice(1)) losses.add('tweeMacroUnknown', `goto ${extra}`);
    }
    let links = body.links;
    const guarded = links.findIndex(
      (link) =>
        link.condition !== null &&
        'noneOf' in link.condition &&
        sameGroups(
          link.condition.noneOf,
          links.filter((other) => other !== link).map((other) => other.condition),
        ),
    );
    const lone =
      links.length === 1 &&
      links[0]?.condition === null &&
      continueLabels.has((links[0]?.text ?? '').trim().toLowerCase());
    if (body.gotos.length === 0 && (guarded !== -1 || lone)) {
      const next = links[lone ? 0 : guarded] as Link;
      nextId = targetOf(passage.name, next.target);
      links = links.filter((link) => link !== next);
    }
    const choices: DialogChoice[] = links.map((link, index) => {
      let conditions: VariableCondition[] = [];
      if (link.condition && 'all' in link.condition) conditions = conditionsOf(link.condition.all);
      else if (link.condition) losses.add('tweeConditionDropped', link.target);
      return {
        id: `c${index + 1}`,
        text: link.text
          .replace(/\u200b/g, '')
          .replace(/\s+/g, ' ')
          .trim(),
        conditions,
        targetId: targetOf(passage.name, link.target),
      };
    });

    let kind: DialogNode['kind'] = passage.tags.includes('custom')
      ? 'custom'
      : passage.tags.includes('character')
        ? 'character'
        : 'text';
    let lines = body.lines;
    let speakerId: string | null = null;
    if (kind === 'character') {
      const first = lines[0] ?? '';
      const colon = first.indexOf(': ');
      if (colon > 0) {
        const speaker = first.slice(0, colon);
        const prefix = `${speaker}: `;
        lines = lines.map((line) => (line.startsWith(prefix) ? line.slice(prefix.length) : line));
        speakerId = speaker;
        speakers.set(speaker, { id: speaker, name: speaker });
      } else if (lines.length > 0) kind = 'text';
    }
    for (const { name, value } of body.meta)
      metaValues.set(name, [...(metaValues.get(name) ?? []), value]);
    const position = positionOf(passage) ?? {
      x: 320 * (unplaced % 8),
      y: 180 * (Math.floor(unplaced++ / 8) + (positioned > 0 ? 40 : 0)),
    };
    nodes.push({
      id: ids.get(passage.name) as string,
      kind,
      text: lines.join('\n'),
      speakerId,
      meta: uniqueMeta(body.meta),
      onEnter,
      choices,
      nextId,
      position,
    });
  }
  if (problems.length > 0) return { ok: false, problems: problems.slice(0, 50) };

  const variables: DialogVariable[] = [...types].map(([name, type]) => ({
    id: name,
    name,
    type,
    commentary: '',
    defaultValue:
      defaults.get(name)?.value ?? (type === 'boolean' ? 'false' : type === 'integer' ? '0' : ''),
  }));
  const metaSchema: MetaSchemaDefinition[] = [...metaValues].map(([name, values]) => ({
    id: name,
    name,
    type: values.every(isIntegerValue) ? 'integer' : 'text',
    commentary: '',
  }));
  const graph: DialogGraph = {
    version: dialogGraphVersion,
    startNodeId: ids.get(startName) ?? null,
    nodes,
  };
  const fits = dialogGraph.safeParse(graph).success && graphIntegrityProblems(graph).length === 0;
  if (!fits) return refuse('notADialog');
  return {
    ok: true,
    graph,
    kind: 'branching',
    name: title,
    format,
    variables,
    metaSchema,
    documents: [...speakers.values()],
    losses: losses.report(),
  };
}

function refuse(code: TweeImportCode, resourceId?: string): TweeImportResult {
  return { ok: false, problems: [resourceId !== undefined ? { code, resourceId } : { code }] };
}

/** Without StoryData's format: SugarCube's macros, Harlowe's, Chapbook's vars or modifiers; Harlowe (Twine's default) otherwise. */
function guessedFormat(passages: readonly TweePassage[]): TweeFormat {
  const all = passages.map((passage) => passage.text).join('\n');
  if (/<<\/?[a-z]/i.test(all)) return 'sugarcube';
  if (/\((set|if|link-goto|goto|put|print):/i.test(all)) return 'harlowe';
  if (/^--$/m.test(all) || /^\[(if|unless|continue)\b/m.test(all) || /\{link to:/.test(all))
    return 'chapbook';
  return 'harlowe';
}

/** Passage names as node ids: the name itself, or cut to an id's length and made unique. */
function nodeIds(passages: readonly TweePassage[]): Map<string, string> {
  const ids = new Map<string, string>();
  const taken = new Set(
    passages
      .map((passage) => passage.name)
      .filter((name) => name.length <= dialogLimits.maxIdLength && name !== ''),
  );
  for (const passage of passages) {
    if (passage.name.length <= dialogLimits.maxIdLength && passage.name !== '') {
      ids.set(passage.name, passage.name);
      continue;
    }
    const base = (passage.name || 'passage').slice(0, dialogLimits.maxIdLength - 6);
    let id = base;
    for (let counter = 2; taken.has(id); counter++) id = `${base}~${counter}`;
    taken.add(id);
    ids.set(passage.name, id);
  }
  return ids;
}

function positionOf(passage: TweePassage): { x: number; y: number } | null {
  const position = passage.metadata.position;
  if (typeof position !== 'string') return null;
  const match = /^\s*(-?\d+(?:\.\d+)?)\s*,\s*(-?\d+(?:\.\d+)?)\s*$/.exec(position);
  return match ? { x: Number(match[1]), y: Number(match[2]) } : null;
}

function uniqueMeta(meta: readonly { name: string; value: string }[]): DialogNode['meta'] {
  const byName = new Map<string, string>();
  for (const { name, value } of meta) byName.set(name, value);
  return [...byName].map(([schemaId, value]) => ({ schemaId, value }));
}

const comparisonKey = (comparison: Comparison) =>
  JSON.stringify([comparison.name, comparison.operator, comparison.value.value]);

/** Whether `groups` are exactly the other links' conditions (each a non-empty conjunction). */
function sameGroups(groups: Comparison[][], others: (Condition | null)[]): boolean {
  if (others.length === 0 || groups.length !== others.length) return false;
  const keys = (comparisons: Comparison[]) => comparisons.map(comparisonKey).join('&');
  const wanted = groups.map(keys).sort();
  const have: string[] = [];
  for (const other of others) {
    if (!other || !('all' in other) || other.all.length === 0) return false;
    have.push(keys(other.all));
  }
  have.sort();
  return wanted.every((key, index) => key === have[index]);
}
