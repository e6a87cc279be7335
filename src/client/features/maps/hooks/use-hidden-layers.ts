import { useCallback, useMemo, useState } from 'react';
import type { MapLayer } from '../../../../shared/schemas/map';
import { readStorage, writeStorage } from '../../../lib/storage';

const storageKey = (mapId: string) => `map-layers:${mapId}`;

/** What this viewer chose per layer, kept per map: `true` shown, `false` hidden. */
function readChoices(mapId: string): Record<string, boolean> {
  try {
    const parsed: unknown = JSON.parse(readStorage(storageKey(mapId)) ?? '{}');
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, boolean>) : {};
  } catch {
    return {};
  }
}

/**
 * The layers hidden from this viewer: a layer not shown by default stays
 * hidden until the viewer shows it, and each choice is kept in the browser
 * per map ('base' is the Main layer).
 */
export function useHiddenLayers(mapId: string, layers: readonly MapLayer[]) {
  const [choices, setChoices] = useState(() => readChoices(mapId));
  const hidden = useMemo(() => {
    const set = new Set<string>();
    if (choices.base === false) set.add('base');
    for (const layer of layers) if (!(choices[layer.id] ?? layer.visible)) set.add(layer.id);
    return set;
  }, [choices, layers]);
  const setShown = useCallback(
    (layerKey: string, shown: boolean) =>
      setChoices((previous) => {
        const next = { ...previous, [layerKey]: shown };
        writeStorage(storageKey(mapId), JSON.stringify(next));
        return next;
      }),
    [mapId],
  );
  return { hidden, setShown } as const;
}
