import type { QueryKey } from '@tanstack/react-query';
import type { Activity, ActivityType } from '../../../shared/schemas/activity';
import { documentPickerRootKey } from '../../components/documents-picker/find-documents';
import { analyticsQueryOptions } from '../../features/analytics/api/get-analytics';
import { summaryQueryOptions } from '../../features/dashboard/api/get-summary';
import { todosQueryOptions } from '../../features/dashboard/api/get-todos';
import { worldDocumentsRootKey } from '../../features/dashboard/api/query-keys';
import {
  dialogChoicesRootKey,
  eventChoicesKey,
  storyDetailsRootKey,
  storyListsRootKey,
} from '../../features/stories/api/query-keys';
import {
  dialogDetailsRootKey,
  dialogKey,
  dialogListsRootKey,
  dialogsRootKey,
} from '../../features/dialogs/api/query-keys';
import { documentQueryOptions } from '../../features/documents/api/get-document';
import { documentListsRootKey, documentsRootKey } from '../../features/documents/api/query-keys';
import { templatesQueryOptions } from '../../features/documents/api/get-templates';
import { revisionsQueryOptions } from '../../features/history/api/get-revisions';
import { revisionsRootKey } from '../../features/history/api/query-keys';
import { worldCoverQueryOptions } from '../../features/images/api/get-cover';
import { imageQueryOptions } from '../../features/images/api/get-image';
import { imageListsRootKey, imagesRootKey } from '../../features/images/api/query-keys';
import { membersQueryOptions } from '../../features/members/api/get-members';
import { relationsRootKey } from '../../features/relations/api/query-keys';
import { searchRootKey } from '../../features/search/api/query-keys';
import { storyQueryOptions } from '../../features/stories/api/get-story';
import { tagsQueryOptions } from '../../features/tags/api/get-tags';
import { eventQueryOptions } from '../../features/timeline/api/get-event';
import { timelineRowsQueryOptions } from '../../features/timeline/api/get-rows';
import { eventListsRootKey, timelineRootKey } from '../../features/timeline/api/query-keys';
import { worldsQueryOptions } from '../../features/worlds/api/get-worlds';

/**
 * What one committed change means for the views of the world (issue 8 item 1):
 * the cached queries to mark stale (the ones on screen refetch at once, the
 * others when next shown), timeline events to write into the cached lists one
 * by one (a list of 10,000 events is not fetched again for each drag), and
 * whether the world list (names, addresses, roles) changed.
 */
export interface LiveRefresh {
  invalidate: QueryKey[];
  /** Events to fetch and write into every cached event list. */
  eventUpserts: string[];
  /** Events to take out of every cached event list. */
  eventRemovals: string[];
  worlds: boolean;
}

type Details = Activity['details'];
type Rule = (worldId: string, details: Details) => Partial<LiveRefresh>;

const text = (details: Details, key: string): string | null => {
  const value = details[key];
  return typeof value === 'string' && value !== '' ? value : null;
};
const renamed = (details: Details) => text(details, 'previousName') !== null;
const when = (condition: unknown, ...keys: QueryKey[]): QueryKey[] => (condition ? keys : []);

// ── The keys of each area, from each feature's own key functions ───────────

const summary = (w: string) => summaryQueryOptions(w).queryKey;
const storyLists = storyListsRootKey;
const storyDetails = storyDetailsRootKey;
const eventChoices = eventChoicesKey;
const dialogChoices = dialogChoicesRootKey;
const dialogLists = dialogListsRootKey;
const dialogDetails = dialogDetailsRootKey;

/** Where documents show by name: lists, the dashboard overview, search, the picker. */
const documentListings = (w: string): QueryKey[] => [
  documentListsRootKey(w),
  worldDocumentsRootKey(w),
  searchRootKey(w),
  documentPickerRootKey(w),
];

/** A document's id, name or tags appear in other areas too: relations, event lists, stories, dialogs' speakers, images by document. */
const documentMentions = (w: string): QueryKey[] => [
  relationsRootKey(w),
  eventListsRootKey(w),
  storyDetails(w),
  dialogDetails(w),
  imageListsRootKey(w),
];

