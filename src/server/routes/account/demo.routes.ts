import crypto from 'node:crypto';
import * as z from 'zod/mini';
import type { App } from '../../http/types';
import type { ServerContext } from '../../context';
import { authenticatedUser } from '../../../shared/schemas/account';
import { ErrorCode } from '../../../shared/errors';
import { accountCreator } from '../../commands/account-creator';
import { demoOwner, demoSeeder, demoWorld } from '../../commands/demo-seeder';
import { AppError } from '../../http/app-error';
import { isoNow } from '../../clock';

const demoResponse = z.extend(authenticatedUser, {
  ownerUserName: z.string(),
  settingUrl: z.string(),
});

export function registerDemoRoutes(app: App, ctx: ServerContext): void {
  /**
   * "Try now": a fresh guest account that may look around the demo world.
   * Guests are viewers, so one visitor cannot spoil the demo for the next.
   */
  app.post(
    '/api/Account/TryDemo',
    {
      config: {
        public: true,
        rateLimit: { max: ctx.config.authRateLimitPerMinute, timeWindow: '1 minute' },
      },
      schema: {
        tags: ['Account'],
        operationId: 'createDemoAccount',
        summary: 'Try the app in a demo account',
        response: { 200: demoResponse },
      },
    },
    async () => {
      if (!ctx.config.demoWorld) throw new AppError(503, ErrorCode.moduleUnavailable);
      const { worldId } = await demoSeeder(ctx);
      const suffix = crypto.randomBytes(5).toString('hex');
      const { user, token } = await accountCreator(ctx, {
        userName: `guest-${suffix}`,
        email: `guest-${suffix}@guests.loreweave.local`,
        password: crypto.randomBytes(24).toString('base64url'),
        isGuest: true,
      });
      await ctx.db
        .insertInto('world_members')
        .values({
          world_id: worldId,
          user_id: user.id,
          role: 'viewer',
          added_at: isoNow(ctx.clock),
        })
        .execute();
      return {
        id: user.id,
        userName: user.user_name,
        token,
        ownerUserName: demoOwner.userName,
        settingUrl: demoWorld.urlName,
      };
    },
  );
}
