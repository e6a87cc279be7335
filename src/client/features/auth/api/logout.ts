import { apiRequest } from '../../../lib/api-client';
import { endSession } from '../../../lib/session';

/** Revokes the session on the server, then forgets the token; the user is signed out either way. */
export async function logout(): Promise<void> {
  try {
    await apiRequest('POST', 'api/Account/Logout');
  } catch {
    // Expired or unreachable: signing out locally is what the user asked for.
  } finally {
    endSession('logout');
  }
}
