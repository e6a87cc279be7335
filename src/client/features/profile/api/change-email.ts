import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  accountResponse,
  type AccountResponse,
  type ChangeEmailRequest,
} from '../../../../shared/schemas/account';
import { apiRequest } from '../../../lib/api-client';
import { accountQueryOptions } from './get-account';

/** PUT api/Account/Email: needs the current password (4007); 40031 when another account has the e-mail. */
export function changeEmail(body: ChangeEmailRequest): Promise<AccountResponse> {
  return apiRequest('PUT', 'api/Account/Email', { body, schema: accountResponse });
}

/** The form shows 4007 and 40031 under their fields. */
export function useChangeEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeEmail,
    onSuccess: (account) => queryClient.setQueryData(accountQueryOptions().queryKey, account),
    meta: { banner: false },
  });
}
