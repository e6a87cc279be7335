import type { Language } from '../../shared/i18n/languages';

/** The few words of a server-rendered public page's frame, in the app's two languages. */
export interface PageWords {
  documents: string;
  signIn: string;
  timeline: string;
  maps: string;
  stories: string;
}

const words: Record<Language, PageWords> = {
  en: {
    documents: 'Documents',
    signIn: 'Sign in to edit',
    timeline: 'Timeline',
    maps: 'Maps',
    stories: 'Stories',
  },
  ru: {
    documents: 'Документы',
    signIn: 'Войти, чтобы редактировать',
    timeline: 'Хронология',
    maps: 'Карты',
    stories: 'Сюжеты',
  },
};

export function pageWords(language: Language): PageWords {
  return words[language];
}
