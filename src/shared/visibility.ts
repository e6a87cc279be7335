/**
 * Who sees an item of a world: `public` items of a public world are read by
 * anyone; `members` items only by the world's members. An item without its own
 * setting follows the world's default.
 */
export const visibilities = ['public', 'members'] as const;
export type Visibility = (typeof visibilities)[number];

export function isVisibility(value: unknown): value is Visibility {
  return value === 'public' || value === 'members';
}

/** The item's own setting, or the world's default when it has none. */
export function effectiveVisibility(
  own: string | null | undefined,
  worldDefault: string | null | undefined,
): Visibility {
  if (isVisibility(own)) return own;
  return worldDefault === 'public' ? 'public' : 'members';
}
