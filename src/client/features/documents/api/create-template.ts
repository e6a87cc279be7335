import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  templateResponse,
  type Template,
  type TemplateRequest,
} from '../../../../shared/schemas/template';
import { apiRequest } from '../../../lib/api-client';
import { templatesQueryOptions } from './get-templates';

/** POST api/Setting/{id}/Templates: "save as template" keeps a document's contents for new ones. */
export function createTemplate(worldId: string, body: TemplateRequest): Promise<Template> {
  return apiRequest('POST', `api/Setting/${encodeURIComponent(worldId)}/Templates`, {
    body,
    schema: templateResponse,
  });
}

export function useCreateTemplate(worldId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TemplateRequest) => createTemplate(worldId, body),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: templatesQueryOptions(worldId).queryKey }),
  });
}
