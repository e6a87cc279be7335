import { ActionIcon, Group, Text, Tooltip } from '@mantine/core';
import { IconArrowsHorizontal, IconZoomIn, IconZoomOut } from '@tabler/icons-react';
import { memo, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../../shared/calendar/calendar-format';
import type { Calendar } from '../../../../shared/calendar/calendar-math';
import type { ValueStore } from '../model/value-store';
import type { PublishedView } from './timeline-controller';

interface TimelineToolbarProps {
  calendar: Calendar;
  published: ValueStore<PublishedView | null>;
  onZoomIn(): void;
  onZoomOut(): void;
  onFitAll(): void;
}

/** Zoom in, zoom out, fit all, and the visible period in the world's calendar. */
export const TimelineToolbar = memo(function TimelineToolbar({
  calendar,
  published,
  onZoomIn,
  onZoomOut,
  onFitAll,
}: TimelineToolbarProps) {
  const { t } = useTranslation();
  return (
    <Group
      gap={4}
      px="xs"
      h={40}
      wrap="nowrap"
      role="toolbar"
      aria-label={t('TIMELINE_VIEW.TOOLBAR_LABEL')}
    >
      {(
        [
          ['TIMELINE_VIEW.ZOOM_IN', 'timeline-zoom-in', IconZoomIn, onZoomIn],
          ['TIMELINE_VIEW.ZOOM_OUT', 'timeline-zoom-out', IconZoomOut, onZoomOut],
          ['TIMELINE_VIEW.FIT_ALL', 'timeline-fit-all', IconArrowsHorizontal, onFitAll],
        ] as const
      ).map(([labelKey, testId, Icon, onClick]) => (
        <Tooltip key={testId} label={t(labelKey)} withArrow>
          <ActionIcon
            variant="subtle"
            color="gray"
            onClick={onClick}
            aria-label={t(labelKey)}
            data-testid={testId}
          >
            <Icon size={18} stroke={1.6} />
          </ActionIcon>
        </Tooltip>
      ))}
      <VisibleRange calendar={calendar} published={published} />
    </Group>
  );
});

/** The only part that changes while panning: it alone re-renders, not the buttons and their tooltips. */
function VisibleRange({
  calendar,
  published,
}: Pick<TimelineToolbarProps, 'calendar' | 'published'>) {
  const { t } = useTranslation();
  const current = useSyncExternalStore(published.subscribe, published.get);
  if (!current) return null;
  const range = visibleRangeText(calendar, current.view.from, current.view.to);
  return (
    <Text
      size="sm"
      c="dimmed"
      ml="xs"
      truncate
      title={t('TIMELINE_VIEW.VISIBLE_RANGE_LABEL')}
      data-testid="timeline-visible-range"
    >
      {t('TIMELINE_VIEW.DATE_RANGE', range)}
    </Text>
  );
}

/** The view's first and last second as short dates (the view's end is exclusive). */
function visibleRangeText(
  calendar: Calendar,
  from: number,
  to: number,
): { from: string; to: string } {
  const first = Math.max(0, from);
  const last = Math.max(first, Math.ceil(to) - 1);
  return {
    from: formatDate(calendar, calendar.fromSeconds(first), 'short'),
    to: formatDate(calendar, calendar.fromSeconds(last), 'short'),
  };
}
