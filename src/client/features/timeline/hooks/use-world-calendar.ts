import { useMemo } from 'react';
import { createCalendar, type Calendar } from '../../../../shared/calendar/calendar-math';
import { useCalendarConfig } from '../api/get-calendar';

/** The world's calendar, ready for arithmetic; one Calendar per saved version. */
export function useWorldCalendar(worldId: string) {
  const query = useCalendarConfig(worldId);
  const config = query.data?.config;
  const calendar = useMemo<Calendar | null>(
    () => (config ? createCalendar(config) : null),
    [config],
  );
  return { calendar, query };
}
