import type {
  DialogChoice,
  DialogContext,
  DialogGraph,
  DialogKind,
  DialogNode,
  DialogVariable,
} from './dialog-graph';
import { choose, currentNode, next, playerMove, startPlay } from './dialog-player';
import { integerOf } from './dialog-values';

/**
 * Every play-through of a dialog as our player plays it, for the round-trip
 * tests of the importers and the tests against independent runners: each path
 * a list of events, `say <line>` for each line shown, `options [...]` for the
 * choices offered, `pick <n>` for the one taken, `end`. Paths are cut after
 * `limit` events (`…`), and a node whose choices are all hidden ends its path
 * with `options []` when `stopWhenNoChoice` (a Yarn runner has no next step
 * there).
 */
export interface PathOptions {
  limit?: number;
  maxPaths?: number;
  stopWhenNoChoice?: boolean;
}

export interface Rendering {
  /** The lines a node shows, one per line of its text; none for a node without text. */
  lines: (node: DialogNode) => string[];
  option: (choice: DialogChoice) => string;
}

export class PathRecorder {
  readonly events: string[] = [];
  constructor(private readonly limit: number) {}

  /** Records an event; true when the path is cut there. */
  push(event: string): boolean {
    this.events.push(event);
    if (this.events.length > this.limit) {
      this.events.push('…');
      return true;
    }
    return false;
  }
}

export function playThroughs(
  graph: DialogGraph,
  kind: DialogKind,
  variables: readonly Pick<DialogVariable, 'id' | 'type' | 'defaultValue'>[],
  rendering: Rendering,
  options: PathOptions = {},
): string[][] {
  const limit = options.limit ?? 12;
  const maxPaths = options.maxPaths ?? 200;
  const paths: string[][] = [];
  const walk = (picks: number[]): void => {
    if (paths.length >= maxPaths) return;
    const recorder = new PathRecorder(limit);
    let state = startPlay(graph, kind, variables);
    let pickIndex = 0;
    // Steps without an event (nodes without text) are bounded too.
    for (let steps = 0; steps < 10_000; steps++) {
      const node = currentNode(state, graph);
      if (!node || state.ended) {
        recorder.push('end');
        break;
      }
      if (rendering.lines(node).some((line) => recorder.push(`say ${line}`))) break;
      const move = playerMove(state, graph);
      if (move.kind === 'choose') {
        if (recorder.push(`options ${JSON.stringify(move.choices.map(rendering.option))}`)) break;
        const pick = picks[pickIndex++];
        if (pick === undefined) {
          move.choices.forEach((_, index) => walk([...picks, index]));
          return;
        }
        if (recorder.push(`pick ${pick}`)) break;
        state = choose(state, graph, (move.choices[pick] as DialogChoice).id);
      } else if (move.kind === 'next' || move.kind === 'end') {
        if (options.stopWhenNoChoice && node.choices.length > 0) {
          recorder.push('options []');
          break;
        }
        state = next(state, graph);
      } else {
        recorder.push('end');
        break;
      }
    }
    paths.push(recorder.events);
  };
  walk([]);
  return paths;
}

/** A text's lines as Yarn shows them: each trimmed, empty ones left out. */
export function textLines(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');
}

/** A speaker's name as a Yarn line carries it: no `:`, blanks collapsed, "unknown" when none. */
export function yarnSpeakerName(name: string | undefined): string {
  return (name ?? '').replace(/:/g, ' ').replace(/\s+/g, ' ').trim() || 'unknown';
}

/** How a dialog's lines read in Yarn: `Name: text` for a character's line. */
export function yarnRendering(documents: DialogContext['documents']): Rendering {
  const names = new Map(documents.map((document) => [document.id, document.name]));
  return {
    lines: (node) =>
      textLines(node.text).map((line) =>
        node.kind === 'character'
          ? `${yarnSpeakerName(node.speakerId !== null ? names.get(node.speakerId) : undefined)}: ${line}`
          : line,
      ),
    option: (choice) => choice.text.replace(/\s*\r?\n\s*/g, ' ').trim(),
  };
}

/**
 * The dialog with every value as a Yarn export writes it: a boolean is true
 * or false, an integer a whole number (0 for anything else); text as it is.
 * Variables the context lacks are text.
 */
export function withYarnValues(
  graph: DialogGraph,
  variables: readonly DialogVariable[],
): { graph: DialogGraph; variables: DialogVariable[] } {
  const types = new Map(variables.map((variable) => [variable.id, variable.type]));
  const fit = (variableId: string, value: string): string => {
    const type = types.get(variableId);
    if (type === 'boolean') return value === 'true' ? 'true' : 'false';
    if (type === 'integer') return String(integerOf(value) ?? 0);
    return value;
  };
  return {
    graph: {
      ...graph,
      nodes: graph.nodes.map((node) => ({
        ...node,
        onEnter: node.onEnter.map((assignment) => ({
          ...assignment,
          value:
            assignment.operation === 'add'
              ? String(integerOf(assignment.value) ?? 0)
              : fit(assignment.variableId, assignment.value),
        })),
        choices: node.choices.map((choice) => ({
          ...choice,
          conditions: choice.conditions.map((condition) => ({
            ...condition,
            value: fit(condition.variableId, condition.value),
          })),
        })),
      })),
    },
    variables: variables.map((variable) => ({
      ...variable,
      defaultValue: fit(variable.id, variable.defaultValue),
    })),
  };
}
