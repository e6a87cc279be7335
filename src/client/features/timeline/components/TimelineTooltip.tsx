import { Paper, Text } from '@mantine/core';
import { memo, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate, formatDuration } from '../../../../shared/calendar/calendar-format';
import type { Calendar } from '../../../../shared/calendar/calendar-math';
import { toLanguage } from '../../../../shared/i18n/languages';
import type { ValueStore } from '../model/value-store';
import type { HoverCard } from './timeline-controller';

interface TimelineTooltipProps {
  calendar: Calendar;
  card: ValueStore<HoverCard | null>;
  /** Canvas size, to keep the card inside it. */
  width: number;
  height: number;
}

const cardWidth = 280;
const offset = 14;

/**
 * The hovered event's name, dates in the long format and duration; while an
 * event is dragged, the dates it would get on release.
 */
export const TimelineTooltip = memo(function TimelineTooltip({
  calendar,
  card,
  width,
  height,
}: TimelineTooltipProps) {
  const { t, i18n } = useTranslation();
  const current = useSyncExternalStore(card.subscribe, card.get);
  if (!current) return null;
  const { placed, span } = current;
  const start = span ? span.start : placed.start;
  const end = placed.instant || placed.openEnded ? null : (span?.end ?? placed.end);
  const long = (seconds: number) => formatDate(calendar, calendar.fromSeconds(seconds), 'long');
  const dragging = span !== null;

  const left =
    current.x + offset + cardWidth > width
      ? Math.max(0, current.x - offset - cardWidth)
      : current.x + offset;
  const top = Math.min(current.y + offset, Math.max(0, height - 110));
  return (
    <Paper
      role="tooltip"
      data-testid="timeline-tooltip"
      shadow="md"
      p="xs"
      withBorder
      w={cardWidth}
      style={{ position: 'absolute', left, top, pointerEvents: 'none', zIndex: 3 }}
    >
      <Text size="sm" fw={600} lineClamp={2}>
        {placed.event.name}
      </Text>
      {placed.instant && (
        <>
          <Text size="xs">{long(start)}</Text>
          <Text size="xs" c="dimmed">
            {t('TIMELINE_VIEW.TOOLTIP_INSTANT')}
          </Text>
        </>
      )}
      {placed.openEnded && (
        <Text size="xs">{t('TIMELINE_VIEW.TOOLTIP_ONGOING', { start: long(start) })}</Text>
      )}
      {end !== null && (
        <>
          <Text size="xs">
            {t('TIMELINE_VIEW.DATE_RANGE', { from: long(start), to: long(end) })}
          </Text>
          <Text size="xs" c="dimmed">
            {t('TIMELINE_VIEW.TOOLTIP_DURATION', {
              duration: formatDuration(end - start, calendar, toLanguage(i18n.language), 3),
            })}
          </Text>
        </>
      )}
      {dragging && (
        <Text size="xs" c="yellow" mt={4}>
          {t(
            current.part === 'body'
              ? 'TIMELINE_VIEW.TOOLTIP_MOVING'
              : 'TIMELINE_VIEW.TOOLTIP_RESIZING',
          )}
        </Text>
      )}
    </Paper>
  );
});
