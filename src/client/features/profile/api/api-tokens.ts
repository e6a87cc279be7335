import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  apiTokenListResponse,
  createdApiTokenResponse,
  type ApiTokenResponse,
  type CreateApiTokenRequest,
  type CreatedApiTokenResponse,
} from '../../../../shared/schemas/api-token';
import { apiRequest } from '../../../lib/api-client';
import { apiTokensKey } from './query-keys';

/** GET api/Account/Tokens: the user's personal API tokens, never their secrets. */
export function getApiTokens(): Promise<ApiTokenResponse[]> {
  return apiRequest('GET', 'api/Account/Tokens', { schema: apiTokenListResponse });
}

export const apiTokensQueryOptions = () =>
  queryOptions({ queryKey: apiTokensKey(), queryFn: getApiTokens });

export function useApiTokens() {
  return useQuery(apiTokensQueryOptions());
}

/** POST api/Account/Tokens: the answer holds the secret, shown once. */
export function createApiToken(body: CreateApiTokenRequest): Promise<CreatedApiTokenResponse> {
  return apiRequest('POST', 'api/Account/Tokens', { body, schema: createdApiTokenResponse });
}

export function useCreateApiToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createApiToken,
    onSuccess: ({ token }) =>
      queryClient.setQueryData(apiTokensQueryOptions().queryKey, (list) => [
        token,
        ...(list ?? []),
      ]),
  });
}

/** DELETE api/Account/Tokens/{id}: the token stops working at once. */
export function revokeApiToken(tokenId: string): Promise<void> {
  return apiRequest('DELETE', `api/Account/Tokens/${encodeURIComponent(tokenId)}`);
}

export function useRevokeApiToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeApiToken,
    onSuccess: (_nothing, tokenId) =>
      queryClient.setQueryData(apiTokensQueryOptions().queryKey, (list) =>
        list?.filter((token) => token.id !== tokenId),
      ),
  });
}
