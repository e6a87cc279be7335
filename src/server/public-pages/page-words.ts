import type { Language } from '../../shared/i18n/languages';
import type { MapFeatureKind } from '../../shared/schemas/map';

/** The few words of a server-rendered public page's frame, in the app's two languages. */
export interface PageWords {
  documents: string;
  signIn: string;
  timeline: string;
  maps: string;
  stories: string;
  /** The heading of a map's list of places. */
  places: string;
  placeKinds: Record<MapFeatureKind, string>;
  noEvents: string;
  /** Under a timeline cut short: the app shows the rest. */
  moreEvents: string;
}

const words: Record<Language, PageWords> = {
  en: {
    documents: 'Documents',
    signIn: 'Sign in to edit',
    timeline: 'Timeline',
    maps: 'Maps',
    stories: 'Stories',
    places: 'Places',
    placeKinds: { pin: 'Pin', region: 'Region', path: 'Path' },
    noEvents: 'No events yet.',
    moreEvents: 'More events are on the timeline in the app.',
  },
  ru: {
    documents: 'Документы',
    signIn: 'Войти, чтобы редактировать',
    timeline: 'Хронология',
    maps: 'Карты',
    stories: 'Сюжеты',
    places: 'Места',
    placeKinds: { pin: 'Метка', region: 'Область', path: 'Путь' },
    noEvents: 'Событий пока нет.',
    moreEvents: 'Остальные события — на хронологии в приложении.',
  },
};

export function pageWords(language: Language): PageWords {
  return words[language];
}
