import type { EventList, EventSummary } from '../../../shared/schemas/timeline';

export type EventTableView = 'name' | 'document';

/** One line of the all-events table: a document's heading (by document) or an event under it. */
export type EventTableLine =
  | { type: 'group'; key: string; documentId: string | null; name: string; count: number }
  | { type: 'event'; key: string; event: EventSummary };

/** Case- and accent-blind "contains", the way people search a list by name. */
export function nameMatcher(query: string, language: string): (name: string) => boolean {
  const needle = query.trim().toLocaleLowerCase(language).normalize('NFKD').replace(/\p{M}/gu, '');
  if (!needle) return () => true;
  return (name) =>
    name.toLocaleLowerCase(language).normalize('NFKD').replace(/\p{M}/gu, '').includes(needle);
}

/**
 * The lines of the all-events table (SPEC §2.3: viewable by name or by
 * document). By name: every matching event, alphabetically. By document:
 * one group per linked document, alphabetically, then the events linked to
 * nobody; an event linked to two documents appears under both.
 */
export function eventTableLines(
  list: EventList,
  view: EventTableView,
  query: string,
  language: string,
): EventTableLine[] {
  const matches = nameMatcher(query, language);
  const collator = new Intl.Collator(language, { sensitivity: 'base', numeric: true });
  const items = list.items.filter((event) => matches(event.name));
  const byName = (a: EventSummary, b: EventSummary) => collator.compare(a.name, b.name);

  if (view === 'name') {
    return [...items].sort(byName).map((event) => ({ type: 'event', key: event.id, event }));
  }

  const groups = new Map<string | null, EventSummary[]>();
  for (const event of items) {
    const keys = event.documentIds.length ? event.documentIds : [null];
    for (const key of keys) {
      const group = groups.get(key);
      if (group) group.push(event);
      else groups.set(key, [event]);
    }
  }
  const names = new Map(list.documents.map((document) => [document.id, document.name]));
  const ordered = [...groups.keys()]
    .filter((key): key is string => key !== null)
    .sort((a, b) => collator.compare(names.get(a) ?? a, names.get(b) ?? b));
  const lines: EventTableLine[] = [];
  for (const documentId of [...ordered, ...(groups.has(null) ? [null] : [])]) {
    const events = groups.get(documentId) ?? [];
    lines.push({
      type: 'group',
      key: `g:${documentId ?? ''}`,
      documentId,
      name: documentId ? (names.get(documentId) ?? documentId) : '',
      count: events.length,
    });
    for (const event of events)
      lines.push({ type: 'event', key: `${documentId ?? ''}:${event.id}`, event });
  }
  return lines;
}
