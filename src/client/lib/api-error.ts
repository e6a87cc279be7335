import type { ErrorItem } from '../../shared/errors';

/** A failed call as the error banner needs it (SPEC §8). */
export class ApiError extends Error {
  constructor(
    /** HTTP status; 0 when no response came back. */
    readonly status: number,
    readonly exceptions: ErrorItem[] = [],
    /** The `errors` field of a response without `Exceptions`. */
    readonly errors: string[] = [],
    message = `HTTP ${status}`,
  ) {
    super(message);
    this.name = 'ApiError';
  }

  hasCode(code: string): boolean {
    return this.exceptions.some((item) => item.Code === code);
  }
}

/** The call was not made: the session had (almost) expired, and the user was signed out. */
export class SessionExpiredError extends Error {
  constructor() {
    super('Session expired');
    this.name = 'SessionExpiredError';
  }
}

/**
 * The server's reasons for refusing an uploaded file (bad content, a conflict, too large),
 * each once, already in the interface language; null for any other failure.
 */
export function fileRefusalMessages(error: unknown): string[] | null {
  if (!(error instanceof ApiError) || ![400, 409, 413].includes(error.status)) return null;
  if (error.exceptions.length === 0) return null;
  return [...new Set(error.exceptions.map((item) => item.Message))];
}
