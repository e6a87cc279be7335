import { queryOptions, useQuery } from '@tanstack/react-query';
import { worldListResponse, type World } from '../../../../shared/schemas/world';
import { apiRequest } from '../../../lib/api-client';
import { worldsKey } from './query-keys';

/** GET api/Setting: the caller's worlds with their role in each (SPEC §7). */
export function getWorlds(): Promise<World[]> {
  return apiRequest('GET', 'api/Setting', { schema: worldListResponse });
}

export const worldsQueryOptions = () => queryOptions({ queryKey: worldsKey(), queryFn: getWorlds });

export function useWorlds() {
  return useQuery(worldsQueryOptions());
}

/** SPEC §4: the selected world is the list entry matching owner user name and URL name. */
export function findWorld(worlds: World[] | undefined, ownerUserName: string, urlName: string) {
  return worlds?.find(
    (world) => world.ownerUserName === ownerUserName && world.urlName === urlName,
  );
}
