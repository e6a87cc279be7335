import type { MapSummary } from '../../../../../shared/schemas/map';

export interface MapTreeRow {
  map: MapSummary;
  /** 0 for a top map, 1 for its child, … */
  depth: number;
}

/**
 * The maps as a tree, flattened in reading order: each map followed by its
 * children, siblings by name. A map whose parent is missing (deleted, or
 * not sent) shows at the top; a cycle (never stored, but cheap to survive)
 * cannot loop.
 */
export function mapTreeRows(maps: readonly MapSummary[], locale = 'en'): MapTreeRow[] {
  const byName = (a: MapSummary, b: MapSummary) => a.name.localeCompare(b.name, locale);
  const ids = new Set(maps.map((map) => map.id));
  const children = new Map<string | null, MapSummary[]>();
  for (const map of maps) {
    const parent = map.parentMapId && ids.has(map.parentMapId) ? map.parentMapId : null;
    children.set(parent, [...(children.get(parent) ?? []), map]);
  }
  const rows: MapTreeRow[] = [];
  const seen = new Set<string>();
  const visit = (parent: string | null, depth: number) => {
    for (const map of [...(children.get(parent) ?? [])].sort(byName)) {
      if (seen.has(map.id)) continue;
      seen.add(map.id);
      rows.push({ map, depth });
      visit(map.id, depth + 1);
    }
  };
  visit(null, 0);
  // Maps only reachable through a cycle.
  for (const map of maps) if (!seen.has(map.id)) rows.push({ map, depth: 0 });
  return rows;
}

/** The maps a map may hang under: not itself, not one of its own descendants. */
export function possibleParents(maps: readonly MapSummary[], mapId: string | null): MapSummary[] {
  if (!mapId) return [...maps];
  const below = new Set<string>([mapId]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const map of maps)
      if (map.parentMapId && below.has(map.parentMapId) && !below.has(map.id)) {
        below.add(map.id);
        grew = true;
      }
  }
  return maps.filter((map) => !below.has(map.id));
}
