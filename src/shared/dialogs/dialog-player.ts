import { linearized } from './dialog-graph';
import type {
  DialogChoice,
  DialogGraph,
  DialogKind,
  DialogNode,
  DialogVariable,
  VariableType,
} from './dialog-graph';
import { assignedValue, conditionHolds } from './dialog-values';

/**
 * The dialog player as a pure state machine: each function takes a state and
 * the graph and returns a new state (or the same one when the step does not
 * apply), so the preview page, the builder sandbox and tests drive it alike.
 *
 * Moving on: a node offers its choices whose conditions hold; when it offers
 * none (it has none, or no condition holds) the player follows `nextId`, and
 * with no next node the dialog ends. A choice without a target, or a link to a
 * node that does not exist, ends the dialog too. Entering a node (the start
 * included) applies its `onEnter` assignments in order.
 *
 * Every step is the user's, so a cycle in the graph never runs on its own; the
 * history keeps the last `historyLimit` steps so a player left cycling through
 * a hub for hours stays small.
 */
export interface PlayStep {
  nodeId: string;
  /** The choice taken to leave the node, null when left by "next". */
  choiceId: string | null;
}

export interface PlayState {
  kind: DialogKind;
  /** The node shown; after the end, the last node shown (null: nothing to play). */
  currentNodeId: string | null;
  /** Current value of each variable, by variable id. */
  values: Record<string, string>;
  /** Nodes left so far, oldest first. */
  history: PlayStep[];
  ended: boolean;
  /** What `restart` goes back to: the variables' defaults and their types. */
  defaults: Record<string, string>;
  types: Record<string, VariableType>;
}

export const historyLimit = 1_000;

/** What the player can do now. */
export type PlayerMove =
  | { kind: 'choose'; choices: DialogChoice[] }
  | { kind: 'next'; nextId: string }
  | { kind: 'end' }
  | { kind: 'ended' };

export function startPlay(
  graph: DialogGraph,
  kind: DialogKind,
  variables: readonly Pick<DialogVariable, 'id' | 'type' | 'defaultValue'>[],
): PlayState {
  const defaults: Record<string, string> = {};
  const types: Record<string, VariableType> = {};
  for (const variable of variables) {
    defaults[variable.id] = variable.defaultValue;
    types[variable.id] = variable.type;
  }
  const fresh: PlayState = {
    kind,
    currentNodeId: null,
    values: { ...defaults },
    history: [],
    ended: true,
    defaults,
    types,
  };
  const played = playable(graph, kind);
  const start = played.startNodeId !== null ? nodeOf(played, played.startNodeId) : undefined;
  return start ? enter(fresh, start) : fresh;
}

/** Back to the start with every variable at its default. */
export function restart(state: PlayState, graph: DialogGraph): PlayState {
  return startPlay(
    graph,
    state.kind,
    Object.entries(state.defaults).map(([id, defaultValue]) => ({
      id,
      defaultValue,
      type: state.types[id] ?? 'text',
    })),
  );
}

export function currentNode(state: PlayState, graph: DialogGraph): DialogNode | undefined {
  if (state.currentNodeId === null) return undefined;
  return nodeOf(playable(graph, state.kind), state.currentNodeId);
}

/** The current node's choices whose conditions all hold; none once the dialog has ended. */
export function availableChoices(state: PlayState, graph: DialogGraph): DialogChoice[] {
  const node = state.ended ? undefined : currentNode(state, graph);
  if (!node) return [];
  return node.choices.filter((choice) =>
    choice.conditions.every((condition) =>
      conditionHolds(
        condition,
        state.values[condition.variableId] ?? '',
        state.types[condition.variableId],
      ),
    ),
  );
}

export function playerMove(state: PlayState, graph: DialogGraph): PlayerMove {
  const node = state.ended ? undefined : currentNode(state, graph);
  if (!node) return { kind: 'ended' };
  const choices = availableChoices(state, graph);
  if (choices.length > 0) return { kind: 'choose', choices };
  return node.nextId !== null ? { kind: 'next', nextId: node.nextId } : { kind: 'end' };
}

/** Takes an offered choice; a choice not offered now leaves the state as it is. */
export function choose(state: PlayState, graph: DialogGraph, choiceId: string): PlayState {
  const choice = availableChoices(state, graph).find((offered) => offered.id === choiceId);
  if (!choice || state.currentNodeId === null) return state;
  return moveTo(state, graph, { nodeId: state.currentNodeId, choiceId }, choice.targetId);
}

/**
 * Goes on when the node offers no choice: to its next node, or to the end.
 * While choices are offered it does nothing (the user must pick one).
 */
export function next(state: PlayState, graph: DialogGraph): PlayState {
  const move = playerMove(state, graph);
  if ((move.kind !== 'next' && move.kind !== 'end') || state.currentNodeId === null) return state;
  const step = { nodeId: state.currentNodeId, choiceId: null };
  return moveTo(state, graph, step, move.kind === 'next' ? move.nextId : null);
}

function moveTo(
  state: PlayState,
  graph: DialogGraph,
  step: PlayStep,
  targetId: string | null,
): PlayState {
  const history = [...state.history.slice(-(historyLimit - 1)), step];
  const target = targetId !== null ? nodeOf(playable(graph, state.kind), targetId) : undefined;
  if (!target) return { ...state, history, ended: true };
  return enter({ ...state, history }, target);
}

function enter(state: PlayState, node: DialogNode): PlayState {
  const values = { ...state.values };
  for (const assignment of node.onEnter) {
    values[assignment.variableId] = assignedValue(assignment, values[assignment.variableId] ?? '');
  }
  return { ...state, currentNodeId: node.id, values, ended: false };
}

/*
 * A step looks nodes up by id; the graph only changes by being replaced, so
 * its index (and its linearized form) is built once per graph object.
 */
const linearForms = new WeakMap<DialogGraph, DialogGraph>();
const indexes = new WeakMap<DialogGraph, Map<string, DialogNode>>();

function playable(graph: DialogGraph, kind: DialogKind): DialogGraph {
  if (kind === 'branching') return graph;
  let form = linearForms.get(graph);
  if (!form) {
    form = linearized(graph, kind);
    linearForms.set(graph, form);
  }
  return form;
}

function nodeOf(graph: DialogGraph, id: string): DialogNode | undefined {
  let index = indexes.get(graph);
  if (!index) {
    index = new Map();
    for (const node of graph.nodes) if (!index.has(node.id)) index.set(node.id, node);
    indexes.set(graph, index);
  }
  return index.get(id);
}
