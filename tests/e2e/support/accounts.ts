import { expect, type APIRequestContext, type Page } from '@playwright/test';
import type { Texts } from './i18n';

export interface Account {
  userName: string;
  email: string;
  password: string;
}

let sequence = 0;

/**
 * A user name no other run has used: SPEC §5 allows small Latin letters,
 * digits and '-', fewer than 20 characters. The prefix says what the user is
 * for; time, process and a counter keep parallel workers and reruns apart.
 */
export function uniqueName(prefix: string): string {
  const time = Date.now().toString(36).slice(-6);
  const tail = `${(process.pid % 1296).toString(36)}${(sequence++ % 36).toString(36)}`;
  const name = `${prefix.slice(0, 8)}-${time}${tail}`;
  if (name.length >= 20 || !/^[a-z0-9-]+$/.test(name)) throw new Error(`bad user name ${name}`);
  return name;
}

export function newAccount(prefix: string): Account {
  const userName = uniqueName(prefix);
  return { userName, email: `${userName}@example.com`, password: `pass-${userName}` };
}

/** Fills the login form (user name or e-mail, and password) and submits it. */
export async function submitLogin(
  page: Page,
  t: Texts,
  userNameOrMail: string,
  password: string,
): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: t.AUTH.LOGIN.TITLE })).toBeVisible();
  await page.getByLabel(t.AUTH.FIELDS.USER_NAME_OR_MAIL, { exact: true }).fill(userNameOrMail);
  await page.getByLabel(t.AUTH.FIELDS.PASSWORD, { exact: true }).fill(password);
  await page.getByRole('button', { name: t.AUTH.LOGIN.SUBMIT, exact: true }).click();
}

/** Creates an account without the browser, for a user a test needs but does not watch sign up. */
export async function registerByApi(
  request: APIRequestContext,
  account: Account,
): Promise<{ id: string; token: string }> {
  const response = await request.post('/api/Account/CreateAccount', {
    data: { userName: account.userName, password: account.password, emailAdress: account.email },
  });
  expect(response.status(), await response.text()).toBeLessThan(300);
  const body = (await response.json()) as { id: string; token: string };
  return { id: body.id, token: body.token };
}

/** The claims of a JWT, read the way the app reads them (no signature check). */
export function jwtClaims(token: string): Record<string, unknown> {
  const payload = token.split('.')[1] ?? '';
  return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
}

/** The same token with another `exp`: the signature no longer matches, which the browser cannot tell. */
export function withExpiry(token: string, expSeconds: number): string {
  const [header, , signature] = token.split('.');
  const claims = { ...jwtClaims(token), exp: expSeconds };
  const payload = Buffer.from(JSON.stringify(claims), 'utf8').toString('base64url');
  return `${header}.${payload}.${signature}`;
}

export interface CreatedWorld {
  id: string;
  urlName: string;
  name: string;
  ownerUserName: string;
}

/** POST api/Setting as the given user: a world to look at without creating it on screen. */
export async function createWorldByApi(
  request: APIRequestContext,
  token: string,
  world: { name: string; urlName: string; description?: string },
): Promise<CreatedWorld> {
  const response = await request.post('/api/Setting', {
    headers: { authorization: `Bearer ${token}` },
    data: { description: '', ...world },
  });
  expect(response.status(), await response.text()).toBeLessThan(300);
  return (await response.json()) as CreatedWorld;
}

/** POST api/Setting/{id}/Members as the owner. */
export async function addMemberByApi(
  request: APIRequestContext,
  token: string,
  worldId: string,
  member: { userName: string; role: 'writer' | 'artist' | 'viewer' },
): Promise<void> {
  const response = await request.post(`/api/Setting/${encodeURIComponent(worldId)}/Members`, {
    headers: { authorization: `Bearer ${token}` },
    data: member,
  });
  expect(response.status(), await response.text()).toBeLessThan(300);
}
