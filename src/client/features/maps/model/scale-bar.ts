/**
 * The ruler in the map's corner: a round length ("1, 2 or 5 times a power
 * of ten" of the map's units) no wider than `maxWidth` screen pixels.
 */
export function scaleBar(
  resolution: number,
  unitsPerPixel: number,
  maxWidth = 120,
): { width: number; length: number } | null {
  const unitsPerScreenPixel = resolution * unitsPerPixel;
  if (!(unitsPerScreenPixel > 0) || !Number.isFinite(unitsPerScreenPixel)) return null;
  const most = unitsPerScreenPixel * maxWidth;
  const power = 10 ** Math.floor(Math.log10(most));
  const length = [5, 2, 1].map((step) => step * power).find((candidate) => candidate <= most)!;
  return { width: length / unitsPerScreenPixel, length };
}
