import { dialogGraph, dialogGraphVersion, lineIdPattern } from './dialog-graph';
import type {
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

/**
 * Reads a Yarn Spinner 2 file (`.yarn`) as a branching dialog. Each Yarn node
 * becomes a dialog node whose id is its title; a body that needs more than
 * one of our nodes (lines of another speaker, a `<<set>>` between lines, text
 * after options, an `<<if>>`) continues in nodes `${title}_2`, `…_3`.
 *
 * - `Name: text` is a character's line (the name is matched with the world's
 *   documents by the server); consecutive lines of one speaker make one node's
 *   text, one line each. A line whose first `:` is escaped has no speaker.
 * - `<<set>>` of a literal, or of the variable plus or minus a whole number,
 *   is an assignment on entering the next node; `<<declare>>` gives a
 *   variable its type and default (undeclared ones get them from their use).
 * - `->` options (nested at any depth) are the choices of the node before
 *   them; `<<if …>>` after an option is its condition when it is a
 *   conjunction of comparisons of a variable with a literal. Where a Yarn
 *   runner goes on after an option's body, the choice's path does too; the
 *   node's next node is what follows the options, which our player takes when
 *   no choice is offered.
 * - `<<jump T>>` leads to node T, `<<stop>>` and the end of a node end the dialog.
 * - Our model has no branching without a step of the player, so an
 *   `<<if>>/<<elseif>>/<<else>>` block becomes nodes without text whose one
 *   choice (the condition as its text) leads into the branch, and whose next
 *   node is the next branch: reported as `ifAsChoice`.
 * - The node named `Start` starts the dialog (the first node when there is
 *   none, reported). `position: x,y` places a node; other headers, except
 *   Yarn's own (`tags`, `color`…), are meta schema fields of the world.
 *
 * - A line's or option's `#line:` tag is kept as its line id, so that a Yarn
 *   project's translations and voice-over still match; a second line of a
 *   node keeps the node's id (`#line:<id>.2` as our export writes it) or is
 *   reported, and so is an id a line before already holds.
 *
 * What the model cannot hold is listed in `losses` (line tags, other
 * commands, conditions and assignments of other expressions, markup), never
 * dropped silently; a file that would not make a consistent dialog is refused
 * with its problems.
 */
export const yarnImportCodes = [
  /** Nothing in the file looks like a Yarn node (`title:` … `---` … `===`). */
  'yarnNotYarn',
  /** The file holds no node at all. */
  'yarnNoNodes',
  /** A node's headers lack `title:`. */
  'yarnTitleMissing',
  /** Two nodes have the same title. */
  'yarnTitleDuplicated',
  /** A node's body does not end with `===`. */
  'yarnNodeUnclosed',
  /** `<<jump>>` to a title no node has. */
  'yarnJumpMissing',
  /** `<<if>>` without its `<<endif>>`. */
  'yarnIfUnclosed',
  /** `<<elseif>>`, `<<else>>` or `<<endif>>` without an `<<if>>`. */
  'yarnIfUnexpected',
  /** The ids or sizes do not fit a dialog (titles over 64 characters, past the limits). */
  'notADialog',
] as const;
export type YarnImportCode = (typeof yarnImportCodes)[number];

export interface YarnImportProblem {
  code: YarnImportCode;
  /** The node title or `line N` at fault. */
  resourceId?: string;
}

export const yarnLossCodes = [
  /** Hashtags other than a line's first `#line:` id: the model has no place for them. */
  'lineTagDropped',
  /** A `#line:` id an earlier line already holds: the later line gets an id of its own. */
  'lineIdDuplicated',
  /** Commands other than set, declare, jump, stop and if. */
  'commandDropped',
  /** Conditions other than comparisons of a variable with a literal: the choice is always offered. */
  'conditionDropped',
  /** `<<set>>` or `<<declare>>` of an expression the model cannot hold. */
  'assignmentDropped',
  /** `<<if>>` blocks played as a choice of the player. */
  'ifAsChoice',
  /** Markup removed and inline expressions kept as text. */
  'markupDropped',
  /** Node headers of Yarn's own (`tags`, `color`…) and file tags. */
  'headerDropped',
  /** No node is titled `Start`: the first node starts the dialog. */
  'startGuessed',
] as const;
export type YarnLossCode = (typeof yarnLossCodes)[number];

export interface YarnImportLoss {
  code: YarnLossCode;
  count: number;
  examples: string[];
}

export interface YarnImported {
  ok: true;
  graph: DialogGraph;
  kind: 'branching';
  name: string;
  variables: DialogVariable[];
  metaSchema: MetaSchemaDefinition[];
  documents: DialogDocumentRef[];
  losses: YarnImportLoss[];
}

export type YarnImportResult = YarnImported | { ok: false; problems: YarnImportProblem[] };

/** Headers Yarn Spinner gives a meaning of its own; everything else is a meta field. */
const yarnHeaders = ['tags', 'color', 'group', 'style', 'tracking', 'when'];

export function importYarn(text: string): YarnImportResult {
  const reader = new YarnReader();
  return reader.read(text.replace(/^\uFEFF/, ''));
}

interface RawNode {
  title: string;
  headers: { key: string; value: string }[];
  body: BodyLine[];
  line: number;
}

interface BodyLine {
  indent: number;
  content: string;
  line: number;
}

type Statement =
  | { kind: 'line'; speaker: string | null; text: string; lineTag: string | null }
  | { kind: 'options'; options: YarnOption[] }
  | { kind: 'set'; assignment: VariableAssignment }
  | { kind: 'jump'; target: string }
  | { kind: 'stop' }
  | { kind: 'if'; branches: { condition: string; body: Statement[] }[]; otherwise: Statement[] };

interface YarnOption {
  text: string;
  condition: string | null;
  /** The id of its `#line:` tag. */
  lineTag: string | null;
  body: Statement[];
}

/** Where a path goes on: each function sets a `nextId` or a choice's `targetId`. */
type Exit = (targetId: string) => void;

interface Flow {
  open: Exit[];
  /** The node lines may still be added to, while nothing came after it. */
  current: DialogNode | null;
  sets: VariableAssignment[];
}

interface Head {
  title: string;
  meta: DialogNode['meta'];
  position: DialogNode['position'] | null;
  created: boolean;
  count: number;
  node: DialogNode | null;
}

class YarnReader {
  private readonly problems: YarnImportProblem[] = [];
  private readonly losses = new Map<YarnLossCode, { count: number; examples: Set<string> }>();
  private readonly variables = new Map<string, DialogVariable>();
  private readonly speakers = new Map<string, DialogDocumentRef>();
  private readonly nodes: DialogNode[] = [];
  private readonly ids = new Set<string>();
  private readonly jumps: { target: string; from: string }[] = [];
  private readonly lineIds = new Set<string>();
  private unplaced = 0;

  read(text: string): YarnImportResult {
    const raw = this.split(text);
    if (this.problems.length > 0) return { ok: false, problems: this.problems };
    if (raw.length === 0) {
      const code = text.trim() === '' ? 'yarnNoNodes' : 'yarnNotYarn';
      return { ok: false, problems: [{ code }] };
    }
    const titles = new Set<string>();
    for (const node of raw) {
      if (titles.has(node.title)) {
        this.problems.push({ code: 'yarnTitleDuplicated', resourceId: node.title });
      }
      titles.add(node.title);
    }
    if (this.problems.length > 0) return { ok: false, problems: this.problems };
    for (const title of titles) this.ids.add(title);

    const metaSchema = this.metaSchemaOf(raw);
    const bodies = raw.map((node) => this.parseBody(node));
    if (this.problems.length > 0) return { ok: false, problems: this.problems };
    raw.forEach((node, index) => this.compileNode(node, bodies[index] ?? []));
    for (const jump of this.jumps) {
      if (!titles.has(jump.target)) {
        this.problems.push({ code: 'yarnJumpMissing', resourceId: jump.target });
      }
    }
    if (this.problems.length > 0) return { ok: false, problems: this.problems };

    const start = titles.has('Start') ? 'Start' : (raw[0]?.title ?? null);
    if (start !== 'Start' && start !== null) this.lose('startGuessed', start);
    const graph: DialogGraph = {
      version: dialogGraphVersion,
      startNodeId: start,
      nodes: this.nodes,
    };
    const fits = dialogGraph.safeParse(graph).success && graphIntegrityProblems(graph).length === 0;
    if (!fits) return { ok: false, problems: [{ code: 'notADialog' }] };
    return {
      ok: true,
      graph,
      kind: 'branching',
      name: '',
      variables: [...this.variables.values()],
      metaSchema,
      documents: [...this.speakers.values()],
      losses: [...this.losses].map(([code, { count, examples }]) => ({
        code,
        count,
        examples: [...examples],
      })),
    };
  }

  private lose(code: YarnLossCode, example: string): void {
    const loss = this.losses.get(code) ?? { count: 0, examples: new Set<string>() };
    loss.count++;
    if (loss.examples.size < 5) loss.examples.add(example.slice(0, 100));
    this.losses.set(code, loss);
  }

  /** The file as nodes: headers up to `---`, the body up to `===`. */
  private split(text: string): RawNode[] {
    const lines = text.split(/\r\n|\r|\n/);
    const nodes: RawNode[] = [];
    let headers: RawNode['headers'] = [];
    let body: BodyLine[] | null = null;
    let title: string | null = null;
    let startLine = 0;
    let foreign = false;
    lines.forEach((line, index) => {
      // One line that is not Yarn says enough; the rest of such a file is not listed.
      if (foreign) return;
      const trimmed = line.trim();
      if (body !== null) {
        if (/^===\s*(\/\/.*)?$/.test(trimmed)) {
          nodes.push({ title: title ?? '', headers, body, line: startLine });
          body = null;
          headers = [];
          title = null;
        } else if (trimmed !== '' && !trimmed.startsWith('//')) {
          body.push({ indent: indentOf(line), content: trimmed, line: index + 1 });
        }
        return;
      }
      if (trimmed === '' || trimmed.startsWith('//')) return;
      if (trimmed === '---') {
        if (title === null) {
          this.problems.push({ code: 'yarnTitleMissing', resourceId: `line ${index + 1}` });
        }
        body = [];
        return;
      }
      if (trimmed.startsWith('#') && headers.length === 0) {
        this.lose('headerDropped', trimmed);
        return;
      }
      const header = /^([A-Za-z_][\w.-]*)\s*:(.*)$/.exec(trimmed);
      if (!header) {
        this.problems.push({ code: 'yarnNotYarn', resourceId: `line ${index + 1}` });
        foreign = true;
        return;
      }
      const key = header[1] as string;
      const value = (header[2] as string).replace(/\/\/.*$/, '').trim();
      if (headers.length === 0) startLine = index + 1;
      if (key === 'title') title = value;
      else headers.push({ key, value });
    });
    if (foreign) return nodes;
    if (body !== null || title !== null) {
      this.problems.push({ code: 'yarnNodeUnclosed', resourceId: title ?? `line ${startLine}` });
    } else if (headers.length > 0) {
      // Lines such as `Note: …` and no node: not a Yarn file.
      this.problems.push({ code: 'yarnNotYarn', resourceId: `line ${startLine}` });
    }
    return nodes;
  }

  /** Headers that are not Yarn's own become meta fields: whole numbers in every node make an integer field. */
  private metaSchemaOf(raw: RawNode[]): MetaSchemaDefinition[] {
    const values = new Map<string, string[]>();
    for (const node of raw) {
      for (const { key, value } of node.headers) {
        if (key === 'position') continue;
        if (yarnHeaders.includes(key)) {
          this.lose('headerDropped', `${key}: ${value}`);
          continue;
        }
        values.set(key, [...(values.get(key) ?? []), value]);
      }
    }
    return [...values].map(([key, list]) => ({
      id: key,
      name: key,
      type: list.every((value) => isIntegerValue(value)) ? 'integer' : 'text',
      commentary: '',
    }));
  }

  private parseBody(node: RawNode): Statement[] {
    const parser = new BodyParser(node.body, this, node.title);
    return parser.statements();
  }

  problem(problem: YarnImportProblem): void {
    this.problems.push(problem);
  }

  loss(code: YarnLossCode, example: string): void {
    this.lose(code, example);
  }

  /** The variable named (without `$`), made when first seen, typed by the literal it is used with. */
  variable(name: string, literalType: VariableType | null, declared?: string): DialogVariable {
    let variable = this.variables.get(name);
    if (!variable) {
      const type = literalType ?? 'text';
      variable = {
        id: name,
        name,
        type,
        commentary: '',
        defaultValue: declared ?? defaultOf(type),
      };
      this.variables.set(name, variable);
    } else if (declared !== undefined) {
      variable.type = literalType ?? variable.type;
      variable.defaultValue = declared;
    }
    return variable;
  }

  /** A `#line:` id as a line's explicit id, or nothing (reported) when it does not fit or is taken. */
  private lineIdOf(tag: string | null): string | undefined {
    if (tag === null) return undefined;
    if (!lineIdPattern.test(tag)) {
      this.lose('lineTagDropped', `#line:${tag}`);
      return undefined;
    }
    if (this.lineIds.has(tag)) {
      this.lose('lineIdDuplicated', `#line:${tag}`);
      return undefined;
    }
    this.lineIds.add(tag);
    return tag;
  }

  private speakerId(name: string): string {
    let speaker = this.speakers.get(name);
    if (!speaker) {
      speaker = { id: `speaker-${this.speakers.size + 1}`, name };
      this.speakers.set(name, speaker);
    }
    return speaker.id;
  }

  private compileNode(raw: RawNode, body: Statement[]): void {
    const position = raw.headers.find((header) => header.key === 'position')?.value;
    const [x, y] = (position ?? '').split(',').map((part) => Number(part.trim()));
    const head: Head = {
      title: raw.title,
      meta: raw.headers
        .filter(({ key }) => key !== 'position' && !yarnHeaders.includes(key))
        .map(({ key, value }) => ({ schemaId: key, value })),
      position:
        position !== undefined && Number.isFinite(x) && Number.isFinite(y)
          ? { x: x as number, y: y as number }
          : null,
      created: false,
      count: 0,
      node: null,
    };
    const flow: Flow = { open: [], current: null, sets: [] };
    this.compile(body, flow, head);
    if (!head.created || flow.sets.length > 0) this.createNode(flow, head, null, '');
  }

  private compile(statements: Statement[], flow: Flow, head: Head): void {
    for (const statement of statements) {
      switch (statement.kind) {
        case 'set':
          flow.sets.push(statement.assignment);
          break;
        case 'line': {
          const current = flow.current;
          const speakerId = statement.speaker !== null ? this.speakerId(statement.speaker) : null;
          if (
            current &&
            flow.sets.length === 0 &&
            current.choices.length === 0 &&
            current.speakerId === speakerId &&
            current.text !== ''
          ) {
            current.text += `\n${statement.text}`;
            // A node has one id: a later line's is reported unless it is our export's `<id>.N`.
            const tag = statement.lineTag;
            const continued =
              current.lineId !== undefined && tag?.startsWith(`${current.lineId}.`) === true;
            if (tag !== null && !continued) this.lose('lineTagDropped', `#line:${tag}`);
          } else {
            const node = this.createNode(flow, head, speakerId, statement.text);
            const lineId = this.lineIdOf(statement.lineTag);
            if (lineId !== undefined) node.lineId = lineId;
          }
          break;
        }
        case 'options': {
          const host = this.host(flow, head);
          const exits: Exit[] = [(target) => (host.nextId = target)];
          for (const option of statement.options) {
            const choice: DialogChoice = {
              id: `c${host.choices.length + 1}`,
              text: option.text,
              conditions: this.conditions(option.condition),
              targetId: null,
            };
            const lineId = this.lineIdOf(option.lineTag);
            if (lineId !== undefined) choice.lineId = lineId;
            host.choices.push(choice);
            exits.push(...this.branch(option.body, (target) => (choice.targetId = target), head));
          }
          flow.open = exits;
          flow.current = null;
          break;
        }
        case 'if': {
          const exits: Exit[] = [];
          statement.branches.forEach((branch) => {
            const host = this.createNode(flow, head, null, '');
            flow.current = null;
            this.loss('ifAsChoice', branch.condition);
            const choice = {
              id: 'c1',
              text: branch.condition,
              conditions: this.conditions(branch.condition),
              targetId: null as string | null,
            };
            host.choices.push(choice);
            exits.push(...this.branch(branch.body, (target) => (choice.targetId = target), head));
          });
          this.compile(statement.otherwise, flow, head);
          if (flow.sets.length > 0) this.createNode(flow, head, null, '');
          flow.open = [...flow.open, ...exits];
          flow.current = null;
          break;
        }
        case 'jump':
        case 'stop': {
          if (!head.created || flow.sets.length > 0) this.createNode(flow, head, null, '');
          if (statement.kind === 'jump') {
            this.jumps.push({ target: statement.target, from: head.title });
            for (const exit of flow.open) exit(statement.target);
          }
          flow.open = [];
          flow.current = null;
          // What follows in this block is never reached, in Yarn as here.
          return;
        }
      }
    }
  }

  /** A block entered through `entry` (an option's, an `<<if>>` branch's); its open ends. */
  private branch(body: Statement[], entry: Exit, head: Head): Exit[] {
    const flow: Flow = { open: [entry], current: null, sets: [] };
    this.compile(body, flow, head);
    if (flow.sets.length > 0) this.createNode(flow, head, null, '');
    return flow.open;
  }

  /** The node that takes the options: the one just said, or a new one without text. */
  private host(flow: Flow, head: Head): DialogNode {
    const current = flow.current;
    if (current && flow.sets.length === 0 && current.choices.length === 0) return current;
    return this.createNode(flow, head, null, '');
  }

  private createNode(flow: Flow, head: Head, speakerId: string | null, text: string): DialogNode {
    let id = head.title;
    if (head.created) {
      do id = `${head.title}_${++head.count + 1}`;
      while (this.ids.has(id));
    }
    this.ids.add(id);
    const first = !head.created;
    const meta = first ? head.meta : [];
    const node: DialogNode = {
      id,
      kind: speakerId !== null ? 'character' : meta.length > 0 ? 'custom' : 'text',
      text,
      speakerId,
      meta,
      onEnter: flow.sets,
      choices: [],
      nextId: null,
      position: { x: 0, y: 0 },
    };
    // Heads by their `position:` (or in a grid), what continues a node below it.
    if (first) {
      if (head.position) node.position = head.position;
      else {
        const grid = this.unplaced++;
        node.position = { x: (grid % 6) * 320, y: Math.floor(grid / 6) * 480 };
      }
      head.node = node;
    } else if (head.node) {
      node.position = { x: head.node.position.x, y: head.node.position.y + 160 * head.count };
    }
    head.created = true;
    for (const exit of flow.open) exit(id);
    flow.open = [(target) => (node.nextId = target)];
    flow.current = node;
    flow.sets = [];
    this.nodes.push(node);
    return node;
  }

  private conditions(source: string | null): VariableCondition[] {
    if (source === null) return [];
    const conditions = conditionsOf(source, this);
    if (conditions === null) {
      this.loss('conditionDropped', source);
      return [];
    }
    return conditions;
  }
}

class BodyParser {
  private index = 0;
  constructor(
    private readonly lines: BodyLine[],
    private readonly reader: YarnReader,
    private readonly title: string,
  ) {}

  statements(): Statement[] {
    const { statements, end } = this.block(null, false);
    if (end !== null) this.reader.problem({ code: 'yarnIfUnexpected', resourceId: this.title });
    return statements;
  }

  /**
   * Statements until a line indented at most `parent` (the end of an option's
   * body) or, inside an `<<if>>`, its next `elseif`/`else`/`endif` (returned).
   */
  private block(
    parent: number | null,
    inIf: boolean,
  ): { statements: Statement[]; end: { keyword: string; rest: string } | null } {
    const statements: Statement[] = [];
    while (this.index < this.lines.length) {
      const line = this.lines[this.index] as BodyLine;
      if (parent !== null && line.indent <= parent) break;
      if (line.content.startsWith('->')) {
        statements.push(this.options(line.indent));
        continue;
      }
      const scanned = line.content.startsWith('<<') ? scanLine(line.content, false) : null;
      if (scanned && scanned.text === '' && scanned.commands.length > 0) {
        this.index++;
        for (const tag of scanned.tags) this.reader.loss('lineTagDropped', `#${tag}`);
        const command = scanned.commands[0] as string;
        const [keyword = '', ...restWords] = command.split(/\s+/);
        const rest = restWords.join(' ').trim();
        if (keyword === 'elseif' || keyword === 'else' || keyword === 'endif') {
          if (inIf) return { statements, end: { keyword, rest } };
          this.reader.problem({ code: 'yarnIfUnexpected', resourceId: this.title });
          continue;
        }
        const statement = this.command(keyword, rest, command, parent);
        if (statement) statements.push(statement);
        continue;
      }
      this.index++;
      statements.push(this.line(line.content));
    }
    return { statements, end: null };
  }

  private line(content: string): Statement {
    const scanned = scanLine(content, true);
    const lineTag = this.report(scanned);
    return { kind: 'line', speaker: scanned.speaker, text: scanned.text, lineTag };
  }

  /** Reports what the line loses; its first `#line:` tag is kept, its id returned. */
  private report(scanned: ScannedLine): string | null {
    const lineTag = scanned.tags.find((tag) => tag.startsWith('line:'));
    for (const tag of scanned.tags) {
      if (tag !== lineTag) this.reader.loss('lineTagDropped', `#${tag}`);
    }
    for (const markup of scanned.markup) this.reader.loss('markupDropped', markup);
    for (const command of scanned.inlineCommands) this.reader.loss('commandDropped', command);
    return lineTag === undefined ? null : lineTag.slice('line:'.length);
  }

  private options(indent: number): Statement {
    const options: YarnOption[] = [];
    while (this.index < this.lines.length) {
      const line = this.lines[this.index] as BodyLine;
      if (line.indent !== indent || !line.content.startsWith('->')) break;
      this.index++;
      const scanned = scanLine(line.content.slice(2), false);
      let condition: string | null = null;
      for (const command of scanned.commands) {
        const match = /^if\s+([\s\S]*)$/.exec(command);
        if (match && condition === null) condition = (match[1] as string).trim();
        else scanned.inlineCommands.push(command);
      }
      const lineTag = this.report(scanned);
      const { statements } = this.block(indent, false);
      options.push({ text: scanned.text, condition, lineTag, body: statements });
    }
    return { kind: 'options', options };
  }

  private command(
    keyword: string,
    rest: string,
    command: string,
    parent: number | null,
  ): Statement | null {
    switch (keyword) {
      case 'jump':
        if (/^[^\s{}]+$/.test(rest)) return { kind: 'jump', target: rest };
        this.reader.loss('commandDropped', `<<${command}>>`);
        return { kind: 'stop' };
      case 'stop':
        return { kind: 'stop' };
      case 'set': {
        const assignment = assignmentOf(rest, this.reader);
        if (assignment) return { kind: 'set', assignment };
        this.reader.loss('assignmentDropped', `<<${command}>>`);
        return null;
      }
      case 'declare':
        if (!declare(rest, this.reader)) this.reader.loss('assignmentDropped', `<<${command}>>`);
        return null;
      case 'if': {
        const branches = [{ condition: rest, body: [] as Statement[] }];
        let otherwise: Statement[] = [];
        let inElse = false;
        for (;;) {
          const { statements, end } = this.block(parent, true);
          if (inElse) otherwise = statements;
          else (branches[branches.length - 1] as { body: Statement[] }).body = statements;
          if (end === null) {
            this.reader.problem({ code: 'yarnIfUnclosed', resourceId: this.title });
            break;
          }
          if (end.keyword === 'endif') break;
          if (end.keyword === 'elseif' && !inElse) branches.push({ condition: end.rest, body: [] });
          else if (end.keyword === 'else' && !inElse) inElse = true;
          else {
            this.reader.problem({ code: 'yarnIfUnexpected', resourceId: this.title });
            break;
          }
        }
        return { kind: 'if', branches, otherwise };
      }
      default:
        this.reader.loss('commandDropped', `<<${command}>>`);
        return null;
    }
  }
}

interface ScannedLine {
  text: string;
  speaker: string | null;
  commands: string[];
  /** Commands inside a line of text (shown nowhere by our player). */
  inlineCommands: string[];
  tags: string[];
  markup: string[];
}

/**
 * One line of a body: escapes undone, `//` comments and `#tags` cut off,
 * `<<commands>>` and `{expressions}` taken out (a string literal's value
 * stays, other expressions stay as their source), markup removed. With
 * `speakers`, text before the line's first `:` names the speaker unless that
 * colon is escaped.
 */
function scanLine(content: string, speakers: boolean): ScannedLine {
  const result: ScannedLine = {
    text: '',
    speaker: null,
    commands: [],
    inlineCommands: [],
    tags: [],
    markup: [],
  };
  // Most lines are plain text: nothing to undo or take out.
  if (!/[\\/#<{[:]/.test(content)) {
    result.text = content.trim();
    return result;
  }
  let text = '';
  let speakerDecided = !speakers;
  let index = 0;
  while (index < content.length) {
    const character = content[index] as string;
    if (character === '\\' && index + 1 < content.length) {
      const escaped = content[index + 1] as string;
      if (escaped === ':') speakerDecided = true;
      text += escaped;
      index += 2;
    } else if (content.startsWith('//', index)) {
      break;
    } else if (character === '#') {
      result.tags.push(...tagsOf(content.slice(index)));
      break;
    } else if (content.startsWith('<<', index)) {
      const end = closing(content, index + 2, '>>');
      const inner = content.slice(index + 2, end).trim();
      result.commands.push(inner);
      index = end + 2;
    } else if (character === '{') {
      const end = closing(content, index + 1, '}');
      const source = content.slice(index + 1, end).trim();
      const literal = stringLiteral(source);
      if (literal !== null) text += literal;
      else {
        text += `{${source}}`;
        result.markup.push(`{${source}}`);
      }
      index = end + 1;
    } else if (character === '[') {
      const end = closing(content, index + 1, ']');
      if (end >= content.length) {
        text += character;
        index++;
      } else {
        result.markup.push(content.slice(index, end + 1));
        index = end + 1;
      }
    } else if (character === ':' && !speakerDecided) {
      speakerDecided = true;
      const name = text.trim();
      if (name !== '') {
        result.speaker = name;
        text = '';
        index++;
        while (content[index] === ' ' || content[index] === '\t') index++;
      } else {
        text += character;
        index++;
      }
    } else {
      text += character;
      index++;
    }
  }
  // A line of text keeps its text; commands in it are reported.
  if (speakers && text.trim() !== '' && result.commands.length > 0) {
    result.inlineCommands.push(...result.commands.map((command) => `<<${command}>>`));
    result.commands = [];
  }
  result.text = text.trim();
  return result;
}

function tagsOf(rest: string): string[] {
  return rest
    .split(/\s+/)
    .filter((word) => word.startsWith('#') && word.length > 1)
    .map((word) => word.slice(1));
}

/** Index of `close` after `from`, past quoted strings and escapes; the content's length when there is none. */
function closing(content: string, from: number, close: string): number {
  let quoted = false;
  for (let index = from; index < content.length; index++) {
    const character = content[index];
    if (character === '\\') {
      index++;
      continue;
    }
    if (character === '"') quoted = !quoted;
    else if (!quoted && content.startsWith(close, index)) return index;
  }
  return content.length;
}

function stringLiteral(source: string): string | null {
  const match = /^"((?:[^"\\]|\\.)*)"$/.exec(source);
  return match ? (match[1] as string).replace(/\\(.)/g, '$1') : null;
}

