import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { worldCoverQueryOptions } from './get-cover';
import { imageQueryOptions } from './get-image';
import { imagesQueryOptions } from './get-images';
import { signedUrlLife, worldPath } from './images-paths';

describe('signed picture addresses', () => {
  const now = Date.parse('2026-05-01T12:00:00Z');

  it('are shown until a minute before they expire', () => {
    expect(signedUrlLife('2026-05-01T13:00:00Z', now)).toBe(59 * 60_000);
    expect(signedUrlLife('2026-05-01T12:00:30Z', now)).toBe(0);
    expect(signedUrlLife(undefined, now)).toBe(0);
  });

  it('make every query that holds them refetch before that time', () => {
    const expiresAt = new Date(Date.now() + 30 * 60_000).toISOString();
    const client = new QueryClient();
    const cases = [
      [
        imagesQueryOptions('w1', { categoryId: 'c1' }),
        {
          pages: [{ items: [], documents: [], total: 0, urlsExpireAt: expiresAt }],
          pageParams: [0],
        },
      ],
      [imageQueryOptions('w1', 'i1'), { urlsExpireAt: expiresAt }],
      [worldCoverQueryOptions('w1'), { urlsExpireAt: expiresAt }],
    ] as const;
    for (const [options, data] of cases) {
      client.setQueryData(options.queryKey, data as never);
      const query = client.getQueryCache().find({ queryKey: options.queryKey, exact: true })!;
      const interval = (options.refetchInterval as (query: unknown) => number | false)(query);
      expect(interval).toBeGreaterThan(28 * 60_000);
      expect(interval).toBeLessThanOrEqual(29 * 60_000);
    }
  });

  it('no cover, no timer', () => {
    const client = new QueryClient();
    const options = worldCoverQueryOptions('w1');
    client.setQueryData(options.queryKey, null);
    const query = client.getQueryCache().find({ queryKey: options.queryKey, exact: true })!;
    expect((options.refetchInterval as (query: unknown) => number | false)(query)).toBe(false);
  });
});

describe('world paths', () => {
  it('escape each part', () => {
    expect(worldPath('w 1', 'Images', 'a/b')).toBe('api/Setting/w%201/Images/a%2Fb');
  });
});
