import { mapPinIcons } from '../../src/shared/schemas/map';

/** A place's body as `POST …/Maps/:mapId/Features` takes it. */
export type PlaceBody = Record<string, unknown> & { geometry: object; name: string };

/**
 * The map benches' places on a square picture of `side` px, the same for
 * every run (a fixed seed): `regions` star-shaped 12-gons (no edge crosses
 * another), then `pins` labelled pins with icons and colours; `more` pins
 * after them draw from the same sequence.
 */
export function benchMapPlaces(
  side: number,
  counts: { regions: number; pins: number },
): { regions: PlaceBody[]; pins: PlaceBody[]; more(count: number): PlaceBody[] } {
  let seed = 20261127;
  const random = () => {
    seed = (seed * 1664525 + 1013904223) % 4294967296;
    return seed / 4294967296;
  };
  const colors = ['#e03131', '#2f9e44', '#1971c2', '#f08c00', '#9c36b5', null];
  const regions = Array.from({ length: counts.regions }, (_, index): PlaceBody => {
    const radius = side * (0.01 + random() * 0.03);
    const cx = radius + random() * (side - 2 * radius);
    const cy = radius + random() * (side - 2 * radius);
    const points = Array.from({ length: 12 }, (_, corner) => {
      const angle = (corner / 12) * Math.PI * 2;
      const reach = radius * (0.6 + random() * 0.4);
      return [Math.round(cx + Math.cos(angle) * reach), Math.round(cy + Math.sin(angle) * reach)];
    });
    return {
      geometry: { kind: 'region', points },
      name: `Region ${index + 1}`,
      color: colors[index % colors.length],
    };
  });
  let made = 0;
  const pin = (): PlaceBody => {
    const index = made++;
    return {
      geometry: { kind: 'pin', point: [Math.round(random() * side), Math.round(random() * side)] },
      name: `Place ${index + 1}`,
      icon: mapPinIcons[index % mapPinIcons.length],
      color: colors[index % colors.length],
    };
  };
  const pins = Array.from({ length: counts.pins }, pin);
  return { regions, pins, more: (count) => Array.from({ length: count }, pin) };
}