interface Literal {
  value: string;
  type: VariableType;
}

function literalOf(source: string): Literal | null {
  const text = source.trim();
  if (/^[+-]?\d+$/.test(text)) return { value: String(Number(text)), type: 'integer' };
  if (text === 'true' || text === 'false') return { value: text, type: 'boolean' };
  const string = stringLiteral(text);
  return string !== null ? { value: string, type: 'text' } : null;
}

function defaultOf(type: VariableType): string {
  return type === 'integer' ? '0' : type === 'boolean' ? 'false' : '';
}

const variablePattern = /^\$([A-Za-z_][A-Za-z0-9_]*)$/;

/** `$x to 3`, `$x = "a"`, `$x to $x + 2`, `$x to $x - 1`. */
function assignmentOf(source: string, reader: YarnReader): VariableAssignment | null {
  const match = /^\$([A-Za-z_][A-Za-z0-9_]*)\s*(?:to\b|=)\s*([\s\S]+)$/.exec(source.trim());
  if (!match) return null;
  const name = match[1] as string;
  const expression = (match[2] as string).trim();
  const literal = literalOf(expression);
  if (literal) {
    const variable = reader.variable(name, literal.type);
    return { variableId: variable.id, operation: 'set', value: literal.value };
  }
  const sum = /^\$([A-Za-z_][A-Za-z0-9_]*)\s*([+-])\s*(\d+)$/.exec(expression);
  if (sum && sum[1] === name) {
    const variable = reader.variable(name, 'integer');
    const amount = Number(sum[3]);
    const value = sum[2] === '-' && amount !== 0 ? `-${amount}` : String(amount);
    return { variableId: variable.id, operation: 'add', value };
  }
  return null;
}

