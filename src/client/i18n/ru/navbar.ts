import type { navbarEn } from '../en/navbar';
import type { Catalogue } from '../catalogue';

export const navbarRu: Catalogue<typeof navbarEn> = {
  NAVBAR: {
    WORLD: 'Мир',
    DOCUMENTS: 'Документы',
    TIMELINE: 'Хронология',
    IMAGES: 'Изображения',
    MAPS: 'Карты',
    RELATIONS: 'Связи',
    STORIES: 'Сюжеты',
    SETTINGS: 'Настройки',
    PROFILE: 'Профиль',
    LEAVE_WORLD: 'Покинуть мир',
    DASHBOARD: 'Панель',
    HELP: 'Помощь',
    SEARCH: 'Поиск',
    SEARCH_PLACEHOLDER: 'Начните вводить для поиска...',
    DIALOGS_BUILDER: 'Конструктор диалогов',
    DIALOGS_PLAYER: 'Проигрыватель диалогов',
    SIGN_OUT: 'Выйти',
    back: 'Назад к мирам',
    MY_WORLDS: 'Мои миры',
    ANALYTICS: 'Аналитика',
    OPEN_MENU: 'Открыть меню',
    LANGUAGE: 'Язык',
    LEAVE_CONFIRM_TITLE: 'Покинуть этот мир?',
    LEAVE_CONFIRM_TEXT: 'Вы потеряете доступ к «{{name}}», пока владелец снова не добавит вас.',
    LEFT_WORLD: 'Вы покинули «{{name}}»',
  },
};
