import { useMutation } from '@tanstack/react-query';
import { ErrorCode } from '../../../../shared/errors';
import type { AuthenticatedUser, TryLoginRequest } from '../../../../shared/schemas/account';
import { apiRequest } from '../../../lib/api-client';
import { ApiError } from '../../../lib/api-error';
import { useStartSession } from './sign-in';

/** POST api/Account/TryLogin (SPEC §7): by user name or e-mail; 4001 wrong, 4002 locked. */
export async function tryLogin(body: TryLoginRequest): Promise<AuthenticatedUser> {
  // The answer's schema brings zod, which the login page otherwise does without.
  const { tryLoginResponse } = await import('../../../../shared/schemas/account');
  const answer = await apiRequest('POST', 'api/Account/TryLogin', {
    body,
    schema: tryLoginResponse,
    anonymous: true,
  });
  // The server answers failures with an error code; an unsuccessful 200 is treated the same way.
  if (!answer.success) throw new ApiError(400, [{ Code: ErrorCode.wrongCredentials, Message: '' }]);
  return answer.user;
}

/** Signs in; the caller decides where to go next. 4001 and 4002 show in the error banner. */
export function useTryLogin() {
  const startSession = useStartSession();
  return useMutation({ mutationFn: tryLogin, onSuccess: (user) => startSession(user.token) });
}
