/** The static site's own words (the world's text stays as written), in the two app languages. */
export const siteLanguages = ['en', 'ru'] as const;
export type SiteLanguage = (typeof siteLanguages)[number];

export function isSiteLanguage(value: unknown): value is SiteLanguage {
  return value === 'en' || value === 'ru';
}

const en = {
  home: 'Home',
  documents: 'Documents',
  timeline: 'Timeline',
  maps: 'Maps',
  dialogs: 'Dialogs',
  stories: 'Stories',
  sections: 'Sections',
  tags: 'Tags',
  mentions: 'Mentions',
  mentionedIn: 'Mentioned in',
  nothing: 'Nothing here yet.',
  restart: 'Restart',
  next: 'Next',
  end: 'The end.',
  noScript: 'The dialog player needs JavaScript. The lines are listed below.',
  allLines: 'All lines',
  scene: 'Scene',
  links: 'Linked',
  footer: 'A static copy of the public part of this world, made with Loreweave.',
  untitledRow: 'Events',
  places: 'Places',
  mapsInside: 'Maps inside',
  noMapPicture: 'This map has no picture yet.',
  zoomIn: 'Zoom in',
  zoomOut: 'Zoom out',
};

export type SiteWords = typeof en;

const ru: SiteWords = {
  home: 'Главная',
  documents: 'Документы',
  timeline: 'Хронология',
  maps: 'Карты',
  dialogs: 'Диалоги',
  stories: 'Сюжеты',
  sections: 'Разделы',
  tags: 'Метки',
  mentions: 'Упоминает',
  mentionedIn: 'Упомянут в',
  nothing: 'Здесь пока ничего нет.',
  restart: 'Сначала',
  next: 'Дальше',
  end: 'Конец.',
  noScript: 'Для проигрывателя диалога нужен JavaScript. Реплики перечислены ниже.',
  allLines: 'Все реплики',
  scene: 'Сцена',
  links: 'Связано',
  footer: 'Статическая копия открытой части этого мира, сделанная в Loreweave.',
  untitledRow: 'События',
  places: 'Места',
  mapsInside: 'Карты внутри',
  noMapPicture: 'У этой карты пока нет изображения.',
  zoomIn: 'Приблизить',
  zoomOut: 'Отдалить',
};

export function siteWords(language: SiteLanguage): SiteWords {
  return language === 'ru' ? ru : en;
}
