import { QueryClient, type InfiniteData } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { Activity } from '../../../../shared/schemas/activity';
import { feedQueryOptions } from './get-feed';
import { prependToFeed } from './prepend-to-feed';

const w = 'world-1';
let nextId = 1;
const activity = (type: string, details: Record<string, unknown> = {}): Activity => ({
  id: nextId++,
  date: '2026-11-25T10:00:00.000Z',
  user: { id: 'u2', userName: 'tom' },
  type,
  details,
});

type FeedData = InfiniteData<Activity[], number | undefined>;

describe('the live feed', () => {
  const client = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });

  it('puts new activities at the top of the feed, newest first, each once', () => {
    const queryClient = client();
    const older = activity('create_todo', { todoId: 't1' });
    queryClient.setQueryData<FeedData>(feedQueryOptions(w).queryKey, {
      pages: [[older]],
      pageParams: [undefined],
    });
    const a = activity('update_document', { documentId: 'd1' });
    const b = activity('create_todo', { todoId: 't2' });
    prependToFeed(queryClient, w, [a, b]);
    prependToFeed(queryClient, w, [b]);
    const feed = queryClient.getQueryData<FeedData>(feedQueryOptions(w).queryKey);
    expect(feed?.pages[0]?.map((item) => item.id)).toEqual([b.id, a.id, older.id]);
  });

  it('leaves a feed that was never loaded alone', () => {
    const queryClient = client();
    prependToFeed(queryClient, w, [activity('create_todo')]);
    expect(queryClient.getQueryData(feedQueryOptions(w).queryKey)).toBeUndefined();
  });
});
