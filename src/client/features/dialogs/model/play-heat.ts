import type { DialogGraph } from '../../../../shared/dialogs/dialog-graph';
import type { PlayStats } from '../../../../shared/schemas/dialog-share';

/** The playtest statistics laid over the graph the builder shows. */
export interface PlayHeat {
  plays: number;
  finished: number;
  /** Plays that reached each node of the graph (0: none did). */
  nodes: ReadonlyMap<string, number>;
  /** Plays that took each choice, keyed by `choiceKey`. */
  choices: ReadonlyMap<string, number>;
  /** Nodes of the graph no play reached, in the graph's order. */
  unreached: readonly string[];
}

export const choiceKey = (nodeId: string, choiceId: string) => JSON.stringify([nodeId, choiceId]);

export function playHeat(stats: PlayStats, graph: DialogGraph): PlayHeat {
  const counted = new Map(stats.nodes.map((entry) => [entry.nodeId, entry.count]));
  const nodes = new Map(graph.nodes.map((node) => [node.id, counted.get(node.id) ?? 0]));
  return {
    plays: stats.plays,
    finished: stats.finished,
    nodes,
    choices: new Map(
      stats.choices.map((entry) => [choiceKey(entry.nodeId, entry.choiceId), entry.count]),
    ),
    unreached: graph.nodes.filter((node) => nodes.get(node.id) === 0).map((node) => node.id),
  };
}

export type HeatLevel = 'none' | 'cold' | 'warm' | 'hot';

/** How much of the plays reached something: a colour step for the overlay. */
export function heatLevel(count: number, plays: number): HeatLevel {
  if (count === 0 || plays === 0) return 'none';
  const share = count / plays;
  return share >= 2 / 3 ? 'hot' : share >= 1 / 3 ? 'warm' : 'cold';
}
