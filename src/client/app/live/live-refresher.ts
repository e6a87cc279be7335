import type { QueryClient } from '@tanstack/react-query';
import type { Activity } from '../../../shared/schemas/activity';
import { compactKeys, refreshFor, worldQueriesKey, type LiveFeatures } from '../../live/live-rules';

export interface RefresherOptions {
  queryClient: QueryClient;
  worldId: string;
  /** What the features say about live changes (live-refresh.ts gathers them). */
  features: LiveFeatures;
  /** The world list changed (a name, an address, a role): the layout refetches it and follows a moved address. */
  onWorlds: () => void;
  /** Activities close together are refreshed together (an autosaving editor sends a burst). */
  gatherMs?: number;
  /** The longest a refresh waits for the user's own saves to settle (an upload may take long; others' changes should not). */
  mutationWaitMs?: number;
}

/**
 * Turns the live stream of a world into cache updates: each activity is handed
 * to the features at once (the dashboard feed shows it), and the views it
 * affects refresh by the features' rules, a burst at a time: their queries are
 * marked stale and their own patches written. It knows no feature: the app
 * hands it `features` (live-refresh.ts). Refreshes wait while one of the
 * user's own saves is under way, so a refetch that started before that save
 * committed cannot put the old state back over what the user just did (a
 * dragged event, a reordered scene).
 */
export class LiveRefresher {
  private pending: Activity[] = [];
  private timer: ReturnType<typeof setTimeout> | null = null;
  private stopped = false;

  constructor(private readonly options: RefresherOptions) {}

  /** New activities, oldest first (the connection hands each on once). */
  take(activities: readonly Activity[]): void {
    if (this.stopped || activities.length === 0) return;
    this.options.features.arrived(this.options.queryClient, this.options.worldId, activities);
    this.pending.push(...activities);
    this.timer ??= setTimeout(() => void this.flush(), this.options.gatherMs ?? 120);
  }

  /** Too much was missed: every view of the world refetches (the feed too). */
  reset(): void {
    if (this.stopped) return;
    this.pending = [];
    void this.options.queryClient.invalidateQueries(worldQueriesKey(this.options.worldId));
    this.options.onWorlds();
  }

  stop(): void {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.pending = [];
  }

  /** Applies what has gathered; resolves when the invalidations are under way. */
  async flush(): Promise<void> {
    this.timer = null;
    await waitForSaves(this.options.queryClient, this.options.mutationWaitMs ?? 3_000);
    const batch = this.pending;
    this.pending = [];
    if (this.stopped || batch.length === 0) return;
    const { queryClient, worldId, features } = this.options;
    const refresh = refreshFor(features.rules, worldId, batch);
    if (refresh.worlds) this.options.onWorlds();
    if (refresh.everything) {
      await queryClient.invalidateQueries(worldQueriesKey(worldId));
      return;
    }
    await Promise.all([
      ...compactKeys([...refresh.invalidate, ...features.everyChange(worldId)]).map((queryKey) =>
        queryClient.invalidateQueries({ queryKey }),
      ),
      ...refresh.patches.map((patch) => patch.apply(queryClient)),
    ]);
  }
}

/** Resolves once no save of the user's is under way, or after `limitMs`. */
function waitForSaves(queryClient: QueryClient, limitMs: number): Promise<void> {
  if (queryClient.isMutating() === 0) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(limit);
      unsubscribe();
      resolve();
    };
    const limit = setTimeout(done, limitMs);
    const unsubscribe = queryClient.getMutationCache().subscribe(() => {
      if (queryClient.isMutating() === 0) done();
    });
  });
}
