import type { Analytics } from '../../../shared/schemas/dashboard';

/** "2026-11" as the reader's language writes a month: "Nov 2026", "нояб. 2026 г.". */
export function formatMonth(month: string, language: string): string {
  const match = /^(\d{4})-(\d{2})$/.exec(month);
  if (!match) return month;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, 1));
  return new Intl.DateTimeFormat(language, {
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(date);
}

export interface TagSlice {
  name: string;
  value: number;
  /** The slice that stands for every tag after the first ones. */
  other: boolean;
}

/**
 * The tag distribution as at most `max` slices: the biggest tags by count,
 * the rest summed into one "other" slice. Tags no document carries are left
 * out: a slice of zero draws nothing.
 */
export function tagSlices(tags: Analytics['tags'], max = 8): TagSlice[] {
  const used = tags.filter((tag) => tag.count > 0).sort((a, b) => b.count - a.count);
  if (used.length <= max)
    return used.map((tag) => ({ name: tag.name, value: tag.count, other: false }));
  const shown = used
    .slice(0, max - 1)
    .map((tag) => ({ name: tag.name, value: tag.count, other: false }));
  const rest = used.slice(max - 1).reduce((sum, tag) => sum + tag.count, 0);
  return [...shown, { name: '', value: rest, other: true }];
}

export interface MonthlyCreations {
  month: string;
  documents: number;
  events: number;
}

/**
 * Documents and events created per month as one series for a grouped bar
 * chart: every month either list names, oldest first, a missing count as 0.
 */
export function monthlyCreations(
  documents: Analytics['documentsPerMonth'],
  events: Analytics['eventsPerMonth'],
): MonthlyCreations[] {
  const byMonth = new Map<string, MonthlyCreations>();
  const entry = (month: string) => {
    let found = byMonth.get(month);
    if (!found) {
      found = { month, documents: 0, events: 0 };
      byMonth.set(month, found);
    }
    return found;
  };
  for (const item of documents) entry(item.month).documents += item.count;
  for (const item of events) entry(item.month).events += item.count;
  return [...byMonth.values()].sort((a, b) => a.month.localeCompare(b.month));
}
