import type { Summary } from '../../../shared/schemas/dashboard';

/** SPEC §2.4: the dashboard's counts, in the order the specification names them. */
export const summaryKinds = [
  'stories',
  'dialogs',
  'documents',
  'events',
  'images',
  'maps',
  'relations',
] as const;
export type SummaryKind = (typeof summaryKinds)[number];

/** The world page that lists each kind; dialogs live in the stories section. */
export const summaryTargets: Record<SummaryKind, string> = {
  stories: 'stories',
  dialogs: 'stories',
  documents: 'documents',
  events: 'timeline',
  images: 'images',
  maps: 'maps',
  relations: 'relations',
};

export interface SummaryCard {
  kind: SummaryKind;
  count: number;
}

/**
 * The cards to show: only the kinds the server counted. A module that does
 * not exist yet has no key, and the dashboard must not show it as zero.
 */
export function summaryCards(counts: Summary['counts']): SummaryCard[] {
  return summaryKinds.flatMap((kind) => {
    const count = counts[kind];
    return count === undefined ? [] : [{ kind, count }];
  });
}
