import type { PlayRecord } from '../../../../shared/schemas/dialog-share';
import { apiRequest } from '../../../lib/api-client';
import { playPath } from './get-playable-dialog';

/** POST api/Play/{token}: one finished or abandoned play; it outlives the page (sent as the tab closes). */
export function recordPlay(token: string, play: PlayRecord): Promise<void> {
  return apiRequest('POST', playPath(token), { body: play, anonymous: true, keepalive: true });
}
