import type { ReactNode } from 'react';
import type { DateParts } from '../../../../../shared/calendar/calendar-config';

/** A date input on the world's calendar, which the page brings from the timeline. */
export interface DateInputSlot {
  label: string;
  value: DateParts;
  onChange: (value: DateParts) => void;
  error?: ReactNode;
  testId: string;
}
export type RenderDateInput = (slot: DateInputSlot) => ReactNode;

/** Where links lead: pages are the app's, so the page hands them in. */
export interface MapLinks {
  maps: string;
  map: (mapId: string, featureId?: string) => string;
  document: (documentId: string) => string;
}
