import { expect } from 'vitest';
import type { DialogContext, DialogGraph, DialogVariable, VariableType } from './dialog-graph';
import { linearized } from './dialog-graph';
import {
  availableChoices,
  choose,
  currentNode,
  next,
  playerMove,
  startPlay,
} from './dialog-player';
import type { PlayState } from './dialog-player';
import { isIntegerValue, valueFitsType } from './dialog-values';
import type { ArbitraryDialog } from './dialog-arbitraries';
import { scriptVariables } from './export-variables';

/**
 * Test helpers for Twee round trips: a dialog made to hold only values that
 * fit their variables' types (what Twee's typed scripts can carry; the
 * builder warns about the rest), and a walk of every play-through of two
 * dialogs side by side, comparing what a reader sees at each step.
 */
export function wellTyped({ graph, context }: ArbitraryDialog): ArbitraryDialog {
  const types = new Map<string, VariableType>(context.variables.map((v) => [v.id, v.type]));
  const fit = (id: string, value: string) => {
    const type = types.get(id) ?? 'text';
    if (valueFitsType(value, type)) return value;
    return type === 'boolean' ? 'false' : type === 'integer' ? '0' : value;
  };
  const variables: DialogVariable[] = context.variables.map((variable) => ({
    ...variable,
    defaultValue: fit(variable.id, variable.defaultValue),
  }));
  const nodes = graph.nodes.map((node) => ({
    ...node,
    onEnter: node.onEnter.map((assignment) =>
      assignment.operation === 'set'
        ? { ...assignment, value: fit(assignment.variableId, assignment.value) }
        : { ...assignment, value: isIntegerValue(assignment.value) ? assignment.value : '0' },
    ),
    choices: node.choices.map((choice) => ({
      ...choice,
      conditions: choice.conditions.map((condition) => ({
        ...condition,
        value: fit(condition.variableId, condition.value),
      })),
    })),
  }));
  return {
    graph: { ...graph, startNodeId: graph.startNodeId ?? nodes[0]?.id ?? null, nodes },
    context: { ...context, variables },
  };
}

export interface PlayedDialog {
  graph: DialogGraph;
  kind: DialogContext['kind'];
  variables: readonly Pick<DialogVariable, 'id' | 'type' | 'defaultValue'>[];
  /** A speaker's shown name by the speaker id. */
  speakerName: (speakerId: string | null) => string;
  /** The variable ids to compare values by, in the same order for both dialogs. */
  valueIds: string[];
}

const normalized = (text: string) =>
  text
    .replace(/\u200b/g, '')
    .replace(/\s+/g, ' ')
    .trim();

/** What a reader of the Twee story sees at a step: the lines (with the speaker), the links, and the values. */
function view(state: PlayState, dialog: PlayedDialog) {
  const node = state.ended ? undefined : currentNode(state, dialog.graph);
  const lines = (node?.text ?? '')
    .split(/\r?\n/)
    .filter((line) => line.trim() !== '')
    .map((line) =>
      normalized(
        node?.kind === 'character' ? `${dialog.speakerName(node.speakerId)}: ${line}` : line,
      ),
    );
  const move = playerMove(state, dialog.graph).kind;
  return {
    lines,
    choices: availableChoices(state, dialog.graph).map((choice) => normalized(choice.text)),
    move: move === 'end' ? 'next' : move,
    values: dialog.valueIds.map((id) => state.values[id] ?? ''),
  };
}

/** Plays both dialogs down every path (to `depth` steps) and expects the same at each step. */
export function expectSamePlayThroughs(
  original: PlayedDialog,
  copy: PlayedDialog,
  depth = 6,
): void {
  const walk = (a: PlayState, b: PlayState, left: number, path: string) => {
    const seenA = view(a, original);
    const seenB = view(b, copy);
    expect(seenB, path).toEqual(seenA);
    if (left === 0 || seenA.move === 'ended') return;
    if (seenA.move === 'choose') {
      const choicesA = availableChoices(a, original.graph);
      const choicesB = availableChoices(b, copy.graph);
      choicesA.forEach((choice, index) => {
        walk(
          choose(a, original.graph, choice.id),
          choose(b, copy.graph, (choicesB[index] as { id: string }).id),
          left - 1,
          `${path} > ${index}`,
        );
      });
    } else walk(next(a, original.graph), next(b, copy.graph), left - 1, `${path} > next`);
  };
  walk(
    startPlay(original.graph, original.kind, original.variables),
    startPlay(copy.graph, copy.kind, copy.variables),
    depth,
    'start',
  );
}

/** The original side of a comparison: speakers by the context's documents, values by export name. */
export function playedOriginal({ graph, context }: ArbitraryDialog): {
  dialog: PlayedDialog;
  names: string[];
} {
  const variables = scriptVariables(linearized(graph, context.kind), context.variables);
  const documents = new Map(context.documents.map((document) => [document.id, document.name]));
  return {
    dialog: {
      graph,
      kind: context.kind,
      variables: context.variables,
      speakerName: (id) => documents.get(id ?? '') ?? 'unknown',
      valueIds: [...variables.keys()],
    },
    names: [...variables.values()].map((variable) => variable.name.slice(1)),
  };
}
