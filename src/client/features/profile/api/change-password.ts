import { useMutation } from '@tanstack/react-query';
import {
  tokenResponse,
  type ChangePasswordRequest,
  type TokenResponse,
} from '../../../../shared/schemas/account';
import { apiRequest } from '../../../lib/api-client';
import { startSession } from '../../../lib/session';

/** PUT api/Account/Password: revokes every session, this one included, and answers a fresh token. */
export function changePassword(body: ChangePasswordRequest): Promise<TokenResponse> {
  return apiRequest('PUT', 'api/Account/Password', { body, schema: tokenResponse });
}

/** Keeps this device signed in with the new token. The form shows 4007 under the current password. */
export function useChangePassword() {
  return useMutation({
    mutationFn: changePassword,
    onSuccess: ({ token }) => startSession(token),
    meta: { banner: false },
  });
}
