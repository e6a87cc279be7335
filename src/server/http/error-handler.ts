import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ErrorCode, type ErrorBody, type ErrorItem } from '../../shared/errors';
import { translateShared } from '../../shared/i18n/translate';
import type { Language } from '../../shared/i18n/languages';
import { AppError } from './app-error';
import { requestLanguage } from './language';

/**
 * One handler for every error: answers the SPEC §8 body
 * `{"Exceptions":[{"Message","Code"}]}` in the caller's language, and never
 * shows the internals of a 5xx (they go to the log with the request id).
 */
export function installErrorHandler(
  app: FastifyInstance,
  handleNotFound: NotFoundHandler = notFound,
): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const lang = requestLanguage(request);
    const { status, items } = describe(error, lang);
    if (status >= 500) request.log.error({ err: error }, 'request failed');
    return sendErrors(reply, status, items);
  });

  // Fastify takes one not-found handler per prefix: the app passes its own when it serves the client.
  app.setNotFoundHandler((request, reply) => handleNotFound(request, reply));
}

/**
 * Fastify's router answers a few errors itself, before any route or hook
 * runs (a path that is not valid percent-encoding, a path parameter past its
 * length limit): the app passes this as `frameworkErrors` so they too get the
 * SPEC §8 body.
 */
export function answerFrameworkError(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  const { status, items } = describe(error, requestLanguage(request));
  if (status >= 500) request.log.error({ err: error }, 'request failed');
  return sendErrors(reply, status, items);
}

export type NotFoundHandler = (
  request: FastifyRequest,
  reply: FastifyReply,
) => FastifyReply | Promise<FastifyReply>;

export function notFound(request: FastifyRequest, reply: FastifyReply) {
  const lang = requestLanguage(request);
  return sendErrors(reply, 404, [item(lang, ErrorCode.notFound)]);
}

function sendErrors(reply: FastifyReply, status: number, items: ErrorItem[]) {
  const body: ErrorBody = { Exceptions: items };
  return reply.status(status).type('application/json; charset=utf-8').send(body);
}

function item(
  lang: Language,
  code: string,
  messageKey = `SERVER_ERROR.${code}`,
  detail?: string,
): ErrorItem {
  const message = translateShared(lang, messageKey);
  return { Code: code, Message: detail ? `${message}: ${detail}` : message };
}

function describe(error: FastifyError, lang: Language): { status: number; items: ErrorItem[] } {
  if (error instanceof AppError) {
    const more = error.more.map((extra) => item(lang, error.code, extra.messageKey, extra.detail));
    return {
      status: error.statusCode,
      items: [item(lang, error.code, error.messageKey, error.detail), ...more],
    };
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const items = firstIssuePerField(error.validation).map((issue) => validationItem(lang, issue));
    return { status: 400, items: dedupe(items) };
  }
  const status = error.statusCode ?? 500;
  if (status === 413 || error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
    return { status: 413, items: [item(lang, ErrorCode.payloadTooLarge)] };
  }
  if (status === 429) return { status: 429, items: [item(lang, ErrorCode.tooManyRequests)] };
  if (status >= 400 && status < 500) {
    // Malformed JSON, wrong content type, bad multipart and the like.
    return { status, items: [item(lang, ErrorCode.validation)] };
  }
  return { status: 500, items: [item(lang, ErrorCode.internal)] };
}

interface ValidationIssue {
  keyword: string;
  message?: string | undefined;
  instancePath?: string | undefined;
  params?: Record<string, unknown> | undefined;
}

function validationItem(lang: Language, issue: ValidationIssue): ErrorItem {
  const message = issue.message ?? '';
  if (message.startsWith('VALIDATION.')) return item(lang, ErrorCode.validation, message);
  const keys = issue.params?.['keys'];
  if (issue.keyword === 'unrecognized_keys' && Array.isArray(keys)) {
    return item(lang, ErrorCode.validation, 'VALIDATION.UNKNOWN_FIELD', keys.join(', '));
  }
  const field = (issue.instancePath ?? '').replace(/^\//, '').replaceAll('/', '.');
  return item(lang, ErrorCode.validation, 'VALIDATION.INVALID_VALUE', field || undefined);
}

/** One message per field, the first rule it broke, as a form shows it. */
function firstIssuePerField<T extends ValidationIssue>(issues: T[]): T[] {
  const seen = new Set<string>();
  return issues.filter((issue) => {
    const key =
      issue.keyword === 'unrecognized_keys'
        ? `?${String(issue.params?.['keys'])}`
        : (issue.instancePath ?? '');
    return !seen.has(key) && seen.add(key);
  });
}

function dedupe(items: ErrorItem[]): ErrorItem[] {
  const seen = new Set<string>();
  return items.filter((entry) => !seen.has(entry.Message) && seen.add(entry.Message));
}
