import { sharedMessagesEn } from '../../../shared/i18n/messages.en';
import { commonEn } from './common';
import { navbarEn } from './navbar';
import { authEn } from './auth';
import { landingEn } from './landing';

/** What the signed-out pages (landing, sign-in, 404, the error banner) say: it ships with the entry. */
export const publicCatalogueEn = {
  ...sharedMessagesEn,
  ...commonEn,
  ...navbarEn,
  ...authEn,
  ...landingEn,
};
