import { useMutation } from '@tanstack/react-query';
import {
  worldResponse,
  type PublishingRequest,
  type World,
} from '../../../../shared/schemas/world';
import { apiRequest } from '../../../lib/api-client';

/** PUT api/Setting/{id}/Publishing: the owner publishes, unpublishes or sets the items' default. */
export function updatePublishing({
  id,
  body,
}: {
  id: string;
  body: PublishingRequest;
}): Promise<World> {
  return apiRequest('PUT', `api/Setting/${encodeURIComponent(id)}/Publishing`, {
    body,
    schema: worldResponse,
  });
}

export function useUpdatePublishing() {
  return useMutation({ mutationFn: updatePublishing });
}
