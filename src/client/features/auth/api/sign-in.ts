import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { startSession } from '../../../lib/session';

/**
 * Starts the session of a user who just proved who they are. Cached answers
 * of whoever was signed in before must not leak into the new session.
 */
export function useStartSession() {
  const queryClient = useQueryClient();
  return useCallback(
    (token: string) => {
      queryClient.removeQueries();
      startSession(token);
    },
    [queryClient],
  );
}
