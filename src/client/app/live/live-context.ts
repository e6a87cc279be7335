import { createContext, useContext } from 'react';
import type { PresenceMember } from '../../../shared/live/protocol';
import type { LiveStatus } from '../../live/live-connection';

export interface LiveState {
  /** Everyone the server lists in the world, one entry per open tab (the signed-in user's too). */
  members: readonly PresenceMember[];
  status: LiveStatus;
  /** The connection was lost and is not back yet (it stays so through each attempt to reconnect). */
  offline: boolean;
  /** The signed-in user, left out of "who else is here". */
  selfId: string | null;
}

/** The open world's live connection, provided by the world layout; null outside a world. */
export const LiveContext = createContext<LiveState | null>(null);

export function useLiveState(): LiveState | null {
  return useContext(LiveContext);
}
