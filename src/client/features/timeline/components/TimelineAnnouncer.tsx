import { VisuallyHidden } from '@mantine/core';
import { memo, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import type { Calendar } from '../../../../shared/calendar/calendar-math';
import { eventAnnouncement } from '../event-announcement';
import type { ValueStore } from '../model/value-store';
import type { KeyAnnouncement } from './timeline-controller';

/**
 * The canvas draws its events without elements, so a screen reader learns
 * which one the keyboard selected from this live region. It is always in the
 * page: a region that appears with its text is often not read.
 */
export const TimelineAnnouncer = memo(function TimelineAnnouncer({
  calendar,
  announcement,
}: {
  calendar: Calendar;
  announcement: ValueStore<KeyAnnouncement | null>;
}) {
  const { t } = useTranslation();
  const current = useSyncExternalStore(announcement.subscribe, announcement.get);
  let text = '';
  if (current?.kind === 'event') text = eventAnnouncement(t, calendar, current.placed, current);
  else if (current?.kind === 'none') text = t('TIMELINE_VIEW.ANNOUNCE_NONE');
  return (
    <VisuallyHidden aria-live="polite" aria-atomic="true" data-testid="timeline-announcement">
      {text}
    </VisuallyHidden>
  );
});