const documentRule =
  (kind: 'create' | 'update' | 'delete'): Rule =>
  (w, details) => {
    const id = text(details, 'documentId');
    const everywhere = kind !== 'update' || renamed(details);
    return {
      invalidate: [
        ...(id
          ? [documentQueryOptions(w, id).queryKey, revisionsQueryOptions(w, id).queryKey]
          : [documentsRootKey(w), revisionsRootKey(w)]),
        ...documentListings(w),
        tagsQueryOptions(w).queryKey,
        ...when(kind !== 'update', summary(w), analyticsQueryOptions(w).queryKey),
        // A new document is a node of the graph; a renamed or deleted one changes names and links elsewhere.
        ...when(kind === 'create', relationsRootKey(w)),
        ...(everywhere && kind !== 'create' ? documentMentions(w) : []),
      ],
    };
  };

const eventRule =
  (kind: 'create' | 'update' | 'delete'): Rule =>
  (w, details) => {
    const id = text(details, 'eventId');
    return {
      invalidate: [
        ...(id ? [eventQueryOptions(w, id).queryKey] : [timelineRootKey(w)]),
        ...when(kind !== 'update' || renamed(details), eventChoices(w), storyDetails(w)),
        ...when(kind !== 'update', summary(w)),
        // The rows panel counts each row's events.
        timelineRowsQueryOptions(w).queryKey,
      ],
      ...(id ? (kind === 'delete' ? { eventRemovals: [id] } : { eventUpserts: [id] }) : {}),
    };
  };

const imageRule =
  (kind: 'create' | 'update' | 'delete'): Rule =>
  (w, details) => {
    const id = text(details, 'imageId');
    return {
      invalidate: [
        imageListsRootKey(w),
        ...when(id && kind !== 'create', imageQueryOptions(w, id ?? '').queryKey),
        ...when(kind !== 'update', summary(w)),
      ],
    };
  };

const dialogRule =
  (kind: 'create' | 'update' | 'delete'): Rule =>
  (w, details) => {
    const id = text(details, 'dialogId');
    return {
      invalidate: [
        dialogLists(w),
        ...(id ? [dialogKey(w, id)] : [dialogDetails(w)]),
        ...when(kind !== 'update' || renamed(details), dialogChoices(w), storyDetails(w)),
        ...when(kind !== 'update', summary(w)),
        ...when(kind === 'update', searchRootKey(w)),
      ],
    };
  };

const storyRule =
  (kind: 'create' | 'update' | 'delete'): Rule =>
  (w, details) => {
    const id = text(details, 'storyId');
    return {
      invalidate: [
        storyLists(w),
        ...(id ? [storyQueryOptions(w, id).queryKey] : [storyDetails(w)]),
        ...when(kind !== 'update', summary(w)),
      ],
    };
  };

/** Variables and meta schema fields are used by every dialog of the world. */
const dialogDefinitions: Rule = (w) => ({ invalidate: [dialogsRootKey(w)] });
/** A member's arrival, role or departure: the member list, and the world list that holds the caller's role. */
const membership: Rule = (w) => ({
  invalidate: [membersQueryOptions(w).queryKey, summary(w)],
  worlds: true,
});
const tags: Rule = (w) => ({
  invalidate: [
    tagsQueryOptions(w).queryKey,
    documentsRootKey(w),
    worldDocumentsRootKey(w),
    relationsRootKey(w),
    summary(w),
  ],
});
const todos: Rule = (w) => ({ invalidate: [todosQueryOptions(w).queryKey] });
const rows: Rule = (w) => ({ invalidate: [timelineRowsQueryOptions(w).queryKey] });
const relations: Rule = (w) => ({ invalidate: [relationsRootKey(w), summary(w)] });
/** Types, and edits of a relation, change what the relations views show but no count. */
const relationsOnly: Rule = (w) => ({ invalidate: [relationsRootKey(w)] });
const categories: Rule = (w) => ({ invalidate: [imagesRootKey(w)] });
const cover: Rule = (w) => ({ invalidate: [worldCoverQueryOptions(w).queryKey] });

/**
 * Every activity type and what it refreshes. A `Record` over the shared list
 * of types: a new type does not compile until it is mapped here.
 */
