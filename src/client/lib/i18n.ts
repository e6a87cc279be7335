import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { toLanguage, type Language } from '../../shared/i18n/languages';
import { catalogueEn } from '../i18n/en/index';
import { catalogueRu } from '../i18n/ru/index';
import { readStorage, storageKeys, writeStorage } from './storage';

/** SPEC §4: the stored language, else the browser's; en or ru only. */
export function initialLanguage(): Language {
  return toLanguage(readStorage(storageKeys.language) ?? navigator.language);
}

export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  resources: { en: { translation: catalogueEn }, ru: { translation: catalogueRu } },
  lng: initialLanguage(),
  fallbackLng: 'en',
  supportedLngs: ['en', 'ru'],
  interpolation: { escapeValue: false },
  returnNull: false,
  initAsync: false,
  showSupportNotice: false,
});

i18n.on('languageChanged', (lng) => {
  document.documentElement.lang = lng;
});
document.documentElement.lang = i18n.language;

export function currentLanguage(): Language {
  return toLanguage(i18n.language);
}

export async function changeLanguage(language: Language): Promise<void> {
  writeStorage(storageKeys.language, language);
  await i18n.changeLanguage(language);
}
