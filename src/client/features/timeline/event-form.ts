import * as z from 'zod/mini';
import {
  compareDateParts,
  dateParts as datePartsSchema,
  type DatePartName,
  type DateParts,
} from '../../../shared/calendar/calendar-config';
import type { Calendar } from '../../../shared/calendar/calendar-math';
import { descriptionField } from '../../../shared/schemas/fields';
import {
  eventKinds,
  eventRequest,
  type EventDetail,
  type EventKind,
  type EventRequest,
} from '../../../shared/schemas/timeline';
import { firstDayOf } from './date-input';

/**
 * The event form keeps an end date even while the event has none (instant,
 * or lasting and still going on), so flipping the kind or the "has an end"
 * switch back does not lose what was typed.
 */
export interface EventFormValues extends Record<string, unknown> {
  name: string;
  kind: EventKind;
  start: DateParts;
  hasEnd: boolean;
  end: DateParts;
  rowId: string;
  documentIds: string[];
  description: string;
}

/** The end a request carries: only a lasting event with an end has one. */
export function endOf(values: Pick<EventFormValues, 'kind' | 'hasEnd' | 'end'>): DateParts | null {
  return values.kind === 'lasting' && values.hasEnd ? values.end : null;
}

export function toEventRequest(values: EventFormValues): EventRequest {
  return {
    name: values.name.trim(),
    kind: values.kind,
    start: values.start,
    end: endOf(values),
    rowId: values.rowId,
    documentIds: values.documentIds,
    description: values.description,
  };
}

/** The unit one step of the picker's finest part moves, never finer than a day for a default length. */
function defaultLengthUnit(calendar: Calendar): DatePartName {
  const parts = calendar.config.dateParts;
  return parts.includes('day') ? 'day' : (parts[parts.length - 1] ?? 'year');
}

/** A default end one day (or one finest unit) after the start, inside the calendar when possible. */
export function defaultEnd(calendar: Calendar, start: DateParts): DateParts {
  try {
    const end = calendar.add(start, 1, defaultLengthUnit(calendar));
    return calendar.isValid(end) ? end : start;
  } catch {
    return start;
  }
}

export interface NewEventDefaults {
  start?: DateParts;
  rowId?: string;
  /** Pre-linked documents (the document page's "create event"), with names to show. */
  documents?: { id: string; name: string }[];
}

export function newEventValues(calendar: Calendar, defaults: NewEventDefaults): EventFormValues {
  const start = defaults.start ?? firstDayOf(calendar.config.startYear);
  return {
    name: '',
    kind: 'lasting',
    start,
    hasEnd: true,
    end: defaultEnd(calendar, start),
    rowId: defaults.rowId ?? '',
    documentIds: (defaults.documents ?? []).map((document) => document.id),
    description: '',
  };
}

export function eventValues(calendar: Calendar, event: EventDetail): EventFormValues {
  return {
    name: event.name,
    kind: event.kind,
    start: event.start,
    hasEnd: event.end !== null,
    end: event.end ?? defaultEnd(calendar, event.start),
    rowId: event.rowId,
    documentIds: event.documents.map((document) => document.id),
    description: event.description,
  };
}

/**
 * The shared event rules (SPEC §5: a name of more than 2 symbols, the end
 * after the start) plus this world's calendar: every date in use must exist
 * on it. Messages are the shared VALIDATION keys.
 */
export function eventFormSchema(calendar: Calendar) {
  return z
    .object({
      name: eventRequest.shape.name,
      kind: z.enum(eventKinds, { error: 'VALIDATION.EVENT_KIND_INVALID' }),
      start: datePartsSchema,
      hasEnd: z.boolean(),
      // Judged below only when the event has an end.
      end: z.unknown(),
      rowId: z.string().check(z.minLength(1, { error: 'VALIDATION.ROW_INVALID' })),
      documentIds: z.array(z.string()),
      description: descriptionField,
    })
    .check(
      z.superRefine((values, context) => {
        const end = endOf(values as EventFormValues);
        const dates: ['start' | 'end', DateParts][] = [['start', values.start]];
        if (end) {
          const parsed = datePartsSchema.safeParse(end);
          if (!parsed.success) {
            for (const issue of parsed.error.issues) {
              context.addIssue({
                code: 'custom',
                path: ['end', ...issue.path],
                message: issue.message,
                input: end,
              });
            }
            return;
          }
          dates.push(['end', parsed.data]);
        }
        for (const [field, date] of dates) {
          for (const issue of calendar.validate(date)) {
            context.addIssue({
              code: 'custom',
              path: [field, issue.part],
              message: issue.messageKey,
              input: date,
            });
          }
        }
        if (end && compareDateParts(end, values.start) <= 0) {
          context.addIssue({
            code: 'custom',
            path: ['end'],
            message: 'VALIDATION.EVENT_END_BEFORE_START',
            input: end,
          });
        }
      }),
    );
}

/** Which fields two versions of an event disagree on, for the conflict dialog. */
export function changedFields(a: EventRequest, b: EventRequest): (keyof EventRequest)[] {
  const same = (x: unknown, y: unknown) => JSON.stringify(x ?? null) === JSON.stringify(y ?? null);
  const fields: (keyof EventRequest)[] = [
    'name',
    'kind',
    'start',
    'end',
    'rowId',
    'documentIds',
    'description',
  ];
  return fields.filter((field) =>
    field === 'documentIds'
      ? !same([...(a.documentIds ?? [])].sort(), [...(b.documentIds ?? [])].sort())
      : !same(a[field], b[field]),
  );
}
