import * as z from 'zod/mini';
import { mapFeatureKinds } from './map';

export const searchKinds = [
  'document',
  'event',
  'image',
  'story',
  'dialog',
  'map',
  'map_place',
] as const;

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
  /** A `map_place` (a pin, region or path): the map it lies on, which the result opens at it. */
  place: z.optional(
    z.object({
      mapId: z.string(),
      mapName: z.string(),
      kind: z.enum(mapFeatureKinds),
      /** On a secret layer: only `maps.secrets` roles find it. */
      secret: z.boolean(),
    }),
  ),
});
export type SearchHit = z.infer<typeof searchHit>;
export const searchResponse = z.object({ items: z.array(searchHit) });
