import { useMutation } from '@tanstack/react-query';
import { successResponse, type ConfirmRestoreRequest } from '../../../../shared/schemas/account';
import { apiRequest } from '../../../lib/api-client';

/** POST api/Account/RestorePassword/Confirm: the code from the letter sets a new password (4003 when wrong or expired). */
export async function confirmRestore(body: ConfirmRestoreRequest): Promise<void> {
  await apiRequest('POST', 'api/Account/RestorePassword/Confirm', {
    body,
    schema: successResponse,
    anonymous: true,
  });
}

/** A wrong code is shown under the code field by the form. */
export function useConfirmRestore() {
  return useMutation({ mutationFn: confirmRestore, meta: { banner: false } });
}

/** How long a mailed code stays valid (the server's rule, told to the user). */
export const restoreCodeLifetimeMinutes = 10;
