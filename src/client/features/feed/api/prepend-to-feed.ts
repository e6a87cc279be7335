import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import type { Activity } from '../../../../shared/schemas/activity';
import { feedQueryOptions } from './get-feed';

/**
 * The dashboard feed shows a new activity as it happens: written at the top
 * of its first page (no refetch of every page loaded with "load more"), each once.
 */
export function prependToFeed(
  queryClient: QueryClient,
  worldId: string,
  activities: readonly Activity[],
): void {
  queryClient.setQueryData<InfiniteData<Activity[], number | undefined>>(
    feedQueryOptions(worldId).queryKey,
    (feed) => {
      if (!feed || feed.pages.length === 0) return feed;
      const known = new Set(feed.pages.flatMap((page) => page.map((activity) => activity.id)));
      const newest = feed.pages[0]?.[0]?.id ?? 0;
      // Newest first, like the feed; an activity older than the feed's newest is already in a page or past it.
      const fresh = activities
        .filter((activity) => !known.has(activity.id) && activity.id > newest)
        .reverse();
      if (fresh.length === 0) return feed;
      return { ...feed, pages: [[...fresh, ...feed.pages[0]!], ...feed.pages.slice(1)] };
    },
  );
}
