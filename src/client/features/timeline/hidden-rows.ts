/**
 * Which rows a user has hidden is a view preference, not world data: it is
 * kept in this browser's local storage, one entry per world.
 */
export function hiddenRowsKey(worldId: string): string {
  return `timeline-hidden-rows:${worldId}`;
}

/** Reads a stored list; anything unreadable counts as "nothing hidden". */
export function parseHiddenRows(raw: string | null): string[] {
  if (!raw) return [];
  try {
    const value: unknown = JSON.parse(raw);
    return Array.isArray(value) ? value.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

/** Stored ids of rows that were deleted since are dropped, so the entry does not grow forever. */
export function serializeHiddenRows(
  hidden: ReadonlySet<string>,
  existingRowIds: readonly string[] | null,
): string | null {
  const kept = existingRowIds ? existingRowIds.filter((id) => hidden.has(id)) : [...hidden];
  return kept.length ? JSON.stringify(kept) : null;
}
