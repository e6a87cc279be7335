import { useMutation } from '@tanstack/react-query';
import type { DeleteWorldRequest } from '../../../../shared/schemas/world';
import { apiRequest } from '../../../lib/api-client';

/**
 * DELETE api/Setting/{id} with the world's name as the user typed it
 * (DESIGN.md); 4008 when it does not match. Everything in the world is wiped.
 */
export function deleteWorld({ id, body }: { id: string; body: DeleteWorldRequest }): Promise<void> {
  return apiRequest('DELETE', `api/Setting/${encodeURIComponent(id)}`, { body });
}

/** 4008 is shown beside the typed name, so this call handles its errors in place. */
export function useDeleteWorld() {
  return useMutation({ mutationFn: deleteWorld, meta: { banner: false } });
}