/** `$x = 3`, `$x to "a"`, optionally `as Type`: the variable's type and default. */
function declare(source: string, reader: YarnReader): boolean {
  const match = /^\$([A-Za-z_][A-Za-z0-9_]*)\s*(?:to\b|=)\s*(.+?)(?:\s+as\s+\w+)?$/.exec(
    source.trim(),
  );
  const literal = match ? literalOf(match[2] as string) : null;
  if (!match || !literal) return false;
  reader.variable(match[1] as string, literal.type, literal.value);
  return true;
}

const operatorWords: Record<string, VariableCondition['operator']> = {
  '==': 'eq',
  is: 'eq',
  eq: 'eq',
  '!=': 'ne',
  neq: 'ne',
  '<': 'lt',
  lt: 'lt',
  '<=': 'lte',
  lte: 'lte',
  '>': 'gt',
  gt: 'gt',
  '>=': 'gte',
  gte: 'gte',
};

const mirrored: Record<VariableCondition['operator'], VariableCondition['operator']> = {
  eq: 'eq',
  ne: 'ne',
  lt: 'gt',
  lte: 'gte',
  gt: 'lt',
  gte: 'lte',
};

/**
 * A conjunction (`and`, `&&`) of `$x op literal`, `literal op $x`, `$x` and
 * `not $x` as conditions; null for anything else (`or`, arithmetic,
 * functions, two variables).
 */
