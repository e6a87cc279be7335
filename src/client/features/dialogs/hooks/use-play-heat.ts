import { useMemo } from 'react';
import type { DialogGraph } from '../../../../shared/dialogs/dialog-graph';
import { usePlayStats } from '../api/get-play-stats';
import { playHeat, type PlayHeat } from '../model/play-heat';

/** The playtest heat of the graph on screen, fetched while the overlay is on (fresh each time it is turned on). */
export function usePlayHeat(
  worldId: string,
  dialogId: string,
  graph: DialogGraph,
  enabled: boolean,
): { heat: PlayHeat | null; loading: boolean } | null {
  const stats = usePlayStats(worldId, dialogId, enabled);
  const heat = useMemo(
    () => (stats.data ? playHeat(stats.data, graph) : null),
    [stats.data, graph],
  );
  if (!enabled) return null;
  return { heat, loading: stats.isPending };
}
