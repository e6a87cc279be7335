import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { toLanguage, type Language } from '../../shared/i18n/languages';
import { publicCatalogueEn } from '../i18n/en/public';
import { readStorage, storageKeys, writeStorage } from './storage';

/** SPEC §4: the stored language, else the browser's; en or ru only. */
export function initialLanguage(): Language {
  return toLanguage(readStorage(storageKeys.language) ?? navigator.language);
}

type CataloguePart = 'public' | 'workspace';

/**
 * English's public part ships with the entry (English is the fallback); the rest loads on
 * demand, so the signed-out pages download one language's public words and nothing more.
 */
const loadCatalogue: Record<CataloguePart, Record<Language, () => Promise<object>>> = {
  public: {
    en: async () => publicCatalogueEn,
    ru: async () => (await import('../i18n/ru/public')).publicCatalogueRu,
  },
  workspace: {
    en: async () => (await import('../i18n/en/workspace')).workspaceCatalogueEn,
    ru: async () => (await import('../i18n/ru/workspace')).workspaceCatalogueRu,
  },
};

export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  resources: { en: { translation: publicCatalogueEn } },
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

const loadedParts = new Set<string>(['en public']);
let workspaceWanted = false;
/** The language being switched to, so that a route loading meanwhile gets its words. */
let requestedLanguage: Language | undefined;

async function ensureCatalogue(language: Language): Promise<void> {
  const parts: CataloguePart[] = workspaceWanted ? ['public', 'workspace'] : ['public'];
  // The English fallback stays as complete as the language shown.
  const languages: Language[] = language === 'en' ? ['en'] : [language, 'en'];
  await Promise.all(
    languages.flatMap((lng) =>
      parts.map(async (part) => {
        if (loadedParts.has(`${lng} ${part}`)) return;
        const resources = await loadCatalogue[part][lng]();
        i18n.addResourceBundle(lng, 'translation', resources, true, true);
        loadedParts.add(`${lng} ${part}`);
      }),
    ),
  );
}

/** The signed-in screens' words, in the current language; their routes wait for it. */
export async function loadWorkspaceCatalogue(): Promise<void> {
  workspaceWanted = true;
  await ensureCatalogue(requestedLanguage ?? currentLanguage());
}

/** Before the first render: the stored or browser language, with its catalogue. */
export async function startLanguage(): Promise<void> {
  const language = initialLanguage();
  requestedLanguage = language;
  await ensureCatalogue(language);
  await i18n.changeLanguage(language);
}

export function currentLanguage(): Language {
  return toLanguage(i18n.language);
}

export async function changeLanguage(language: Language): Promise<void> {
  writeStorage(storageKeys.language, language);
  requestedLanguage = language;
  await ensureCatalogue(language);
  await i18n.changeLanguage(language);
}
