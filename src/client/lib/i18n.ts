import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { toLanguage, type Language } from '../../shared/i18n/languages';
import { catalogueEn } from '../i18n/en/index';
import { readStorage, storageKeys, writeStorage } from './storage';

/** SPEC §4: the stored language, else the browser's; en or ru only. */
export function initialLanguage(): Language {
  return toLanguage(readStorage(storageKeys.language) ?? navigator.language);
}

/**
 * English ships with the entry (it is the fallback); Russian loads on demand,
 * so a page downloads one catalogue, not both.
 */
const loadCatalogue: Record<Language, () => Promise<object>> = {
  en: async () => catalogueEn,
  ru: async () => (await import('../i18n/ru/index')).catalogueRu,
};

export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  resources: { en: { translation: catalogueEn } },
  lng: 'en',
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

async function ensureCatalogue(language: Language): Promise<void> {
  if (!i18n.hasResourceBundle(language, 'translation')) {
    i18n.addResourceBundle(language, 'translation', await loadCatalogue[language]());
  }
}

/** Before the first render: the stored or browser language, with its catalogue. */
export async function startLanguage(): Promise<void> {
  const language = initialLanguage();
  await ensureCatalogue(language);
  await i18n.changeLanguage(language);
}

export function currentLanguage(): Language {
  return toLanguage(i18n.language);
}

export async function changeLanguage(language: Language): Promise<void> {
  writeStorage(storageKeys.language, language);
  await ensureCatalogue(language);
  await i18n.changeLanguage(language);
}
