import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { startSession } from '../../../lib/session';
import type { DemoSession } from './try-demo-response';

export type { DemoSession };

/** POST api/Account/TryDemo: a fresh guest account that may look around the demo world. */
export async function tryDemo(): Promise<DemoSession> {
  const { tryDemoResponse } = await import('./try-demo-response');
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
