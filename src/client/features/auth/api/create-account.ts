import { useMutation } from '@tanstack/react-query';
import {
  authenticatedUser,
  type AuthenticatedUser,
  type CreateAccountRequest,
} from '../../../../shared/schemas/account';
import { apiRequest } from '../../../lib/api-client';
import { useStartSession } from './sign-in';

/** POST api/Account/CreateAccount (SPEC §7): answers id, userName and token. */
export function createAccount(body: CreateAccountRequest): Promise<AuthenticatedUser> {
  return apiRequest('POST', 'api/Account/CreateAccount', {
    body,
    schema: authenticatedUser,
    anonymous: true,
  });
}

/** Creates the account and signs in. A taken e-mail or name is shown under its field by the form. */
export function useCreateAccount() {
  const startSession = useStartSession();
  return useMutation({
    mutationFn: createAccount,
    onSuccess: (user) => startSession(user.token),
    meta: { banner: false },
  });
}
