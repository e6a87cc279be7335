import { ErrorCode, type ErrorCodeValue } from '../../shared/errors';

/**
 * An error the caller should see. `message` is a shared-catalogue key (or
 * plain text when a key does not fit); the handler translates it.
 */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCodeValue,
    readonly messageKey: string = `SERVER_ERROR.${code}`,
    /** Extra plain text appended after the translated message (e.g. names of conflicting items). */
    readonly detail?: string,
    /** Further items of the same code, when one request has several problems (e.g. a refused file). */
    readonly more: readonly { messageKey: string; detail?: string | undefined }[] = [],
  ) {
    super(messageKey);
    this.name = 'AppError';
  }
}

export const errors = {
  unauthenticated: () => new AppError(401, ErrorCode.unauthenticated),
  noWorldAccess: () => new AppError(403, ErrorCode.noWorldAccess),
  roleForbidden: () => new AppError(403, ErrorCode.roleForbidden),
  notFound: () => new AppError(404, ErrorCode.notFound),
  staleVersion: () => new AppError(409, ErrorCode.staleVersion),
  conflict: (code: ErrorCodeValue) => new AppError(409, code),
  badRequest: (code: ErrorCodeValue, messageKey?: string) => new AppError(400, code, messageKey),
  validation: (messageKey: string) => new AppError(400, ErrorCode.validation, messageKey),
};
