import { useWindowEvent } from '@mantine/hooks';
import { useCallback, useRef } from 'react';
import type { PlayState } from '../../../../shared/dialogs/dialog-player';
import { recordPlay } from '../api/record-play';
import { emptyTrail, followTrail, trailRecord, type PlaytestTrail } from '../model/playtest-trail';

/**
 * Sends each play through a share link once: when it ends, when the player
 * starts again halfway, or when the page is left halfway (then as an
 * abandoned play). A page opened and left without a move is not a play.
 * Sending is best effort: a lost play costs a tester nothing.
 */
export function usePlaytestRecorder(token: string): (state: PlayState) => void {
  const trail = useRef<PlaytestTrail>(emptyTrail);
  const sent = useRef(false);
  const send = useCallback(
    (finished: boolean) => {
      if (sent.current || trail.current.moves === 0) return;
      sent.current = true;
      void recordPlay(token, trailRecord(trail.current, finished)).catch(() => undefined);
    },
    [token],
  );
  useWindowEvent('pagehide', () => send(false));
  return useCallback(
    (state: PlayState) => {
      // A restart: a fresh history at the start. What came before was a play of its own.
      if (state.history.length === 0 && !state.ended && trail.current.moves > 0) {
        send(false);
        trail.current = emptyTrail;
        sent.current = false;
      }
      trail.current = followTrail(trail.current, state);
      if (state.ended) send(true);
    },
    [send],
  );
}
