import { apiRequest } from '../../../lib/api-client';
import { mayLeave } from '../../../lib/leave-guards';
import { endSession } from '../../../lib/session';

/**
 * Saves what the open page has not saved yet (while the token still works),
 * revokes the session on the server, then forgets the token; the user is
 * signed out either way. False when the user chose to stay with unsaved work.
 */
export async function logout(): Promise<boolean> {
  if (!(await mayLeave())) return false;
  try {
    await apiRequest('POST', 'api/Account/Logout');
  } catch {
    // Expired or unreachable: signing out locally is what the user asked for.
  } finally {
    endSession('logout');
  }
  return true;
}
