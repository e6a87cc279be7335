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
}

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
  const headers: Record<string, string> = { lang: currentLanguage(), accept: 'application/json' };
  if (!options.anonymous) {
    const token = currentToken();
    if (!hasUsableLife(readToken(token))) {
      endSession('expired');
      throw new SessionExpiredError();
    }
    headers['authorization'] = `Bearer ${token}`;
  }
  let body: string | undefined;
  if (options.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.body);
  }

  let response: Response;
  try {
    response = await fetch(`${env.VITE_API_BASE}/${path.replace(/^\/+/, '')}`, {
      method,
      headers,
      body,
      signal: options.signal ?? null,
    });
  } catch (error) {
    if (options.signal?.aborted) throw error;
    throw new ApiError(0, [], [], error instanceof Error ? error.message : String(error));
  }

  const data = await readJson(response);
  if (!response.ok) {
    if (response.status === 401 && !options.anonymous) endSession('unauthorized');
    throw toApiError(response.status, data);
  }
  if (options.schema) {
    const parsed = options.schema.safeParse(data);
    if (!parsed.success) throw new ApiError(500, [], [], `Unexpected answer from ${path}`);
    return parsed.data;
  }
  return data as T;
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
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
