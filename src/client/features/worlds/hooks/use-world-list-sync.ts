import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import type { World } from '../../../../shared/schemas/world';
import { paths } from '../../../app/route-names';
import { worldPath } from '../../../app/layout/nav-items';
import { worldsQueryOptions } from '../api/get-worlds';
import { addressChanged, removeWorld, upsertWorld } from '../world-list';

/**
 * Keeps the cached world list (SPEC §4: edit replaces the entry, delete removes
 * it) in step with the page. The world layout selects its world from that list
 * by the address in the URL, so whenever an address moves or a world goes away
 * the page moves first and the list follows; the layout never sees its world
 * vanish and never reports a false "no access to this world".
 */
export function useWorldListSync() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { queryKey } = worldsQueryOptions();

  return {
    /** After an edit or a hand-over: `child` is where to stay inside the world (with its query string). */
    async follow(previous: World, updated: World, child: string) {
      if (addressChanged(previous, updated)) {
        // Both entries for a moment: the old one for the old URL, the new one for the new URL.
        queryClient.setQueryData(queryKey, (list) => [...(list ?? []), updated]);
        await navigate(worldPath(updated, child), { replace: true, flushSync: true });
      }
      queryClient.setQueryData(queryKey, (list) => upsertWorld(list, updated));
    },

    /** After deleting or leaving a world: back to the list, then drop the entry. */
    async forget(worldId: string) {
      await navigate(paths.selectSetting(), { flushSync: true });
      queryClient.setQueryData(queryKey, (list) => removeWorld(list, worldId));
    },
  };
}
