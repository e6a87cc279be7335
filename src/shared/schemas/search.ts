import * as z from 'zod/mini';

export const searchKinds = ['document', 'event', 'image', 'story', 'dialog', 'map'] as const;

export const searchQuery = z.object({
  query: z.string().check(z.maxLength(200)),
  limit: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(50)), 20),
});

/**
 * A search result. `titleMarked` and `snippet` carry the matched words between
 * \u0002 and \u0003; the client turns them into highlights, never into HTML.
 */
export const searchHit = z.object({
  kind: z.enum(searchKinds),
  id: z.string(),
  title: z.string(),
  titleMarked: z.string(),
  snippet: z.string(),
});
export type SearchHit = z.infer<typeof searchHit>;
export const searchResponse = z.object({ items: z.array(searchHit) });
