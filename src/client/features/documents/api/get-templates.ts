import { queryOptions, useQuery } from '@tanstack/react-query';
import { templateListResponse, type Template } from '../../../../shared/schemas/template';
import { apiRequest } from '../../../lib/api-client';
import { templatesKey } from './query-keys';

/** GET api/Setting/{id}/Templates: the world's own templates (the built-in ones live in the catalogue). */
export function getTemplates(worldId: string): Promise<Template[]> {
  return apiRequest('GET', `api/Setting/${encodeURIComponent(worldId)}/Templates`, {
    schema: templateListResponse,
  });
}

export const templatesQueryOptions = (worldId: string) =>
  queryOptions({ queryKey: templatesKey(worldId), queryFn: () => getTemplates(worldId) });

export function useTemplates(worldId: string) {
  return useQuery(templatesQueryOptions(worldId));
}
