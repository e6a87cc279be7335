import { escapeHtml } from '../rich-text/html-escape';
import type { DateParts } from '../../shared/calendar/calendar-config';
import { formatDate } from '../../shared/calendar/calendar-format';
import type { Calendar } from '../../shared/calendar/calendar-math';
import type { PublicTimeline } from './public-timeline-data';
import type { PageWords } from './page-words';
import { plainParagraphs } from './story-html';

type DocumentHref = (id: string) => string;

/** A date on the world's calendar as the app's timeline prints it; a date the calendar lost as its numbers. */
export function eventDate(calendar: Calendar, date: DateParts): string {
  try {
    return formatDate(calendar, date, 'long');
  } catch {
    return `${date.year}-${date.month}-${date.day}`;
  }
}

/**
 * The timeline page: each public row with its events in date order, each
 * event's dates, description and links to the public documents it names.
 */
export function timelineHtml(
  timeline: PublicTimeline,
  words: PageWords,
  documentHref: DocumentHref,
): string {
  const rows = timeline.rows
    .filter((row) => row.events.length > 0)
    .map((row) => {
      const events = row.events
        .map((event) => {
          const start = eventDate(timeline.calendar, event.start);
          const end = event.end ? ` – ${escapeHtml(eventDate(timeline.calendar, event.end))}` : '';
          const links = event.documents
            .map(
              (document) =>
                `<a href="${escapeHtml(documentHref(document.id))}">${escapeHtml(document.name)}</a>`,
            )
            .join(', ');
          return [
            `<li><h3>${escapeHtml(event.name)}</h3>`,
            `<p><time>${escapeHtml(start)}</time>${end}</p>`,
            plainParagraphs(event.description),
            links ? `<p>${escapeHtml(words.documents)}: ${links}</p>` : '',
            '</li>',
          ].join('');
        })
        .join('');
      return `<section><h2>${escapeHtml(row.name)}</h2><ul>${events}</ul></section>`;
    })
    .join('');
  if (!rows) return `<p>${escapeHtml(words.noEvents)}</p>`;
  const more = timeline.total > timeline.shown ? `<p>${escapeHtml(words.moreEvents)}</p>` : '';
  return rows + more;
}
