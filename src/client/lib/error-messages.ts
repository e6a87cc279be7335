import { ErrorCode, isTranslatedCode } from '../../shared/errors';
import { ApiError, SessionExpiredError } from './api-error';

export interface BannerMessage {
  text: string;
  /** SPEC §8: 5001 is a warning that cannot be closed; everything else is a closable error. */
  severity: 'error' | 'warning';
  closable: boolean;
  /** SPEC §8: 401_2 adds a NAVBAR.back button that goes to Select Setting. */
  backToWorlds: boolean;
}

type Translate = (key: string) => string;

/**
 * What the error banner shows for a failed call, exactly by the rules of SPEC §8.
 * An empty list means "show nothing" (signed out, or offline: only logged).
 */
export function bannerMessages(
  error: unknown,
  t: Translate,
  online = navigatorOnline(),
): BannerMessage[] {
  if (error instanceof SessionExpiredError) return [];
  if (!(error instanceof ApiError)) {
    return [plain(error instanceof Error ? error.message : String(error))];
  }
  if (error.status === 0) {
    if (!online) {
      console.warn('Offline: the call was not answered', error.message);
      return [];
    }
    return [plain(error.message)];
  }
  if (error.status === 503) return [plain(t(`SERVER_ERROR.${ErrorCode.unavailable}`))];
  if (error.status === 401) return [];
  if (error.status === 404) return [plain(t(`SERVER_ERROR.${ErrorCode.notFound}`))];
  if (error.exceptions.length > 0) {
    return error.exceptions.map((item) => {
      const text = isTranslatedCode(item.Code) ? t(`SERVER_ERROR.${item.Code}`) : item.Message;
      const warning = item.Code === ErrorCode.moduleUnavailable;
      return {
        text,
        severity: warning ? 'warning' : 'error',
        closable: !warning,
        backToWorlds: item.Code === ErrorCode.noWorldAccess,
      };
    });
  }
  if (error.errors.length > 0) return error.errors.map(plain);
  return [plain(error.message)];
}

function plain(text: string): BannerMessage {
  return { text, severity: 'error', closable: true, backToWorlds: false };
}

function navigatorOnline(): boolean {
  return typeof navigator === 'undefined' || navigator.onLine !== false;
}
