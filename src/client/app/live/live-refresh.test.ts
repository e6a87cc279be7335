import { QueryClient, type QueryKey } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { activityTypes, type Activity, type ActivityType } from '../../../shared/schemas/activity';
import { documentQueryOptions } from '../../features/documents/api/get-document';
import { documentListsRootKey, documentsRootKey } from '../../features/documents/api/query-keys';
import { dialogKey } from '../../features/dialogs/api/query-keys';
import { eventsQueryOptions } from '../../features/timeline/api/get-events';
import { eventListsRootKey } from '../../features/timeline/api/query-keys';
import { relationsRootKey } from '../../features/relations/api/query-keys';
import { summaryQueryOptions } from '../../features/dashboard/api/get-summary';
import { eventListsPatch } from '../../features/timeline/api/live-rules';
import { liveFeatures, liveRefreshRules, refreshFor } from './live-refresh';
import { LiveRefresher } from './live-refresher';

const w = 'world-1';
let nextId = 1;
const activity = (type: string, details: Record<string, unknown> = {}): Activity => ({
  id: nextId++,
  date: '2026-11-25T10:00:00.000Z',
  user: { id: 'u2', userName: 'tom' },
  type,
  details,
});
const has = (keys: QueryKey[], key: QueryKey) =>
  keys.some((candidate) => JSON.stringify(candidate) === JSON.stringify(key));

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the live refresh table', () => {
  it.each(activityTypes.map((type) => [type]))(
    'refreshes something for %s',
    (type: ActivityType) => {
      const rule = liveRefreshRules[type];
      expect(rule, `no feature has a live rule for ${type}`).toBeDefined();
      const refresh = rule!(w, {
        documentId: 'd1',
        eventId: 'e1',
        dialogId: 'g1',
        storyId: 's1',
        imageId: 'i1',
      });
      const effects =
        (refresh.invalidate?.length ?? 0) +
        (refresh.patches?.length ?? 0) +
        (refresh.worlds ? 1 : 0);
      expect(effects).toBeGreaterThan(0);
    },
  );

  it('refreshes one document, not every document, when it is edited', () => {
    const refresh = refreshFor(w, [
      activity('update_document', { documentId: 'd1', name: 'Mira', version: 3 }),
    ]);
    expect(has(refresh.invalidate, documentQueryOptions(w, 'd1').queryKey)).toBe(true);
    expect(has(refresh.invalidate, documentListsRootKey(w))).toBe(true);
    expect(has(refresh.invalidate, documentsRootKey(w))).toBe(false);
    // Its name did not change: relations and the timeline keep their data.
    expect(has(refresh.invalidate, relationsRootKey(w))).toBe(false);
    expect(has(refresh.invalidate, eventListsRootKey(w))).toBe(false);
  });

  it('refreshes the places that show a document by name when it is renamed or deleted', () => {
    for (const type of ['update_document', 'delete_document']) {
      const refresh = refreshFor(w, [
        activity(type, { documentId: 'd1', name: 'Mira', previousName: 'Mirra' }),
      ]);
      expect(has(refresh.invalidate, relationsRootKey(w))).toBe(true);
      expect(has(refresh.invalidate, eventListsRootKey(w))).toBe(true);
    }
  });

  it('writes one event into the cached lists instead of refetching them', () => {
    const refresh = refreshFor(w, [
      activity('update_event', { eventId: 'e1', name: 'Moonfall' }),
      activity('create_new_event', { eventId: 'e2' }),
    ]);
    expect(refresh.patches.map((patch) => patch.key)).toEqual([
      eventListsPatch(w, 'e1', 'write').key,
      eventListsPatch(w, 'e2', 'write').key,
    ]);
    expect(
      refresh.invalidate.some((key) =>
        JSON.stringify(key).startsWith(JSON.stringify(eventListsRootKey(w)).slice(0, -1)),
      ),
    ).toBe(false);
    const removed = refreshFor(w, [
      activity('update_event', { eventId: 'e1' }),
      activity('delete_event', { eventId: 'e1' }),
    ]);
    expect(removed.patches).toHaveLength(1);
  });

  it('refreshes the open dialog by its id', () => {
    const refresh = refreshFor(w, [
      activity('update_dialog', {
        dialogId: 'g1',
        name: 'Intro',
        previousName: 'Intro',
        nodeCount: 3,
      }),
    ]);
    expect(has(refresh.invalidate, dialogKey(w, 'g1'))).toBe(true);
  });

  it('asks for the world list when membership or the world itself changes', () => {
    expect(
      refreshFor(w, [activity('change_member_role', { userName: 'tom', role: 'viewer' })]).worlds,
    ).toBe(true);
    expect(refreshFor(w, [activity('update_world', { name: 'Saga' })]).worlds).toBe(true);
    expect(refreshFor(w, [activity('create_todo', { todoId: 't1' })]).worlds).toBe(false);
  });

  it('refreshes everything of the world for a kind of change it does not know', () => {
    expect(refreshFor(w, [activity('summon_dragon', {})]).everything).toBe(true);
    expect(refreshFor(w, [activity('create_todo', {})]).everything).toBe(false);
  });
});

