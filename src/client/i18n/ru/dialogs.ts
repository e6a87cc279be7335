import type { dialogsEn } from '../en/dialogs';
import type { Catalogue } from '../catalogue';

/** Диалоги: список, конструктор, проигрыватель, экспорт, переменные и мета-схема. */
export const dialogsRu: Catalogue<typeof dialogsEn> = {
  DIALOGS: {
    TITLE: 'Диалоги',
    ADD_NODE: 'Добавить узел',
    NODE_KIND: { text: 'Текст', character: 'Реплика персонажа', custom: 'Особый' },
    NODE_ARIA: {
      NODE: '{{kind}}: {{text}}',
      SPOKEN: '{{kind}}, {{speaker}}: {{text}}',
      CHOICES_one: '{{count}} вариант ответа',
      CHOICES_few: '{{count}} варианта ответа',
      CHOICES_many: '{{count}} вариантов ответа',
      CHOICES_other: '{{count}} варианта ответа',
      WARNINGS_one: '{{count}} предупреждение',
      WARNINGS_few: '{{count}} предупреждения',
      WARNINGS_many: '{{count}} предупреждений',
      WARNINGS_other: '{{count}} предупреждения',
      LEADS_ON: 'Ведёт дальше',
    },
    UNDO: 'Отменить',
    REDO: 'Повторить',
    AUTO_LAYOUT: 'Расставить',
    CANCEL_LAYOUT: 'Остановить расстановку',
    FIT: 'Показать весь диалог',
    MINIMAP: 'Карта диалога: перетащите, чтобы сдвинуть вид, прокрутите, чтобы изменить масштаб',
    MODE: { BUILD: 'Конструктор', PLAY: 'Проиграть' },
    START_NODE: 'Начальный узел',
    SET_START: 'Сделать начальным узлом',
    DELETE_NODE: 'Удалить узел',
    DELETE_NODES_TEXT_one: 'Будут удалены {{count}} выбранный узел и все связи с ним.',
    DELETE_NODES_TEXT_few: 'Будут удалены {{count}} выбранных узла и все связи с ними.',
    DELETE_NODES_TEXT_many: 'Будут удалены {{count}} выбранных узлов и все связи с ними.',
    DELETE_NODES_TEXT_other: 'Будут удалены {{count}} выбранного узла и все связи с ними.',
    DELETE_CHOICE: 'Удалить выбор',
    EMPTY_TEXT: 'Текста пока нет',
    EMPTY_CHOICE: 'Пустой выбор',
    ENDS_HERE: 'Здесь конец',
    NEXT: 'Далее',
    NO_SPEAKER: 'Говорящий не выбран',
    UNKNOWN_DOCUMENT: 'Неизвестный документ',
    MOVE_UP: 'Выше',
    MOVE_DOWN: 'Ниже',
    VARIABLE: 'Переменная',
    OPERATION: 'Действие',
    OPERATOR: 'Сравнение',
    VALUE: 'Значение',
    TRUE: 'да',
    FALSE: 'нет',
    SPEAKER: 'Говорящий',
    NAME: 'Название',
    KIND: { linear: 'Линейный', branching: 'Ветвящийся' },
    VARIABLE_TYPE: { boolean: 'Да/нет', integer: 'Целое', text: 'Текст' },
    PLAYER: {
      NEXT: 'Далее',
      FINISH: 'Завершить',
      RESTART: 'Сначала',
      END: 'Конец',
      THE_END: 'Конец',
      STEPS_one: 'Пройден {{count}} шаг',
      STEPS_few: 'Пройдено {{count}} шага',
      STEPS_many: 'Пройдено {{count}} шагов',
      STEPS_other: 'Пройдено {{count}} шага',
      KEYS: 'Клавиши: 1–9 — выбор, Enter — далее, R — сначала.',
      NO_START: 'У диалога нет начального узла: выберите узел и нажмите «Сделать начальным узлом».',
      LANGUAGE: 'Язык воспроизведения',
    },
    VARIABLES: {
      TITLE: 'Переменные',
      NAME: 'Имя',
      TYPE: 'Тип',
      DEFAULT: 'Значение по умолчанию',
      DEFAULT_WRONG: 'Не подходит к типу',
      COMMENTARY: 'Комментарий',
      ADD: 'Добавить переменную',
      EDIT: 'Изменить переменную',
      NAME_HINT: 'Строчные латинские буквы и подчёркивание, например paid_toll',
      HINT: 'Значения, которые проверяют выборы и устанавливают узлы; общие для всех диалогов мира.',
      EMPTY: 'Переменных пока нет.',
      USED_BY: 'Используют',
      DELETE_TEXT: 'Переменная {{name}} будет удалена.',
      DELETE_USED_one:
        'Переменная {{name}} будет удалена, а её условия и присваивания убраны из {{count}} диалога.',
      DELETE_USED_few:
        'Переменная {{name}} будет удалена, а её условия и присваивания убраны из {{count}} диалогов.',
      DELETE_USED_many:
        'Переменная {{name}} будет удалена, а её условия и присваивания убраны из {{count}} диалогов.',
      DELETE_USED_other:
        'Переменная {{name}} будет удалена, а её условия и присваивания убраны из {{count}} диалога.',
    },
    META: {
      TITLE: 'Мета-схема',
      NAME: 'Имя',
      TYPE: 'Тип',
      COMMENTARY: 'Комментарий',
      ADD: 'Добавить поле',
      EDIT: 'Изменить поле',
      EMPTY: 'Полей пока нет.',
      DELETE_TEXT: 'Поле {{name}} будет удалено, а его значения убраны из всех особых узлов.',
      HINT: 'Поля особых узлов, например ракурс камеры или звуковой сигнал.',
    },
    BACK: 'Все диалоги',
    LOAD_FAILED: 'Не удалось загрузить диалог',
    MENTIONED_one: 'Упомянутые документы ({{count}})',
    MENTIONED_few: 'Упомянутые документы ({{count}})',
    MENTIONED_many: 'Упомянутые документы ({{count}})',
    MENTIONED_other: 'Упомянутые документы ({{count}})',
    MENTIONED_NONE: 'В этом диалоге пока не говорит ни один документ мира.',
    SAVE: {
      SAVED: 'Сохранено',
      SAVING: 'Сохранение…',
      UNSAVED: 'Не сохранено',
      FAILED: 'Не удалось сохранить',
      RETRY: 'Сохранить снова',
    },
    LEAVE: {
      TITLE: 'Изменения не сохранены',
      TEXT: 'Останьтесь, чтобы не потерять их и попробовать снова, или уйдите без них.',
      CONFIRM: 'Уйти и потерять изменения',
      STAY: 'Продолжить правку',
    },
    SEARCH: {
      PLACEHOLDER: 'Найти узел…',
      LABEL: 'Найти узел по тексту или говорящему',
      NOTHING: 'Нет узла с таким текстом',
    },
    CONFLICT: {
      TEXT: 'Кто-то сохранил этот диалог, пока вы его меняли. Оставьте свою версию поверх чужой или возьмите чужую, отказавшись от несохранённых изменений.',
      MINE: 'Оставить мою',
      THEIRS: 'Взять чужую',
    },
    LIST: {
      CREATE: 'Новый диалог',
      KIND: 'Вид',
      BRANCHING_HINT: 'Узлы на холсте, связанные выборами, которые могут зависеть от переменных.',
      LINEAR_HINT: 'Упорядоченный список реплик, которые идут одна за другой.',
      TOTAL_one: '{{count}} диалог',
      TOTAL_few: '{{count}} диалога',
      TOTAL_many: '{{count}} диалогов',
      TOTAL_other: '{{count}} диалога',
      SEARCH: 'Найти диалог по названию',
      NODES: 'Узлы',
      NODE_COUNT_one: '{{count}} узел',
      NODE_COUNT_few: '{{count}} узла',
      NODE_COUNT_many: '{{count}} узлов',
      NODE_COUNT_other: '{{count}} узла',
      UPDATED_ON: 'Изменён {{date}}',
      UPDATED: 'Изменён',
      EMPTY: 'Диалогов пока нет. Создайте первый.',
      EMPTY_VIEWER: 'Авторы этого мира ещё не написали диалогов.',
      NONE_FOUND: 'Нет диалогов с таким названием.',
      DELETE: 'Удалить {{name}}',
      DELETE_TEXT: 'Диалог «{{name}}» будет удалён со всеми узлами.',
    },
    EXPORT: {
      TITLE: 'Экспорт',
      FORMAT: {
        lorehub: 'Экспорт LoreHub (.json)',
        yarn: 'Yarn Spinner (.yarn)',
        twee: 'Twine, Twee 3 для SugarCube (.twee)',
        'twee-harlowe': 'Twine, Twee 3 для Harlowe (.twee)',
        'twee-chapbook': 'Twine, Twee 3 для Chapbook (.twee)',
      },
      LOSSES_TITLE: 'Не всё помещается в формат LoreHub',
      LOSSES_TEXT_one: 'В файле будет опущено или изменено {{count}}:',
      LOSSES_TEXT_few: 'В файле будет опущено или изменено {{count}}:',
      LOSSES_TEXT_many: 'В файле будет опущено или изменено {{count}}:',
      LOSSES_TEXT_other: 'В файле будет опущено или изменено {{count}}:',
      DOWNLOAD_ANYWAY: 'Всё равно скачать',
      LANGUAGE: 'Язык',
    },
    LOSS: {
      linearAsBranching: 'Линейный диалог сохраняется цепочкой узлов и вернётся ветвящимся',
      positions: 'Положения узлов не сохраняются; при импорте узлы расставляются заново',
      variableNotBoolean:
        'Целые и текстовые переменные опущены ({{count}}) вместе с их условиями и присваиваниями',
      variableDefaultNotBoolean:
        'Переменные да/нет с необычным значением по умолчанию сохранены как «нет» ({{count}})',
      conditionDropped:
        'Условия, которые формат не выражает, опущены ({{count}}), и эти выборы будут предлагаться чаще',
      assignmentDropped: 'Сложения и присваивания не-да/нет переменным опущены ({{count}})',
      nodeKindNotKept:
        'Особые узлы без значений и реплики без говорящего вернутся текстом ({{count}})',
      metaValuesDropped: 'Значения полей у не особых узлов опущены ({{count}})',
      metaSchemaUnknown: 'Значения несуществующих полей опущены ({{count}})',
      documentNameUnknown: 'Говорящие с неизвестным документом названы «unknown» ({{count}})',
      linkToMissingNode: 'Связи с несуществующими узлами опущены ({{count}})',
    },
    IMPORT: {
      TITLE: 'Импорт',
      DONE: '«{{name}}» импортирован',
      CREATED: 'Создано в этом мире: {{names}}.',
      MISSING_SPEAKERS:
        'Этих говорящих нет среди документов мира, их реплики теперь без говорящего: {{names}}.',
      REFUSED: 'Файл нельзя импортировать',
      REFUSED_TEXT: 'Ничего не создано:',
      RENAMED: 'Переименовано по правилам имён: {{names}}.',
      SPEAKERS_TITLE: 'Говорящие без документа',
      SPEAKERS_TEXT:
        'Этих говорящих нет среди документов мира. Создайте для каждого документ-персонаж или импортируйте их реплики без говорящего:',
      CREATE_SPEAKERS_one: 'Создать {{count}} документ и импортировать',
      CREATE_SPEAKERS_few: 'Создать {{count}} документа и импортировать',
      CREATE_SPEAKERS_many: 'Создать {{count}} документов и импортировать',
      CREATE_SPEAKERS_other: 'Создать {{count}} документа и импортировать',
      WITHOUT_SPEAKERS: 'Импортировать без них',
      DROPPED: {
        resourceSkipped_one:
          'Опущена {{count}} часть файла, которую эта версия не читает ({{examples}}).',
        resourceSkipped_few:
          'Опущены {{count}} части файла, которые эта версия не читает ({{examples}}).',
        resourceSkipped_many:
          'Опущено {{count}} частей файла, которые эта версия не читает ({{examples}}).',
        resourceSkipped_other:
          'Опущено {{count}} части файла, которые эта версия не читает ({{examples}}).',
        mentionFlattened_one:
          '{{count}} ссылка на документ внутри реплики стала простым текстом ({{examples}}).',
        mentionFlattened_few:
          '{{count}} ссылки на документы внутри реплик стали простым текстом ({{examples}}).',
        mentionFlattened_many:
          '{{count}} ссылок на документы внутри реплик стали простым текстом ({{examples}}).',
        mentionFlattened_other:
          '{{count}} ссылки на документы внутри реплик стали простым текстом ({{examples}}).',
        tweeMacroUnknown_one:
          'Опущен {{count}} макрос или вставка, которые проигрыватель не выполняет ({{examples}}).',
        tweeMacroUnknown_few:
          'Опущены {{count}} макроса или вставки, которые проигрыватель не выполняет ({{examples}}).',
        tweeMacroUnknown_many:
          'Опущено {{count}} макросов или вставок, которые проигрыватель не выполняет ({{examples}}).',
        tweeMacroUnknown_other:
          'Опущено {{count}} макроса или вставки, которые проигрыватель не выполняет ({{examples}}).',
        tweePassageSkipped_one: 'Опущен {{count}} особый фрагмент ({{examples}}).',
        tweePassageSkipped_few: 'Опущены {{count}} особых фрагмента ({{examples}}).',
        tweePassageSkipped_many: 'Опущено {{count}} особых фрагментов ({{examples}}).',
        tweePassageSkipped_other: 'Опущено {{count}} особого фрагмента ({{examples}}).',
        tweeTagDropped_one:
          'Опущен {{count}} тег фрагмента: в диалоге ему нет места ({{examples}}).',
        tweeTagDropped_few:
          'Опущены {{count}} тега фрагментов: в диалоге им нет места ({{examples}}).',
        tweeTagDropped_many:
          'Опущено {{count}} тегов фрагментов: в диалоге им нет места ({{examples}}).',
        tweeTagDropped_other:
          'Опущено {{count}} тега фрагментов: в диалоге им нет места ({{examples}}).',
        tweeConditionDropped_one:
          'Опущено {{count}} условие вокруг текста или в else: то, что оно скрывало, показывается всегда ({{examples}}).',
        tweeConditionDropped_few:
          'Опущены {{count}} условия вокруг текста или в else: то, что они скрывали, показывается всегда ({{examples}}).',
        tweeConditionDropped_many:
          'Опущено {{count}} условий вокруг текста или в else: то, что они скрывали, показывается всегда ({{examples}}).',
        tweeConditionDropped_other:
          'Опущено {{count}} условия вокруг текста или в else: то, что они скрывали, показывается всегда ({{examples}}).',
        lineTagDropped_one: 'Опущен {{count}} тег строки: в диалоге ему нет места ({{examples}}).',
        lineTagDropped_few: 'Опущены {{count}} тега строк: в диалоге им нет места ({{examples}}).',
        lineTagDropped_many:
          'Опущено {{count}} тегов строк: в диалоге им нет места ({{examples}}).',
        lineTagDropped_other:
          'Опущено {{count}} тега строк: в диалоге им нет места ({{examples}}).',
        lineIdDuplicated_one:
          '{{count}} идентификатор строки уже занят строкой выше, строка получила свой ({{examples}}).',
        lineIdDuplicated_few:
          '{{count}} идентификатора строк уже заняты строками выше, строки получили свои ({{examples}}).',
        lineIdDuplicated_many:
          '{{count}} идентификаторов строк уже заняты строками выше, строки получили свои ({{examples}}).',
        lineIdDuplicated_other:
          '{{count}} идентификатора строк уже заняты строками выше, строки получили свои ({{examples}}).',
        commandDropped_one:
          'Опущена {{count}} команда, которую проигрыватель не выполняет ({{examples}}).',
        commandDropped_few:
          'Опущены {{count}} команды, которые проигрыватель не выполняет ({{examples}}).',
        commandDropped_many:
          'Опущено {{count}} команд, которые проигрыватель не выполняет ({{examples}}).',
        commandDropped_other:
          'Опущено {{count}} команды, которые проигрыватель не выполняет ({{examples}}).',
        conditionDropped_one:
          'Опущено {{count}} условие, которое диалог не может хранить: вариант предлагается всегда ({{examples}}).',
        conditionDropped_few:
          'Опущены {{count}} условия, которые диалог не может хранить: варианты предлагаются всегда ({{examples}}).',
        conditionDropped_many:
          'Опущено {{count}} условий, которые диалог не может хранить: варианты предлагаются всегда ({{examples}}).',
        conditionDropped_other:
          'Опущено {{count}} условия, которые диалог не может хранить: варианты предлагаются всегда ({{examples}}).',
        assignmentDropped_one:
          'Опущено {{count}} присваивание выражения, которое диалог не может хранить ({{examples}}).',
        assignmentDropped_few:
          'Опущены {{count}} присваивания выражений, которые диалог не может хранить ({{examples}}).',
        assignmentDropped_many:
          'Опущено {{count}} присваиваний выражений, которые диалог не может хранить ({{examples}}).',
        assignmentDropped_other:
          'Опущено {{count}} присваивания выражений, которые диалог не может хранить ({{examples}}).',
        ifAsChoice_one:
          '{{count}} блок <<if>> стал выбором, который игрок делает, когда условие выполнено ({{examples}}).',
        ifAsChoice_few:
          '{{count}} блока <<if>> стали выборами, которые игрок делает, когда условия выполнены ({{examples}}).',
        ifAsChoice_many:
          '{{count}} блоков <<if>> стали выборами, которые игрок делает, когда условия выполнены ({{examples}}).',
        ifAsChoice_other:
          '{{count}} блока <<if>> стали выборами, которые игрок делает, когда условия выполнены ({{examples}}).',
        markupDropped_one:
          '{{count}} тег разметки или выражение в строке убраны или оставлены текстом ({{examples}}).',
        markupDropped_few:
          '{{count}} тега разметки или выражения в строках убраны или оставлены текстом ({{examples}}).',
        markupDropped_many:
          '{{count}} тегов разметки или выражений в строках убраны или оставлены текстом ({{examples}}).',
        markupDropped_other:
          '{{count}} тега разметки или выражения в строках убраны или оставлены текстом ({{examples}}).',
        headerDropped_one: 'Опущен {{count}} заголовок Yarn или тег файла ({{examples}}).',
        headerDropped_few: 'Опущены {{count}} заголовка Yarn или тега файла ({{examples}}).',
        headerDropped_many: 'Опущено {{count}} заголовков Yarn или тегов файла ({{examples}}).',
        headerDropped_other: 'Опущено {{count}} заголовка Yarn или тега файла ({{examples}}).',
        startGuessed_one: 'Ни один узел не называется Start, диалог начинается с «{{examples}}».',
        startGuessed_few: 'Ни один узел не называется Start, диалог начинается с «{{examples}}».',
        startGuessed_many: 'Ни один узел не называется Start, диалог начинается с «{{examples}}».',
        startGuessed_other: 'Ни один узел не называется Start, диалог начинается с «{{examples}}».',
      },
    },
    SANDBOX: {
      TITLE: 'Проверка конструктора диалогов',
      INTRO:
        'Попробуйте конструктор и проигрыватель диалогов без учётной записи. Всё хранится только в этом браузере.',
      DEFINITIONS: 'Персонажи и переменные',
      CHARACTERS: 'Персонажи',
      CHARACTER_NAME: 'Имя персонажа',
      NEW_CHARACTER: 'Новый персонаж',
      ADD_CHARACTER: 'Добавить персонажа',
      NEW: 'Новый диалог',
      SAMPLE: 'Пример диалога',
      REPLACE: 'Заменить',
      REPLACE_TEXT: 'Диалог в этом браузере будет заменён.',
      LANGUAGES: 'Языки',
      SOURCE_TEXT: 'Исходный текст',
      TRANSLATIONS_INTRO:
        'Скачайте реплики таблицей строк, заполните в ней столбец target и загрузите её с кодом языка. Тогда режим игры и экспорт предложат этот язык.',
      LANGUAGE_CODE: 'Код языка',
      LANGUAGE_CODE_HINT: 'Например, ru или pt-BR',
      DOWNLOAD_TABLE: 'Скачать таблицу строк (CSV)',
      UPLOAD_TABLE: 'Загрузить перевод',
      LANGUAGE_NEEDED: 'Сначала введите код языка перевода: таблица CSV его не называет.',
      LANGUAGE_MISMATCH: 'Файл на языке {{file}}, а не {{typed}}.',
      TABLE_PROBLEM: {
        stringTableNotUtf8: 'Файл не в кодировке UTF-8.',
        stringTableMalformed: 'Файл не является таблицей строк CSV.',
        stringTableColumnsMissing: 'В таблице нет столбца line_id или target.',
        xliffMalformed: 'Файл не является корректным XLIFF.',
        xliffVersion: 'Читается только XLIFF 2.0.',
        stringTableEmpty: 'В таблице нет строк.',
      },
      TABLE_READ_one: '{{language}}: переведена {{count}} реплика.',
      TABLE_READ_few: '{{language}}: переведены {{count}} реплики.',
      TABLE_READ_many: '{{language}}: переведено {{count}} реплик.',
      TABLE_READ_other: '{{language}}: переведено {{count}} реплики.',
      TABLE_UNKNOWN_one: '{{count}} строка не относится ни к одной реплике этого диалога.',
      TABLE_UNKNOWN_few: '{{count}} строки не относятся ни к одной реплике этого диалога.',
      TABLE_UNKNOWN_many: '{{count}} строк не относятся ни к одной реплике этого диалога.',
      TABLE_UNKNOWN_other: '{{count}} строки не относятся ни к одной реплике этого диалога.',
      NO_TRANSLATIONS: 'Переводов пока нет.',
      LINES_TRANSLATED: 'переведено реплик: {{done}} из {{total}}',
      REMOVE_LANGUAGE: 'Удалить {{language}}',
    },
    INSPECTOR: {
      TITLE: 'Узел',
      KIND: 'Тип узла',
      TEXT: 'Текст',
      DIRECTION: 'Ремарка',
      DIRECTION_HINT: 'Как произносится реплика — для сценария озвучки',
      META: 'Поля',
      NO_META_SCHEMA: 'В этом мире ещё нет полей мета-схемы. Добавьте их на вкладке «Мета-схема».',
      ON_ENTER: 'При входе установить',
      ADD_ASSIGNMENT: 'Установить переменную',
      NO_VARIABLES: 'Переменных пока нет',
      CHOICES: 'Выборы',
      NO_CHOICES: 'Без выборов узел ведёт к следующему, а если его нет, завершает диалог.',
      CHOICE_TEXT: 'Текст выбора',
      LEADS_TO: 'Ведёт к',
      NEXT_NODE: 'Следующий узел',
      ENDS_DIALOG: 'Завершает диалог',
      ADD_CHOICE: 'Добавить выбор',
      ADD_CONDITION: 'Только если…',
      SELECT_NODE:
        'Выберите узел, чтобы изменить его. Протяните связь от правого края узла; отпустите на пустом месте, чтобы создать следующий узел.',
      MANY_SELECTED_one: 'Выбран {{count}} узел',
      MANY_SELECTED_few: 'Выбрано {{count}} узла. Ctrl+C копирует их, Delete удаляет.',
      MANY_SELECTED_many: 'Выбрано {{count}} узлов. Ctrl+C копирует их, Delete удаляет.',
      MANY_SELECTED_other: 'Выбрано {{count}} узла. Ctrl+C копирует их, Delete удаляет.',
      EMPTY_DIALOG: 'В этом диалоге ещё нет узлов. Добавьте первый.',
    },
    WARNING: {
      missingStart: 'Нет начального узла: выберите его кнопкой «Сделать начальным узлом»',
      unreachable: 'До «{{node}}» нельзя дойти от начала',
      deadEnd:
        'На «{{node}}» игрок может застрять: у всех выборов есть условия, а следующего узла нет',
      noWayToAnEnd: 'От «{{node}}» диалог никогда не закончится: все пути зациклены',
      choiceWithoutTarget: 'Выбор «{{choice}}» узла «{{node}}» никуда не ведёт',
      characterWithoutSpeaker: 'У «{{node}}» не выбран говорящий',
      metaValueNotInteger: 'Поле {{field}} узла «{{node}}» должно быть целым числом',
      unknownMetaSchema: 'У «{{node}}» есть значение поля, которого больше нет',
      unknownVariable: '«{{node}}» использует переменную, которой больше нет',
      valueDoesNotFitVariable: 'В «{{node}}» значение для {{variable}} не подходит к её типу',
      operatorNeedsInteger:
        'В «{{node}}» {{variable}} сравнивается или складывается как число, но она не целая',
    },
    WARNINGS: {
      TITLE_one: '{{count}} предупреждение',
      TITLE_few: '{{count}} предупреждения',
      TITLE_many: '{{count}} предупреждений',
      TITLE_other: '{{count}} предупреждения',
      MORE_one: 'и ещё {{count}}',
      MORE_few: 'и ещё {{count}}',
      MORE_many: 'и ещё {{count}}',
      MORE_other: 'и ещё {{count}}',
      SHOW: 'Выбрать узел и показать его',
    },
  },
};
