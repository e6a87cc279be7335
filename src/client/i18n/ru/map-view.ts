import type { mapViewEn } from '../en/map-view';
import type { Catalogue } from '../catalogue';

/** The map canvas: controls, tools' hints, measures, the time slider. The page and forms are in maps.ts. */
export const mapViewRu: Catalogue<typeof mapViewEn> = {
  MAP_VIEW: {
    CANVAS_LABEL: 'Карта «{{name}}»',
    CANVAS_HELP:
      'Перетаскивайте, чтобы сдвинуть; колесо или щипок — масштаб. Стрелки сдвигают, + и − меняют масштаб. Щелчок выбирает место; Enter или двойной щелчок открывает его; Esc снимает выбор или отменяет рисование.',
    CONTROLS: 'Управление картой',
    ZOOM_IN: 'Приблизить',
    ZOOM_OUT: 'Отдалить',
    FIT: 'Показать всю карту',
    FULL_SCREEN: 'Во весь экран',
    EXIT_FULL_SCREEN: 'Выйти из полноэкранного режима',
    OVERVIEW: 'Обзорная карта',
    HINT: {
      pin: 'Щёлкните по карте, чтобы поставить метку. Esc — выйти из инструмента.',
      region:
        'Щелчками добавляйте углы; двойной щелчок или щелчок по первому углу завершает. Backspace убирает последний угол, Esc отменяет.',
      path: 'Щелчками добавляйте точки; двойной щелчок завершает. Backspace убирает последнюю точку, Esc отменяет.',
      measure: 'Щёлкните, чтобы начать линию, двойной щелчок завершает её. Esc стирает.',
      scale: 'Проведите линию между двумя местами, расстояние между которыми вы знаете.',
      EDIT_PIN: 'Перетащите метку, чтобы передвинуть её.',
      EDIT_SHAPE:
        'Перетащите угол, чтобы сдвинуть его, или край, чтобы добавить угол; Alt+щелчок убирает угол.',
    },
    PROBLEM: {
      crossing: 'Края области не должны пересекаться. Нарисуйте её заново.',
      outside: 'Это место за пределами изображения карты.',
    },
    MEASURE: {
      TITLE: 'Измерение',
      LINE: 'Проведённая линия',
      PATH: 'Путь «{{name}}»',
      REGION: 'Область «{{name}}»',
      LENGTH: 'Длина',
      AREA: 'Площадь',
      PERIMETER: 'Периметр',
      SPEED: 'Скорость, {{unit}} в час',
      TRAVEL: 'Время в пути',
      NONE: 'Проведите линию или выберите область или путь.',
      NO_SCALE: 'Пока у карты нет масштаба, длины — в пикселях.',
      PIXELS: '{{value}} пкс',
      SQUARE_PIXELS: '{{value}} пкс²',
      UNITS: '{{value}} {{unit}}',
      SQUARE_UNITS: '{{value}} {{unit}}²',
      DAYS: '{{count}} дн.',
      HOURS: '{{count}} ч',
      MINUTES: '{{count}} мин',
    },
    SCALE_BAR: 'Масштаб: {{length}} {{unit}}',
    TIME: {
      LABEL: 'Карта на дату',
      ALL: 'Все даты',
      SLIDER: 'Дата на карте',
      PLAY: 'Проиграть по датам',
      PAUSE: 'Пауза',
      EARLIER: 'На шаг раньше',
      LATER: 'На шаг позже',
      SHOWING_ALL: 'Все места, независимо от дат',
    },
  },
};
