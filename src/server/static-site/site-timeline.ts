import { createCalendar } from '../../shared/calendar/calendar-math';
import { formatDate } from '../../shared/calendar/calendar-format';
import type { CalendarResponse, EventList, TimelineRow } from '../../shared/schemas/timeline';
import { escapeHtml } from './html';
import { page } from './site-layout';
import { leftOut, type SectionInput, type SectionResult } from './site-files';

/** timeline.html: the events a reader gets, row by row, in date order, dated on the world's calendar. */
export async function timelineSection(input: SectionInput): Promise<SectionResult> {
  const { reader, worldId } = input;
  const frame = { ...input.frame, root: '' };
  const words = frame.words;
  const calendar = await reader.json<CalendarResponse>(`/api/Setting/${worldId}/Timeline`);
  const rows = await reader.json<TimelineRow[]>(`/api/Setting/${worldId}/TimelineRows`);
  const events = await reader.json<EventList>(`/api/Setting/${worldId}/Events`);
  if (!calendar.body || !rows.body || !events.body)
    return leftOut(
      'timeline',
      [calendar, rows, events].find((answer) => !answer.body)?.status ?? 403,
    );
  const world = createCalendar(calendar.body.config);
  const sections = [...rows.body]
    .sort((a, b) => a.position - b.position)
    .map((row) => {
      const inRow = events.body!.items.filter((event) => event.rowId === row.id);
      if (inRow.length === 0) return '';
      const items = inRow
        .map((event) => {
          const start = formatDate(world, event.start, 'long');
          const date = event.end ? `${start} – ${formatDate(world, event.end, 'long')}` : start;
          const documents = event.documentIds
            .map((id) => {
              const target = input.documentPath(id);
              const name = events.body!.documents.find((document) => document.id === id)?.name;
              return target && name ? `<a href="${target}">${escapeHtml(name)}</a>` : '';
            })
            .filter(Boolean)
            .join(', ');
          return `<li class="event"><span class="date">${escapeHtml(date)}</span> · <strong>${escapeHtml(event.name)}</strong>${
            documents ? ` · ${documents}` : ''
          }</li>`;
        })
        .join('');
      return `<h2>${escapeHtml(row.name || words.untitledRow)}</h2><ul class="items">${items}</ul>`;
    })
    .join('\n');
  const count = events.body.items.length;
  const body = `<h1>${escapeHtml(words.timeline)}</h1>${sections || `<p>${escapeHtml(words.nothing)}</p>`}`;
  return {
    section: 'timeline',
    present: true,
    files: new Map([['timeline.html', page(frame, words.timeline, body)]]),
    summary: `timeline: ${count} event(s) in ${rows.body.length} row(s)`,
  };
}
