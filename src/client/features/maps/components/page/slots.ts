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

/** A searchable choice of one of the world's timeline events, which the page brings from the timeline. */
export interface EventSelectSlot {
  label: string;
  value: string | null;
  onChange: (eventId: string | null) => void;
  /** The event linked already, named even before the list of events arrives. */
  known: { id: string; name: string } | null;
  error?: string | undefined;
  testId: string;
}

/** What the timeline lends a place's panel: the event picker and a document's events. */
export interface TimelineSlots {
  renderEventSelect: (slot: EventSelectSlot) => ReactNode;
  /** The timeline events of a place's document, each a link to the event on the timeline, but the place's own. */
  renderDocumentEvents: (documentId: string, ownEventId: string | null) => ReactNode;
}

/** Where links lead: pages are the app's, so the page hands them in. */
export interface MapLinks {
  maps: string;
  map: (mapId: string, featureId?: string) => string;
  document: (documentId: string) => string;
  /** The timeline with this event opened and in view. */
  event: (eventId: string) => string;
}