export const liveRefreshRules: Record<ActivityType, Rule> = {
  create_world: () => ({ worlds: true }),
  import_world: () => ({ worlds: true }),
  update_world: (w) => ({ invalidate: [summary(w)], worlds: true }),
  delete_world: () => ({ worlds: true }),
  add_member: membership,
  change_member_role: membership,
  remove_member: membership,
  leave_world: membership,
  transfer_ownership: membership,

  create_new_document: documentRule('create'),
  update_document: documentRule('update'),
  restore_document: documentRule('update'),
  delete_document: documentRule('delete'),
  create_tag: tags,
  update_tag: tags,
  delete_tag: tags,
  create_template: (w) => ({ invalidate: [templatesQueryOptions(w).queryKey] }),
  delete_template: (w) => ({ invalidate: [templatesQueryOptions(w).queryKey] }),
  create_todo: todos,
  update_todo: todos,
  delete_todo: todos,

  create_new_event: eventRule('create'),
  update_event: eventRule('update'),
  delete_event: eventRule('delete'),
  // The calendar changes how every date reads; rows renamed or removed move events and change filters.
  update_calendar: (w) => ({ invalidate: [timelineRootKey(w)] }),
  create_timeline_row: rows,
  update_timeline_row: rows,
  delete_timeline_row: (w) => ({ invalidate: [timelineRootKey(w)] }),

  upload_image: imageRule('create'),
  update_image: imageRule('update'),
  delete_image: imageRule('delete'),
  create_image_category: categories,
  update_image_category: categories,
  delete_image_category: categories,
  update_world_cover: cover,
  delete_world_cover: cover,

  create_relation_type: relationsOnly,
  update_relation_type: relationsOnly,
  delete_relation_type: relations,
  create_relation: relations,
  update_relation: relationsOnly,
  pin_graph_positions: relationsOnly,
  delete_relation: relations,

  create_new_dialog: dialogRule('create'),
  update_dialog: dialogRule('update'),
  delete_dialog: dialogRule('delete'),
  create_story_variable: dialogDefinitions,
  update_story_variable: dialogDefinitions,
  delete_story_variable: dialogDefinitions,
  create_dialog_meta_schema: dialogDefinitions,
  update_dialog_meta_schema: dialogDefinitions,
  delete_dialog_meta_schema: dialogDefinitions,

  create_new_story: storyRule('create'),
  update_story: storyRule('update'),
  delete_story: storyRule('delete'),
};

const isKnownType = (type: string): type is ActivityType => Object.hasOwn(liveRefreshRules, type);

/**
 * The queries of one world: every feature keys its queries `[area, worldId, …]`.
 * What a change of an unknown kind (a newer server) or a reset refreshes.
 */
export const worldQueriesKey = (worldId: string) => ({
  predicate: (query: { queryKey: QueryKey }) => query.queryKey[1] === worldId,
});

/** What a batch of activities refreshes, merged; `everything` when one of them is of an unknown kind. */
export function refreshFor(
  worldId: string,
  activities: readonly Activity[],
): LiveRefresh & { everything: boolean } {
  const merged = {
    invalidate: [] as QueryKey[],
    eventUpserts: new Set<string>(),
    eventRemovals: new Set<string>(),
    worlds: false,
    everything: false,
  };
  for (const activity of activities) {
    if (!isKnownType(activity.type)) {
      merged.everything = true;
      continue;
    }
    const refresh = liveRefreshRules[activity.type](worldId, activity.details);
    merged.invalidate.push(...(refresh.invalidate ?? []));
    for (const id of refresh.eventUpserts ?? []) merged.eventUpserts.add(id);
    for (const id of refresh.eventRemovals ?? []) merged.eventRemovals.add(id);
    merged.worlds ||= refresh.worlds ?? false;
  }
  for (const id of merged.eventRemovals) merged.eventUpserts.delete(id);
  return {
    invalidate: compactKeys(merged.invalidate),
    eventUpserts: [...merged.eventUpserts],
    eventRemovals: [...merged.eventRemovals],
    worlds: merged.worlds,
    everything: merged.everything,
  };
}

/** The analytics page of the world counts every kind of change. */
export const alwaysRefreshed = (worldId: string): QueryKey[] => [
  analyticsQueryOptions(worldId).queryKey,
];

/** The world list's key, for the layout's own refresh. */
export const worldListKey = () => worldsQueryOptions().queryKey;

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
