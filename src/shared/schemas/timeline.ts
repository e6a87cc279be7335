import * as z from 'zod/mini';
import { calendarConfigSchema, compareDateParts, dateParts } from '../calendar/calendar-config';
import { descriptionField, idField, visibilityField } from './fields';
import { visibilities } from '../visibility';

/**
 * The timeline's API shapes (issue "The timeline"): the world's calendar,
 * its rows (layers) and its events. Dates travel as calendar parts, never as
 * absolute seconds: the server keeps seconds only as a sort key it recomputes
 * when the calendar changes.
 */

// ── Calendar ────────────────────────────────────────────────────────────────

/** PUT body: the new calendar and the version it was edited from (409 4091 when stale). */
export const calendarUpdateRequest = z.strictObject({
  config: calendarConfigSchema,
  version: z.number().check(z.int(), z.minimum(1)),
});
export type CalendarUpdateRequest = z.input<typeof calendarUpdateRequest>;

export const calendarResponse = z.object({
  config: calendarConfigSchema,
  /** Grows with each saved change; 1 for the default calendar of a new world. */
  version: z.number(),
  updatedAt: z.nullable(z.string()),
});
export type CalendarResponse = z.infer<typeof calendarResponse>;

// ── Rows ────────────────────────────────────────────────────────────────────

export const timelineRowRequest = z.strictObject({
  name: z
    .string({ error: 'VALIDATION.NAME_REQUIRED' })
    .check(
      z.trim(),
      z.minLength(1, { error: 'VALIDATION.NAME_REQUIRED' }),
      z.maxLength(100, { error: 'VALIDATION.ROW_NAME_TOO_LONG' }),
    ),
  /** Left out on update: the row keeps its setting. */
  visibility: z.optional(visibilityField),
});
export type TimelineRowRequest = z.input<typeof timelineRowRequest>;

/** The wanted order of all of a world's rows, top first. */
export const timelineRowOrderRequest = z.strictObject({
  rowIds: z.array(idField).check(z.minLength(1), z.maxLength(1000)),
});

export const timelineRowResponse = z.object({
  id: z.string(),
  name: z.string(),
  /** 0 for the top row. */
  position: z.number(),
  events: z.number(),
  /** Its own setting; null follows the world's default (src/shared/visibility.ts). */
  visibility: z.nullable(z.enum(visibilities)),
});
export type TimelineRow = z.infer<typeof timelineRowResponse>;
export const timelineRowListResponse = z.array(timelineRowResponse);

export const timelineRowParams = z.object({ id: idField, rowId: idField });

/** DELETE of a row that has events names the row that takes them (40036 without it). */
export const timelineRowDeleteQuery = z.object({ moveEventsTo: z.optional(idField) });

// ── Events ──────────────────────────────────────────────────────────────────

export const eventKinds = ['lasting', 'instant'] as const;
export type EventKind = (typeof eventKinds)[number];

const eventNameField = z
  .string({ error: 'VALIDATION.EVENT_NAME_TOO_SHORT' })
  .check(
    z.trim(),
    z.minLength(3, { error: 'VALIDATION.EVENT_NAME_TOO_SHORT' }),
    z.maxLength(200, { error: 'VALIDATION.NAME_TOO_LONG' }),
  );

/**
 * SPEC §3 Event. An instant event has one date (`start`) and no end; a
 * lasting event has a start and an optional end (open-ended while it goes on),
 * which must come after the start (SPEC §5). That the dates exist on the
 * world's calendar is checked by the server, which knows the calendar.
 */
export const eventRequest = z
  .strictObject({
    name: eventNameField,
    kind: z.enum(eventKinds, { error: 'VALIDATION.EVENT_KIND_INVALID' }),
    start: dateParts,
    end: z._default(z.optional(z.nullable(dateParts)), null),
    rowId: idField,
    documentIds: z._default(z.optional(z.array(idField).check(z.maxLength(100))), []),
    description: z._default(z.optional(descriptionField), ''),
  })
  .check(
    z.refine((event) => event.kind === 'lasting' || event.end == null, {
      error: 'VALIDATION.INSTANT_EVENT_END',
      path: ['end'],
    }),
    z.refine((event) => event.end == null || compareDateParts(event.end, event.start) > 0, {
      error: 'VALIDATION.EVENT_END_BEFORE_START',
      path: ['end'],
    }),
  );
export type EventRequest = z.input<typeof eventRequest>;

/** An edit carries the version it was made on; a stale one gets 409 (4091). */
export const eventUpdateRequest = z.extend(eventRequest, {
  version: z.number().check(z.int(), z.minimum(1)),
});
export type EventUpdateRequest = z.input<typeof eventUpdateRequest>;

const userRef = z.nullable(z.object({ id: z.string(), userName: z.string() }));
const linkedDocument = z.object({ id: z.string(), name: z.string(), type: z.string() });

/** One event as lists and the canvas need it: linked documents by id only. */
export const eventSummary = z.object({
  id: z.string(),
  name: z.string(),
  kind: z.enum(eventKinds),
  start: dateParts,
  end: z.nullable(dateParts),
  rowId: z.string(),
  documentIds: z.array(z.string()),
  version: z.number(),
});
export type EventSummary = z.infer<typeof eventSummary>;

export const eventResponse = z.extend(eventSummary, {
  description: z.string(),
  documents: z.array(linkedDocument),
  createdAt: z.string(),
  updatedAt: z.string(),
  createdBy: userRef,
  updatedBy: userRef,
});
export type EventDetail = z.infer<typeof eventResponse>;

export const eventListQuery = z.object({
  /** Only events linked to this document (the document page's Events tab). */
  documentId: z.optional(idField),
  rowId: z.optional(idField),
});

/** Every matching event, in date order; the documents they link, once each. */
export const eventListResponse = z.object({
  items: z.array(eventSummary),
  documents: z.array(linkedDocument),
  total: z.number(),
});
export type EventList = z.infer<typeof eventListResponse>;

export const eventParams = z.object({ id: idField, eventId: idField });

/** 4005/4006 name the events in the way; the client lists them beside the message. */
export const calendarConflictEvent = z.object({
  id: z.string(),
  name: z.string(),
  start: dateParts,
});