function conditionsOf(source: string, reader: YarnReader): VariableCondition[] | null {
  const parts = splitOutsideQuotes(source, /^(?:\s+and\s+|\s*&&\s*)/);
  const conditions: VariableCondition[] = [];
  for (const raw of parts) {
    let part = raw.trim();
    while (part.startsWith('(') && part.endsWith(')')) part = part.slice(1, -1).trim();
    const bare = variablePattern.exec(part);
    if (bare) {
      const variable = reader.variable(bare[1] as string, 'boolean');
      conditions.push({ variableId: variable.id, operator: 'eq', value: 'true' });
      continue;
    }
    const negated = /^(?:not\s+|!\s*)\$([A-Za-z_][A-Za-z0-9_]*)$/.exec(part);
    if (negated) {
      const variable = reader.variable(negated[1] as string, 'boolean');
      conditions.push({ variableId: variable.id, operator: 'eq', value: 'false' });
      continue;
    }
    const comparison =
      /^(\$[A-Za-z_][A-Za-z0-9_]*|"(?:[^"\\]|\\.)*"|[^\s"]+)\s*(==|!=|<=|>=|<|>|\bis\b|\beq\b|\bneq\b|\blte\b|\bgte\b|\blt\b|\bgt\b)\s*(\$[A-Za-z_][A-Za-z0-9_]*|"(?:[^"\\]|\\.)*"|[^\s"]+)$/.exec(
        part,
      );
    if (!comparison) return null;
    const [, left = '', word = '', right = ''] = comparison;
    const operator = operatorWords[word];
    const leftVariable = variablePattern.exec(left);
    const rightVariable = variablePattern.exec(right);
    if (!operator || (leftVariable !== null) === (rightVariable !== null)) return null;
    const literal = literalOf(leftVariable ? right : left);
    if (!literal) return null;
    const name = ((leftVariable ?? rightVariable) as RegExpExecArray)[1] as string;
    const variable = reader.variable(name, literal.type);
    conditions.push({
      variableId: variable.id,
      operator: leftVariable ? operator : mirrored[operator],
      value: literal.value,
    });
  }
  return conditions.length > 0 ? conditions : null;
}

function splitOutsideQuotes(source: string, separator: RegExp): string[] {
  const parts: string[] = [];
  let quoted = false;
  let current = '';
  for (let index = 0; index < source.length; index++) {
    const character = source[index] as string;
    if (character === '\\' && quoted) {
      current += character + (source[index + 1] ?? '');
      index++;
      continue;
    }
    if (character === '"') quoted = !quoted;
    if (!quoted) {
      const match = separator.exec(source.slice(index));
      if (match) {
        parts.push(current);
        current = '';
        index += match[0].length - 1;
        continue;
      }
    }
    current += character;
  }
  parts.push(current);
  return parts;
}

/** Leading blanks, a tab counting as four. */
function indentOf(line: string): number {
  let indent = 0;
  for (const character of line) {
    if (character === ' ') indent++;
    else if (character === '\t') indent += 4;
    else break;
  }
  return indent;
}
