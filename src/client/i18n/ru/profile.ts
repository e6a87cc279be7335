import type { profileEn } from '../en/profile';
import type { Catalogue } from '../catalogue';

export const profileRu: Catalogue<typeof profileEn> = {
  PROFILE: {
    TITLE: 'Профиль',
    SHOW_PASSWORD: 'Показать пароль',
    SUBTITLE: 'Ваш аккаунт, способ входа, язык и оформление интерфейса',
    ACCOUNT: {
      TITLE: 'Аккаунт',
      USER_NAME: 'Имя пользователя',
      EMAIL: 'E-mail',
    },
    EMAIL_FORM: {
      TITLE: 'Сменить e-mail',
      TEXT: 'На этот адрес приходят письма, например коды для восстановления пароля.',
      NEW_EMAIL: 'Новый e-mail',
      PASSWORD: 'Текущий пароль',
      SUBMIT: 'Сменить e-mail',
      DONE: 'Теперь ваш e-mail — {{email}}',
    },
    PASSWORD_FORM: {
      TITLE: 'Сменить пароль',
      TEXT: 'На всех остальных устройствах вход в этот аккаунт будет завершён; на этом вы останетесь в системе.',
      CURRENT: 'Текущий пароль',
      NEW: 'Новый пароль',
      HINT: 'Больше 6 символов',
      SUBMIT: 'Сменить пароль',
      DONE: 'Пароль изменён. Остальные сеансы завершены.',
    },
    LANGUAGE: {
      TITLE: 'Язык',
      TEXT: 'Язык интерфейса на этом устройстве.',
    },
    COLOR_SCHEME: {
      TITLE: 'Тема',
      TEXT: 'Светлая или тёмная на этом устройстве, или как в системе.',
      LIGHT: 'Светлая',
      DARK: 'Тёмная',
      AUTO: 'Как в системе',
    },
    SESSION: {
      TITLE: 'Сеанс',
      TEXT: 'Выйти из Loreweave на этом устройстве.',
    },
  },
};
