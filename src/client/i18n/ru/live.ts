import type { liveEn } from '../en/live';
import type { Catalogue } from '../catalogue';

/** Живые обновления и присутствие: кто ещё в мире и где; состояние соединения. */
export const liveRu: Catalogue<typeof liveEn> = {
  LIVE: {
    OTHERS_HERE_one: 'В этом мире ещё {{count}} человек',
    OTHERS_HERE_few: 'В этом мире ещё {{count}} человека',
    OTHERS_HERE_many: 'В этом мире ещё {{count}} человек',
    OTHERS_HERE_other: 'В этом мире ещё {{count}} человека',
    USER_ON_PAGE: '{{user}} · {{page}}',
    MORE: '+{{count}}',
    PAGE: {
      WORLD: 'Обзор мира',
      DETAILS: 'Настройки мира',
      DOCUMENTS: 'Документы',
      DOCUMENT: 'Документ',
      TIMELINE: 'Хронология',
      IMAGES: 'Изображения',
      MAPS: 'Карты',
      MAP: 'Карта',
      RELATIONS: 'Связи',
      STORIES: 'Сюжеты',
      STORY: 'Сюжет',
      DIALOG: 'Конструктор диалога',
      HELP: 'Справка',
      PROFILE: 'Профиль',
      PRINT_DOCUMENT: 'Печать документа',
      OTHER: 'Где-то в мире',
    },
    PAGE_DOCUMENT_NAMED: 'Документ «{{name}}»',
    OFFLINE: 'Нет связи',
    OFFLINE_TEXT: 'Нет связи — изменения других появятся, когда соединение восстановится.',
    ALSO_VIEWING: 'Также смотрят:',
    ALSO_VIEWING_LIST: 'Также смотрят: {{names}}',
    DOCUMENT_UPDATED: 'Документ обновлён пользователем {{user}}.',
    SCENE_CHANGED:
      'Пока вы редактировали, сцену сохранил кто-то другой. При сохранении сначала откроется их версия: скопируйте свой текст, если хотите его сохранить.',
    EVENT_CHANGED:
      'Пока событие было открыто у вас, его сохранил кто-то другой. Ваши изменения на месте; при сохранении вы увидите обе версии и сможете выбрать.',
    SOMEONE: 'Кто-то',
    DIALOG_UPDATED: 'Диалог изменён пользователем {{user}}; конструктор показывает новую версию.',
  },
};
