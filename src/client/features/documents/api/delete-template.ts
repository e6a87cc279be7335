import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { templatesQueryOptions } from './get-templates';

/** DELETE api/Setting/{id}/Templates/{templateId}; documents made from it keep their contents. */
export function deleteTemplate(worldId: string, templateId: string): Promise<void> {
  return apiRequest(
    'DELETE',
    `api/Setting/${encodeURIComponent(worldId)}/Templates/${encodeURIComponent(templateId)}`,
  );
}

export function useDeleteTemplate(worldId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (templateId: string) => deleteTemplate(worldId, templateId),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: templatesQueryOptions(worldId).queryKey }),
  });
}
