import { ErrorCode } from '../../../../src/shared/errors';

const knownCodes = new Set<string>(Object.values(ErrorCode));

/**
 * What is wrong with an answer, if anything: a 5xx or a redirect, or an error
 * without the SPEC §8 body `{"Exceptions":[{"Message","Code"}]}` (a known
 * code, a message, JSON content type).
 */
export function answerProblem(
  status: number,
  contentType: unknown,
  text: string,
): string | undefined {
  if (status >= 500) return `answered ${status}`;
  if (status < 200 || (status >= 300 && status < 400))
    return `answered ${status}, neither a success nor a refusal`;
  if (status < 400) return undefined;
  if (!String(contentType).startsWith('application/json'))
    return `${status} with content type ${String(contentType)}`;
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return `${status} with a body that is not JSON`;
  }
  const items = (body as { Exceptions?: unknown } | null)?.Exceptions;
  if (!Array.isArray(items) || items.length === 0) return `${status} without an Exceptions list`;
  for (const item of items as { Code?: unknown; Message?: unknown }[]) {
    if (typeof item.Code !== 'string' || !knownCodes.has(item.Code))
      return `${status} with unknown code ${String(item.Code)}`;
    if (typeof item.Message !== 'string' || item.Message.trim() === '')
      return `${status} with code ${item.Code} and no message`;
  }
  return undefined;
}
