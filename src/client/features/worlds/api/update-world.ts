import { useMutation } from '@tanstack/react-query';
import { worldResponse, type World, type WorldRequest } from '../../../../shared/schemas/world';
import { apiRequest } from '../../../lib/api-client';

/** PUT api/Setting/{id}: the owner edits name, URL name and description (SPEC §7). */
export function updateWorld({ id, body }: { id: string; body: WorldRequest }): Promise<World> {
  return apiRequest('PUT', `api/Setting/${encodeURIComponent(id)}`, {
    body,
    schema: worldResponse,
  });
}

/**
 * The list entry is replaced by the caller through `useFollowWorld`: a new URL
 * name moves the world's address, and the page must move with it.
 */
export function useUpdateWorld() {
  return useMutation({ mutationFn: updateWorld });
}
