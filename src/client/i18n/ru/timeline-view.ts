import type { timelineViewEn } from '../en/timeline-view';
import type { Catalogue } from '../catalogue';

/** The timeline canvas: toolbar, axis, tooltip. The page and forms are in timeline.ts. */
export const timelineViewRu: Catalogue<typeof timelineViewEn> = {
  TIMELINE_VIEW: {
    CANVAS_LABEL: 'Хронология событий',
    CANVAS_HELP:
      'Перетаскивайте, чтобы сдвинуть, колесо — масштаб, Shift+колесо — сдвиг. Стрелки сдвигают, + и − меняют масштаб, 0 показывает всё. Tab и Shift+Tab выбирают следующее и предыдущее событие, Enter открывает его, Esc снимает выбор, и тогда Tab уводит с хронологии.',
    ANNOUNCE_EVENT: '{{name}}, {{dates}}. Строка «{{row}}». Событие {{position}} из {{total}}.',
    ANNOUNCE_NONE: 'Событие не выбрано.',
    TOOLBAR_LABEL: 'Вид хронологии',
    ZOOM_IN: 'Приблизить',
    ZOOM_OUT: 'Отдалить',
    FIT_ALL: 'Показать всё',
    DATE_RANGE: '{{from}} – {{to}}',
    VISIBLE_RANGE_LABEL: 'Видимый период',
    NO_ROWS: 'Нет рядов для показа. Добавьте ряд или покажите скрытый.',
    TOOLTIP_INSTANT: 'Мгновенное событие',
    TOOLTIP_ONGOING: 'С {{start}}, без даты окончания',
    TOOLTIP_DURATION: 'Длительность: {{duration}}',
    TOOLTIP_MOVING: 'Перенос. Отпустите, чтобы сохранить, Esc — отмена',
    TOOLTIP_RESIZING: 'Изменение длительности. Отпустите, чтобы сохранить, Esc — отмена',
  },
};
