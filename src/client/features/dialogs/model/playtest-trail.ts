import type { PlayState } from '../../../../shared/dialogs/dialog-player';
import { shareLinkLimits, type PlayRecord } from '../../../../shared/schemas/dialog-share';

/**
 * What one play through a share link reached: each node shown and each
 * choice taken, once. The player's history keeps only its latest steps, so
 * the trail gathers every state as the play goes.
 */
export interface PlaytestTrail {
  readonly reached: ReadonlySet<string>;
  /** Keyed by node id and choice id together. */
  readonly chosen: ReadonlyMap<string, { nodeId: string; choiceId: string }>;
  /** Moves the player made (a play with none was only opened, not played). */
  readonly moves: number;
}

export const emptyTrail: PlaytestTrail = { reached: new Set(), chosen: new Map(), moves: 0 };

export function followTrail(trail: PlaytestTrail, state: PlayState): PlaytestTrail {
  const reached = new Set(trail.reached);
  const chosen = new Map(trail.chosen);
  if (state.currentNodeId !== null) reached.add(state.currentNodeId);
  for (const step of state.history) {
    reached.add(step.nodeId);
    if (step.choiceId !== null)
      chosen.set(JSON.stringify([step.nodeId, step.choiceId]), {
        nodeId: step.nodeId,
        choiceId: step.choiceId,
      });
  }
  return { reached, chosen, moves: Math.max(trail.moves, state.history.length) };
}

/** The play as the server takes it, within its limits. */
export function trailRecord(trail: PlaytestTrail, finished: boolean): PlayRecord {
  return {
    reachedNodes: [...trail.reached].slice(0, shareLinkLimits.maxReachedNodes),
    chosenOptions: [...trail.chosen.values()].slice(0, shareLinkLimits.maxChosenOptions),
    finished,
  };
}
