import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { LiveNoticeMessage } from '../../shared/live/protocol';
import type { Activity, ActivityType } from '../../shared/schemas/activity';

/**
 * A feature's own write into the query cache for one change, where marking
 * its queries stale would cost too much (the timeline writes one event into
 * its cached lists: a list of 10,000 events is not fetched again for each drag).
 */
export interface LivePatch {
  /**
   * What the patch is about: in one batch, a later patch with the same key
   * replaces an earlier one (an event changed, then deleted, is only taken out).
   */
  key: string;
  /** Resolves when the cache holds the change. */
  apply: (queryClient: QueryClient) => Promise<void>;
}

/**
 * What one committed change means for the views of the world: the cached
 * queries to mark stale (the ones on screen refetch at once, the others when
 * next shown), the features' own patches of the cache, and whether the world
 * list (names, addresses, roles) changed.
 */
export interface LiveRefresh {
  invalidate: QueryKey[];
  patches: LivePatch[];
  worlds: boolean;
}

export type ActivityDetails = Activity['details'];
export type LiveRule = (worldId: string, details: ActivityDetails) => Partial<LiveRefresh>;

/**
 * One feature's rules: for each activity type that concerns its views, which
 * of its own queries it refreshes and how it patches its own cache. A feature
 * names only its own keys; the app combines every feature's rules.
 */
export type LiveRules = Partial<Record<ActivityType, LiveRule>>;

/**
 * Everything the features say about live changes, as the app gathers it
 * (app/live/live-refresh.ts) and its refresher applies it.
 */
export interface LiveFeatures {
  rules: LiveRules;
  /** Queries that any change makes stale, whatever the batch (a page that counts every change). */
  everyChange: (worldId: string) => QueryKey[];
  /** Written into the cache as activities arrive, before their gathered refresh (the dashboard feed). */
  arrived: (queryClient: QueryClient, worldId: string, activities: readonly Activity[]) => void;
  /** Written into the cache as notices arrive (a map's tiling progress). */
  notice?: (queryClient: QueryClient, worldId: string, message: LiveNoticeMessage) => void;
}

/** A non-empty string field of an activity's details, or null. */
export function detailText(details: ActivityDetails, key: string): string | null {
  const value = details[key];
  return typeof value === 'string' && value !== '' ? value : null;
}

/** The change renamed its subject: names shown elsewhere are stale too. */
export const renamed = (details: ActivityDetails) => detailText(details, 'previousName') !== null;

/** The keys when the condition holds, none otherwise. */
export const when = (condition: unknown, ...keys: QueryKey[]): QueryKey[] =>
  condition ? keys : [];

/** The same rule for several activity types. */
export function ruleFor(types: readonly ActivityType[], rule: LiveRule): LiveRules {
  return Object.fromEntries(types.map((type) => [type, rule]));
}

/** Every feature's rules as one table: an activity type's rule applies the rules of each feature that has one. */
export function combineRules(...lists: readonly LiveRules[]): LiveRules {
  const byType = new Map<ActivityType, LiveRule[]>();
  for (const list of lists)
    for (const [type, rule] of Object.entries(list) as [ActivityType, LiveRule][])
      byType.set(type, [...(byType.get(type) ?? []), rule]);
  const combined: LiveRules = {};
  for (const [type, rules] of byType)
    combined[type] = (worldId, details) => {
      const parts = rules.map((rule) => rule(worldId, details));
      return {
        invalidate: parts.flatMap((part) => part.invalidate ?? []),
        patches: parts.flatMap((part) => part.patches ?? []),
        worlds: parts.some((part) => part.worlds),
      };
    };
  return combined;
}

/** What a batch of activities refreshes, merged; `everything` when one of them is of a kind no rule knows. */
export function refreshFor(
  rules: LiveRules,
  worldId: string,
  activities: readonly Activity[],
): LiveRefresh & { everything: boolean } {
  const merged = {
    invalidate: [] as QueryKey[],
    patches: new Map<string, LivePatch>(),
    worlds: false,
    everything: false,
  };
  for (const activity of activities) {
    const rule = Object.hasOwn(rules, activity.type)
      ? rules[activity.type as ActivityType]
      : undefined;
    if (!rule) {
      merged.everything = true;
      continue;
    }
    const refresh = rule(worldId, activity.details);
    merged.invalidate.push(...(refresh.invalidate ?? []));
    // A later patch of the same subject replaces the earlier one (LivePatch.key).
    for (const patch of refresh.patches ?? []) merged.patches.set(patch.key, patch);
    merged.worlds ||= refresh.worlds ?? false;
  }
  return {
    invalidate: compactKeys(merged.invalidate),
    patches: [...merged.patches.values()],
    worlds: merged.worlds,
    everything: merged.everything,
  };
}

/**
 * The queries of one world: every feature keys its queries `[area, worldId, …]`.
 * What a change of an unknown kind (a newer server) or a reset refreshes.
 */
export const worldQueriesKey = (worldId: string) => ({
  predicate: (query: { queryKey: QueryKey }) => query.queryKey[1] === worldId,
});

const startsWith = (key: QueryKey, prefix: QueryKey) =>
  prefix.length <= key.length &&
  prefix.every((part, index) => JSON.stringify(part) === JSON.stringify(key[index]));

/**
 * Keys once each, and none that a shorter one already covers: an invalidation
 * cancels and restarts a fetch under way, so the same query twice would fetch twice.
 */
export function compactKeys(keys: readonly QueryKey[]): QueryKey[] {
  const sorted = [...keys].sort((a, b) => a.length - b.length);
  const kept: QueryKey[] = [];
  for (const key of sorted) if (!kept.some((prefix) => startsWith(key, prefix))) kept.push(key);
  return kept;
}

/**
 * For a view that shows documents by id or name (relations, event lists,
 * stories, dialogs' speakers, images by document): a document renamed or
 * deleted makes it stale; an edit that keeps the name does not.
 */
export function documentNameRules(keys: (worldId: string) => QueryKey[]): LiveRules {
  const ifRenamed: LiveRule = (w, details) => ({ invalidate: renamed(details) ? keys(w) : [] });
  return {
    update_document: ifRenamed,
    restore_document: ifRenamed,
    delete_document: (w) => ({ invalidate: keys(w) }),
  };
}

/** The activity types of a document's save, creation or deletion. */
export const documentChanges = [
  'create_new_document',
  'update_document',
  'restore_document',
  'delete_document',
] as const satisfies readonly ActivityType[];

/** A member arrives, changes role or leaves. */
export const membershipChanges = [
  'add_member',
  'change_member_role',
  'remove_member',
  'leave_world',
  'transfer_ownership',
] as const satisfies readonly ActivityType[];
