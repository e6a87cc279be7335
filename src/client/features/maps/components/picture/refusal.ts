import { fileRefusalMessages } from '../../../../lib/api-error';
import { bannerMessages } from '../../../../lib/error-messages';
import { i18n } from '../../../../lib/i18n';

/** Why an upload was refused, in the interface language: the server's codes translated. */
export function uploadRefusal(error: unknown): string {
  const refused = fileRefusalMessages(error);
  const messages = bannerMessages(error, (key) => i18n.t(key)).map((message) => message.text);
  return (messages.length > 0 ? messages : (refused ?? [])).join(' ');
}
