import { ApiError } from '../../lib/api-error';
import { bannerMessages } from '../../lib/error-messages';

/**
 * Why an import was refused, in the interface language. The server's message
 * is used as it stands (it came translated through the lang header) because
 * it names the entry at fault ("The archive is damaged: data/events.json …").
 */
export function importErrorText(error: unknown, t: (key: string) => string): string {
  if (error instanceof ApiError && error.status !== 401 && error.exceptions.length > 0) {
    return error.exceptions.map((item) => item.Message).join(' ');
  }
  return bannerMessages(error, t)
    .map((message) => message.text)
    .join(' ');
}
