import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { authenticatedUser } from '../../../../shared/schemas/account';
import { apiRequest } from '../../../lib/api-client';
import { startSession } from '../../../lib/session';

const tryDemoResponse = z.extend(authenticatedUser, {
  ownerUserName: z.string(),
  settingUrl: z.string(),
});
export type DemoSession = z.infer<typeof tryDemoResponse>;

/** POST api/Account/TryDemo: a fresh guest account that may look around the demo world. */
export function tryDemo(): Promise<DemoSession> {
  return apiRequest('POST', 'api/Account/TryDemo', { schema: tryDemoResponse, anonymous: true });
}

/** "Try now": signs the guest in; the caller opens the demo world. 5001 when the server keeps no demo. */
export function useTryDemo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: tryDemo,
    onSuccess: (demo) => {
      queryClient.removeQueries();
      startSession(demo.token);
    },
  });
}
