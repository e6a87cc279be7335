import type { App } from '../../http/types';
import type { ServerContext } from '../../context';
import {
  accountResponse,
  authenticatedUser,
  changeEmailRequest,
  changePasswordRequest,
  confirmRestoreRequest,
  createAccountRequest,
  restorePasswordRequest,
  successResponse,
  tokenResponse,
  tryLoginRequest,
  tryLoginResponse,
} from '../../../shared/schemas/account';
import { authenticate } from '../../auth/authenticate';
import { renewSession, revokeSession } from '../../auth/sessions';
import { accountCreator } from '../../commands/account-creator';
import { loginAttempt } from '../../commands/login-attempt';
import { emailChanger, passwordChanger } from '../../commands/profile-editor';
import { passwordRestorer, restoreCodeSender } from '../../commands/password-restorer';
import { requestLanguage } from '../../http/language';
import { errors } from '../../http/app-error';
import { noContent } from '../../../shared/schemas/answers';

const tags = ['Account'];

export function registerAccountRoutes(app: App, ctx: ServerContext): void {
  const authLimit = {
    rateLimit: { max: ctx.config.authRateLimitPerMinute, timeWindow: '1 minute' },
  };
  const signedOut = { ...authLimit, public: true };
  const signedIn = { capability: 'signed-in' } as const;

  app.get(
    '/api/Account',
    {
      config: signedIn,
      schema: {
        tags,
        operationId: 'getAccount',
        summary: 'Get the signed-in account',
        response: { 200: accountResponse },
      },
    },
    async (request) => {
      const user = await authenticate(ctx, request);
      const row = await ctx.db
        .selectFrom('users')
        .select(['id', 'user_name', 'email'])
        .where('id', '=', user.id)
        .executeTakeFirst();
      if (!row) throw errors.unauthenticated();
      return { id: row.id, userName: row.user_name, emailAdress: row.email };
    },
  );

  app.post(
    '/api/Account/CreateAccount',
    {
      config: signedOut,
      schema: {
        tags,
        operationId: 'createAccount',
        summary: 'Create an account and sign in',
        body: createAccountRequest,
        response: { 200: authenticatedUser },
      },
    },
    async (request) => {
      const { userName, password, emailAdress } = request.body;
      const { user, token } = await accountCreator(ctx, { userName, password, email: emailAdress });
      return { id: user.id, userName: user.user_name, token };
    },
  );

  app.post(
    '/api/Account/TryLogin',
    {
      config: signedOut,
      schema: {
        tags,
        operationId: 'logIn',
        summary: 'Sign in with a user name or email and a password',
        body: tryLoginRequest,
        response: { 200: tryLoginResponse },
      },
    },
    async (request) => {
      const user = await loginAttempt(ctx, { ...request.body, ip: request.ip });
      return { success: true, user };
    },
  );

  app.post(
    '/api/Account/Logout',
    {
      config: signedIn,
      schema: {
        tags,
        operationId: 'logOut',
        summary: 'Sign out of this session',
        response: { 204: noContent },
      },
    },
    async (request, reply) => {
      const user = await authenticate(ctx, request);
      await revokeSession(ctx, user.sessionId);
      return reply.status(204).send();
    },
  );

  app.post(
    '/api/Account/RefreshToken',
    {
      config: signedIn,
      schema: {
        tags,
        operationId: 'refreshToken',
        summary: "Renew the session's token",
        response: { 200: tokenResponse },
      },
    },
    async (request) => {
      const user = await authenticate(ctx, request);
      return { token: await renewSession(ctx, user, user.sessionId) };
    },
  );

  app.put(
    '/api/Account/Email',
    {
      config: { ...authLimit, ...signedIn },
      schema: {
        tags,
        operationId: 'updateEmail',
        summary: "Change the account's email",
        body: changeEmailRequest,
        response: { 200: accountResponse },
      },
    },
    async (request) => {
      const user = await authenticate(ctx, request);
      return emailChanger(ctx, {
        userId: user.id,
        email: request.body.emailAdress,
        password: request.body.password,
      });
    },
  );

  app.put(
    '/api/Account/Password',
    {
      config: { ...authLimit, ...signedIn },
      schema: {
        tags,
        operationId: 'updatePassword',
        summary: "Change the account's password",
        body: changePasswordRequest,
        response: { 200: tokenResponse },
      },
    },
    async (request) => {
      const user = await authenticate(ctx, request);
      return { token: await passwordChanger(ctx, { userId: user.id, ...request.body }) };
    },
  );

  app.post(
    '/api/Account/RestorePassword',
    {
      config: signedOut,
      schema: {
        tags,
        operationId: 'requestPasswordRestore',
        summary: 'Mail a code to restore the password',
        body: restorePasswordRequest,
        response: { 200: successResponse },
      },
    },
    async (request) => {
      await restoreCodeSender(ctx, {
        email: request.body.emailAdress,
        lang: requestLanguage(request),
      });
      return { success: true };
    },
  );

  app.post(
    '/api/Account/RestorePassword/Confirm',
    {
      config: signedOut,
      schema: {
        tags,
        operationId: 'confirmPasswordRestore',
        summary: 'Set a new password with a mailed code',
        body: confirmRestoreRequest,
        response: { 200: successResponse },
      },
    },
    async (request) => {
      const { emailAdress, code, newPassword } = request.body;
      await passwordRestorer(ctx, { email: emailAdress, code, newPassword });
      return { success: true };
    },
  );
}
