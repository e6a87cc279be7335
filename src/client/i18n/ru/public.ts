import { sharedMessagesRu } from '../../../shared/i18n/messages.ru';
import { commonRu } from './common';
import { navbarRu } from './navbar';
import { authRu } from './auth';
import { landingRu } from './landing';

/** What the signed-out pages (landing, sign-in, 404, the error banner) say: it ships with the entry. */
export const publicCatalogueRu = {
  ...sharedMessagesRu,
  ...commonRu,
  ...navbarRu,
  ...authRu,
  ...landingRu,
};
