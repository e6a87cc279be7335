import { bannerMessages } from '../../lib/error-messages';

/**
 * Why an upload failed, in the interface language, for the row or the field
 * that shows it (SPEC §8 messages: 4151 not a picture, 4131 too large...).
 * Empty when there is nothing to say (signed out).
 */
export function uploadErrorText(error: unknown, t: (key: string) => string): string {
  return bannerMessages(error, t)
    .map((message) => message.text)
    .join(' ');
}
