import { useMutation } from '@tanstack/react-query';
import { successResponse, type RestorePasswordRequest } from '../../../../shared/schemas/account';
import { apiRequest } from '../../../lib/api-client';

/** POST api/Account/RestorePassword: mails a 6-digit code; 4041 when no account has this e-mail. */
export async function requestRestoreCode(body: RestorePasswordRequest): Promise<void> {
  await apiRequest('POST', 'api/Account/RestorePassword', {
    body,
    schema: successResponse,
    anonymous: true,
  });
}

export function useRequestRestoreCode() {
  return useMutation({ mutationFn: requestRestoreCode });
}
