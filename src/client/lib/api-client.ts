import type * as z from 'zod/mini';
import type { ErrorItem } from '../../shared/errors';
import { env } from './env';
import { ApiError, SessionExpiredError } from './api-error';
import { currentLanguage } from './i18n';
import { currentToken, endSession } from './session';
import { hasUsableLife, readToken } from './token';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface RequestOptions<T> {
  body?: unknown;
  /** Checks the answer; a mismatch is a client bug, reported like a 500. */
  schema?: z.ZodMiniType<T>;
  /** Calls made before sign-in (login, create account, restore) carry no token. */
  anonymous?: boolean;
  signal?: AbortSignal;
  /** The request outlives the page (a save as the tab closes); browsers allow it only for small bodies. */
  keepalive?: boolean;
}

/** Browsers refuse a keepalive request whose body passes 64 KiB; a bigger one goes as a plain request. */
const keepaliveBodyLimit = 60_000;

/**
 * The one configured API client (STYLE.md): checks the token before the call
 * (SPEC §4), sends the bearer and lang headers (SPEC §7), signs out on 401,
 * and turns every failure into an ApiError the error banner understands.
 */
export async function apiRequest<T = unknown>(
  method: Method,
  path: string,
  options: RequestOptions<T> = {},
): Promise<T> {
  // Signed out, a public world's reader still calls its reads: without a token, no session to end.
  const signedOut = !options.anonymous && currentToken() === null;
  const headers = callHeaders(options.anonymous || signedOut);
  let body: string | undefined;
  if (options.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.body);
  }

  let response: Response;
  try {
    response = await fetch(apiUrl(path), {
      method,
      headers,
      body,
      signal: options.signal ?? null,
      keepalive:
        Boolean(options.keepalive) &&
        new TextEncoder().encode(body ?? '').length < keepaliveBodyLimit,
    });
  } catch (error) {
    if (options.signal?.aborted) throw error;
    throw new ApiError(0, [], [], error instanceof Error ? error.message : String(error));
  }

  const data = await readJson(response);
  // A members-only call made signed out fails quietly, as it did before it was sent.
  if (!response.ok && signedOut && response.status === 401) throw new SessionExpiredError();
  if (!response.ok) throw failedAnswer(response.status, data, options.anonymous);
  return checkedAnswer(data, path, options.schema);
}

/** A successful answer, checked by its schema when there is one (a mismatch is a client bug, reported like a 500). */
export function checkedAnswer<T>(data: unknown, path: string, schema?: z.ZodMiniType<T>): T {
  if (!schema) return data as T;
  const parsed = schema.safeParse(data);
  if (!parsed.success) throw new ApiError(500, [], [], `Unexpected answer from ${path}`);
  return parsed.data;
}

/**
 * The headers of every call (SPEC §7): lang, and the bearer token after the
 * SPEC §4 check; a token about to expire signs out and the call is not made.
 */
export function callHeaders(anonymous = false): Record<string, string> {
  const headers: Record<string, string> = { lang: currentLanguage(), accept: 'application/json' };
  if (!anonymous) {
    const token = currentToken();
    if (!hasUsableLife(readToken(token))) {
      endSession('expired');
      throw new SessionExpiredError();
    }
    headers['authorization'] = `Bearer ${token}`;
  }
  return headers;
}

/** The full address of an API path (the base comes from the environment). */
export function apiUrl(path: string): string {
  return `${env.VITE_API_BASE}/${path.replace(/^\/+/, '')}`;
}

/** A failed answer as an ApiError; a 401 on a signed-in call signs out first (SPEC §4). */
export function failedAnswer(status: number, data: unknown, anonymous = false): ApiError {
  if (status === 401 && !anonymous) endSession('unauthorized');
  return toApiError(status, data);
}

async function readJson(response: Response): Promise<unknown> {
  return parseAnswer(await response.text());
}

/** An answer's body: JSON when it is JSON, else its text, or undefined when empty. */
export function parseAnswer(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function toApiError(status: number, data: unknown): ApiError {
  const record = data && typeof data === 'object' ? (data as Record<string, unknown>) : {};
  const exceptions = Array.isArray(record['Exceptions'])
    ? (record['Exceptions'] as unknown[]).filter(isErrorItem)
    : [];
  const errors = flattenErrors(record['errors']);
  return new ApiError(status, exceptions, errors);
}

function isErrorItem(value: unknown): value is ErrorItem {
  const item = value as ErrorItem | null;
  return !!item && typeof item.Code === 'string' && typeof item.Message === 'string';
}

function flattenErrors(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(flattenErrors);
  if (value && typeof value === 'object') return Object.values(value).flatMap(flattenErrors);
  return [];
}
