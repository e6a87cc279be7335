/** Pinned graph positions by document id. */
export type Pins = ReadonlyMap<string, { x: number; y: number }>;

/**
 * The pins to show or save: the server's, with this user's own moves on top.
 * A document this user moved keeps their position (or stays unpinned if they
 * have not moved it since the server's copy lost it); every other document
 * follows the server, so nobody's pin is dropped or overwritten unseen.
 */
export function mergePins(
  server: Pins,
  local: Pins,
  moved: ReadonlySet<string>,
): Map<string, { x: number; y: number }> {
  const merged = new Map(server);
  for (const id of moved) {
    const point = local.get(id);
    if (point) merged.set(id, point);
  }
  return merged;
}
