/**
 * The canvas contract's selection rule: a click replaces the selection with
 * the event (or with nothing, on empty canvas); shift/ctrl/meta-click toggles
 * the event in or out.
 */
export function applySelection(
  current: ReadonlySet<string>,
  ids: readonly string[],
  mode: 'replace' | 'toggle',
): ReadonlySet<string> {
  if (mode === 'replace') return new Set(ids);
  const next = new Set(current);
  for (const id of ids) if (!next.delete(id)) next.add(id);
  return next;
}

/** Selected ids of events that still exist, in the order they were picked. */
export function keepExisting(
  selected: ReadonlySet<string>,
  existing: ReadonlySet<string>,
): ReadonlySet<string> {
  const kept = [...selected].filter((id) => existing.has(id));
  return kept.length === selected.size ? selected : new Set(kept);
}
