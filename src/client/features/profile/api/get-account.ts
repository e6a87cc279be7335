import { queryOptions, useQuery } from '@tanstack/react-query';
import { accountResponse, type AccountResponse } from '../../../../shared/schemas/account';
import { apiRequest } from '../../../lib/api-client';
import { accountKey } from './query-keys';

/** GET api/Account: the signed-in user's id, user name and e-mail. */
export function getAccount(): Promise<AccountResponse> {
  return apiRequest('GET', 'api/Account', { schema: accountResponse });
}

export const accountQueryOptions = () =>
  queryOptions({ queryKey: accountKey(), queryFn: getAccount });

export function useAccount() {
  return useQuery(accountQueryOptions());
}
