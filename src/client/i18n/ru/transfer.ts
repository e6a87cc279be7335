import type { transferEn } from '../en/transfer';
import type { Catalogue } from '../catalogue';

/** Export of a world as one archive (world settings) and import of an archive as a new world (world list). */
export const transferRu: Catalogue<typeof transferEn> = {
  TRANSFER: {
    EXPORT: {
      TITLE: 'Экспорт мира',
      TEXT: 'Скачайте всё, что есть в этом мире, одним файлом .zip: документы (и в виде файлов Markdown), их историю, таймлайн с календарём, изображения, связи, сюжеты, диалоги и команду. Импортируйте его на этом или другом сервере Loreweave, чтобы сделать копию, или храните как резервную копию.',
      ACTION: 'Скачать архив',
      BUSY: 'Готовим архив… получено {{size}}',
      DONE: 'Сохранён {{name}} ({{size}})',
    },
    IMPORT: {
      TITLE: 'Импорт мира',
      TEXT: 'Создайте свой новый мир из архива, экспортированного из Loreweave на этом или другом сервере. Участники сопоставляются по имени пользователя.',
      DROP: 'Перетащите сюда архив мира (.zip) или нажмите, чтобы выбрать его',
      LIMITS: 'Один файл .zip, до 2 ГБ',
      UPLOADING: 'Загрузка {{percent}} %',
      PROCESSING: 'Импортируем мир…',
      DONE: 'Мир «{{name}}» импортирован',
      OPEN: 'Открыть мир',
      COUNTS: 'Что перенесено',
      DROPPED_MEMBERS:
        'Не добавлены в участники (здесь нет пользователя с таким именем): {{names}}',
      UNKNOWN_AUTHORS:
        'Авторы без учётной записи здесь (их имена больше не показаны у их работ): {{names}}',
      DROPPED_REFERENCES: 'Пропущено ссылок на то, чего нет в архиве: {{count}}',
      NOTHING_DROPPED: 'Ничего не пропущено.',
      FAILED: 'Импорт не удался',
      PROMPT: {
        TITLE: 'Импорт «{{file}}»',
        TEXT: 'В архиве мир «{{name}}». Выберите название и адрес нового мира.',
        TEXT_UNREAD: 'Выберите название и адрес нового мира.',
        SUBMIT: 'Импортировать',
      },
    },
    ENTITY: {
      tags: 'Теги',
      documents: 'Документы',
      revisions: 'Версии документов',
      templates: 'Шаблоны',
      todos: 'Задачи',
      timelineRows: 'Строки таймлайна',
      events: 'События',
      imageCategories: 'Категории изображений',
      images: 'Изображения',
      relationTypes: 'Типы связей',
      relations: 'Связи',
      graphPositions: 'Закреплённые позиции графа',
      storyVariables: 'Переменные сюжетов',
      metaSchema: 'Поля метасхемы',
      dialogs: 'Диалоги',
      stories: 'Сюжеты',
      storyBlocks: 'Блоки сюжетов',
      storyScenes: 'Сцены',
    },
  },
};
