import type { Activity } from '../../../shared/schemas/activity';

export interface FeedEntry {
  activity: Activity;
  /** How many changes of the same thing by the same person in a row this entry stands for. */
  times: number;
}

/** Changes this close together (newest first) are one sitting: autosave writes many. */
export const runWindowMs = 30 * 60 * 1000;

/** What an activity is about: its first `…Id` detail (a dialog's, a document's…). */
function subjectOf(activity: Activity): string | null {
  for (const [key, value] of Object.entries(activity.details)) {
    if (key.endsWith('Id') && typeof value === 'string') return value;
  }
  return null;
}

/**
 * Consecutive updates of one thing by one person within half an hour become
 * one entry (the newest, with a count), so an autosaving editor does not push
 * every other activity out of the feed. Creations and deletions never merge.
 */
export function collapseRuns(activities: readonly Activity[]): FeedEntry[] {
  const entries: FeedEntry[] = [];
  let lastOfRun: Activity | null = null;
  for (const activity of activities) {
    const previous = entries.at(-1);
    const subject = subjectOf(activity);
    const joins =
      previous !== undefined &&
      lastOfRun !== null &&
      activity.type.startsWith('update_') &&
      activity.type === previous.activity.type &&
      subject !== null &&
      subject === subjectOf(previous.activity) &&
      activity.user?.id === previous.activity.user?.id &&
      Date.parse(lastOfRun.date) - Date.parse(activity.date) <= runWindowMs;
    if (joins && previous) previous.times += 1;
    else entries.push({ activity, times: 1 });
    lastOfRun = activity;
  }
  return entries;
}
