import i18next, { type TFunction } from 'i18next';
import { catalogueEn } from '../../../src/client/i18n/en/index';
import { catalogueRu } from '../../../src/client/i18n/ru/index';

/** `t` of each language on the app's real catalogues, for tests of plain text builders. */
export async function catalogueTranslators(): Promise<{ en: TFunction; ru: TFunction }> {
  const i18n = i18next.createInstance();
  await i18n.init({
    resources: { en: { translation: catalogueEn }, ru: { translation: catalogueRu } },
    lng: 'en',
    interpolation: { escapeValue: false },
    showSupportNotice: false,
  });
  return { en: i18n.getFixedT('en'), ru: i18n.getFixedT('ru') };
}