describe('the live refresher', () => {
  const client = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });

  it('marks the affected queries stale and leaves the others', async () => {
    const queryClient = client();
    queryClient.setQueryData(documentQueryOptions(w, 'd1').queryKey, { id: 'd1' } as never);
    queryClient.setQueryData(documentQueryOptions(w, 'd2').queryKey, { id: 'd2' } as never);
    queryClient.setQueryData(summaryQueryOptions(w).queryKey, { counts: {} });
    const refresher = new LiveRefresher({
      queryClient,
      worldId: w,
      features: liveFeatures,
      onWorlds: () => undefined,
      gatherMs: 0,
    });
    refresher.take([activity('update_document', { documentId: 'd1' })]);
    await refresher.flush();
    const state = (key: QueryKey) => queryClient.getQueryState(key)?.isInvalidated;
    expect(state(documentQueryOptions(w, 'd1').queryKey)).toBe(true);
    expect(state(documentQueryOptions(w, 'd2').queryKey)).toBe(false);
    expect(state(summaryQueryOptions(w).queryKey)).toBe(false);
    refresher.stop();
  });

  // A fake clock: how long a refresh waits is the subject, and a busy machine must not reach the limit.
  const pendingSave = (queryClient: QueryClient) => {
    let finish: () => void = () => undefined;
    const saving = queryClient
      .getMutationCache()
      .build(queryClient, { mutationFn: () => new Promise<void>((resolve) => (finish = resolve)) })
      .execute(undefined);
    return { saving, finish: () => finish() };
  };

  it("waits for the user's own save to settle before refreshing", async () => {
    vi.useFakeTimers();
    const queryClient = client();
    queryClient.setQueryData(documentQueryOptions(w, 'd1').queryKey, { id: 'd1' } as never);
    const save = pendingSave(queryClient);
    const refresher = new LiveRefresher({
      queryClient,
      worldId: w,
      features: liveFeatures,
      onWorlds: () => undefined,
      gatherMs: 0,
      mutationWaitMs: 3_000,
    });
    refresher.take([activity('update_document', { documentId: 'd1' })]);
    const flushed = refresher.flush();
    await vi.advanceTimersByTimeAsync(2_999);
    expect(queryClient.getQueryState(documentQueryOptions(w, 'd1').queryKey)?.isInvalidated).toBe(
      false,
    );
    save.finish();
    await save.saving;
    await vi.advanceTimersByTimeAsync(0);
    await flushed;
    expect(queryClient.getQueryState(documentQueryOptions(w, 'd1').queryKey)?.isInvalidated).toBe(
      true,
    );
  });

  it('refreshes anyway once a save has taken longer than the limit', async () => {
    vi.useFakeTimers();
    const queryClient = client();
    queryClient.setQueryData(documentQueryOptions(w, 'd1').queryKey, { id: 'd1' } as never);
    pendingSave(queryClient);
    const refresher = new LiveRefresher({
      queryClient,
      worldId: w,
      features: liveFeatures,
      onWorlds: () => undefined,
      gatherMs: 0,
      mutationWaitMs: 3_000,
    });
    refresher.take([activity('update_document', { documentId: 'd1' })]);
    const flushed = refresher.flush();
    await vi.advanceTimersByTimeAsync(3_000);
    await flushed;
    expect(queryClient.getQueryState(documentQueryOptions(w, 'd1').queryKey)?.isInvalidated).toBe(
      true,
    );
    refresher.stop();
  });

  it('writes a changed event into every cached list, and never an older version over a newer one', async () => {
    const queryClient = client();
    const summary = {
      id: 'e1',
      name: 'Moonfall',
      kind: 'instant' as const,
      start: { year: 1, month: 1, day: 1, hour: 0, minute: 0, second: 0 },
      end: null,
      rowId: 'r1',
      documentIds: [],
      version: 2,
    };
    queryClient.setQueryData(eventsQueryOptions(w).queryKey, {
      items: [summary],
      documents: [],
      total: 1,
    } as never);
    queryClient.setQueryData(eventsQueryOptions(w, { rowId: 'r2' }).queryKey, {
      items: [],
      documents: [],
      total: 0,
    } as never);
    let version = 3;
    vi.stubGlobal(
      'fetch',
      async () =>
        new Response(
          JSON.stringify({
            ...summary,
            name: 'Moonrise',
            rowId: 'r2',
            version,
            documents: [],
            description: '',
            createdBy: null,
            updatedBy: null,
            createdAt: '',
            updatedAt: '',
          }),
          { status: 200, headers: { 'content-type': 'application/json' } },
        ),
    );
    const { startSession, endSession } = await import('../../lib/session');
    const { fakeToken } = await import('../../../../tests/kits/client/render-app');
    startSession(fakeToken());
    const refresher = new LiveRefresher({
      queryClient,
      worldId: w,
      features: liveFeatures,
      onWorlds: () => undefined,
      gatherMs: 0,
    });
    refresher.take([
      activity('update_event', { eventId: 'e1', name: 'Moonrise', previousName: 'Moonfall' }),
    ]);
    await refresher.flush();
    const all = queryClient.getQueryData<{ items: { name: string; version: number }[] }>(
      eventsQueryOptions(w).queryKey,
    );
    const row2 = queryClient.getQueryData<{ items: { name: string }[] }>(
      eventsQueryOptions(w, { rowId: 'r2' }).queryKey,
    );
    expect(all?.items.map((item) => [item.name, item.version])).toEqual([['Moonrise', 3]]);
    expect(row2?.items.map((item) => item.name)).toEqual(['Moonrise']);

    // A late answer for an older version (our own newer save landed first) changes nothing.
    queryClient.setQueryData(eventsQueryOptions(w).queryKey, {
      items: [{ ...summary, name: 'Mine', version: 5 }],
      documents: [],
      total: 1,
    } as never);
    version = 4;
    refresher.take([activity('update_event', { eventId: 'e1' })]);
    await refresher.flush();
    expect(
      queryClient.getQueryData<{ items: { name: string }[] }>(eventsQueryOptions(w).queryKey)
        ?.items[0]?.name,
    ).toBe('Mine');
    endSession('logout');
  });
});
