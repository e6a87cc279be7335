import { ErrorCode } from '../../shared/errors';
import { AppError } from './app-error';

// Fatal: a byte that is not UTF-8 throws instead of becoming U+FFFD, which would be stored as it is.
const strictDecoder = new TextDecoder('utf-8', { fatal: true });

/** Bytes of a request (a JSON body, an uploaded text file) as text; not UTF-8 is the caller's 400 (40051). */
export function utf8Text(bytes: Uint8Array): string {
  try {
    return strictDecoder.decode(bytes);
  } catch {
    throw new AppError(400, ErrorCode.textNotUtf8);
  }
}
