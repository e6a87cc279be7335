import * as z from 'zod/mini';
import { authenticatedUser } from '../../../../shared/schemas/account';

/** The answer of api/Account/TryDemo; apart from try-demo.ts so that zod loads only on "Try now". */
export const tryDemoResponse = z.extend(authenticatedUser, {
  ownerUserName: z.string(),
  settingUrl: z.string(),
});
export type DemoSession = z.infer<typeof tryDemoResponse>;
