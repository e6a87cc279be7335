import { compareDateParts, type DateParts } from '../calendar/calendar-config';

/**
 * The arithmetic of map space: picture pixels, x to the right and y down.
 * Lengths and areas come out in pixels; a map's scale turns them into its
 * own units (`unitsPerPixel`).
 */
export type MapPoint = [number, number];

export const mapFeatureLimits = {
  /** Vertices of one region or path: a coastline traced by hand stays far below. */
  maxVertices: 10_000,
  /** Pins, regions and paths on one map. */
  maxFeatures: 20_000,
  /** Layers of one map, besides its base layer. */
  maxLayers: 50,
} as const;

/** Zoom levels of a picture's tiles: the top level shows it at full size, level 0 fits one tile. */
export function mapMaxZoom(width: number, height: number, tileSize: number): number {
  const side = Math.max(width, height, 1);
  return Math.max(0, Math.ceil(Math.log2(side / tileSize)));
}

export function distance(a: MapPoint, b: MapPoint): number {
  return Math.hypot(b[0] - a[0], b[1] - a[1]);
}

/** A path's length in pixels; a region's outline when `closed`. */
export function polylineLength(points: readonly MapPoint[], closed = false): number {
  let total = 0;
  for (let i = 1; i < points.length; i += 1) total += distance(points[i - 1]!, points[i]!);
  if (closed && points.length > 2) total += distance(points[points.length - 1]!, points[0]!);
  return total;
}

/** A region's area in square pixels (shoelace), whichever way its outline turns. */
export function polygonArea(points: readonly MapPoint[]): number {
  let twice = 0;
  for (let i = 0; i < points.length; i += 1) {
    const [x1, y1] = points[i]!;
    const [x2, y2] = points[(i + 1) % points.length]!;
    twice += x1 * y2 - x2 * y1;
  }
  return Math.abs(twice) / 2;
}

/** Units per pixel from a reference line drawn over a known distance. */
export function scaleFromReference(from: MapPoint, to: MapPoint, realLength: number): number {
  const pixels = distance(from, to);
  if (!(pixels > 0) || !(realLength > 0)) throw new RangeError('a reference needs a length');
  return realLength / pixels;
}

/** Hours to travel `pixels` at `speed` units an hour on a map of `unitsPerPixel`. */
export function travelHours(pixels: number, unitsPerPixel: number, speed: number): number {
  if (!(speed > 0)) throw new RangeError('speed must be positive');
  return (pixels * unitsPerPixel) / speed;
}

export function isInsidePicture(point: MapPoint, width: number, height: number): boolean {
  return point[0] >= 0 && point[1] >= 0 && point[0] <= width && point[1] <= height;
}

export type MapGeometryProblem = 'too-few-points' | 'too-many-points' | 'self-intersecting';

/**
 * Why a region's or path's points are not a shape we keep, or null. A region
 * needs 3 points and edges that do not cross; a path needs 2 (it may cross
 * itself: roads do).
 */
export function mapGeometryProblem(
  kind: 'region' | 'path',
  points: readonly MapPoint[],
): MapGeometryProblem | null {
  if (points.length > mapFeatureLimits.maxVertices) return 'too-many-points';
  if (points.length < (kind === 'region' ? 3 : 2)) return 'too-few-points';
  if (kind === 'region' && outlineCrossesItself(points)) return 'self-intersecting';
  return null;
}

/**
 * Whether two non-adjacent edges of a closed outline cross or touch. A sweep
 * over x keeps it near n log n for the 10,000 vertices a region may have:
 * only edges whose x spans overlap are compared.
 */
export function outlineCrossesItself(points: readonly MapPoint[]): boolean {
  const n = points.length;
  if (n < 4) return n === 3 && polygonArea(points) === 0;
  const edges = points.map((start, index) => {
    const end = points[(index + 1) % n]!;
    return {
      index,
      start,
      end,
      minX: Math.min(start[0], end[0]),
      maxX: Math.max(start[0], end[0]),
    };
  });
  edges.sort((a, b) => a.minX - b.minX);
  const active: typeof edges = [];
  for (const edge of edges) {
    for (let i = active.length - 1; i >= 0; i -= 1) {
      if (active[i]!.maxX < edge.minX) active.splice(i, 1);
    }
    for (const other of active) {
      const gap = Math.abs(edge.index - other.index);
      if (gap === 1 || gap === n - 1) continue; // neighbours share a vertex
      if (segmentsTouch(edge.start, edge.end, other.start, other.end)) return true;
    }
    active.push(edge);
  }
  return false;
}

function orientation(a: MapPoint, b: MapPoint, c: MapPoint): number {
  const value = (b[1] - a[1]) * (c[0] - b[0]) - (b[0] - a[0]) * (c[1] - b[1]);
  return value === 0 ? 0 : value > 0 ? 1 : -1;
}

function onSegment(a: MapPoint, b: MapPoint, c: MapPoint): boolean {
  return (
    Math.min(a[0], c[0]) <= b[0] &&
    b[0] <= Math.max(a[0], c[0]) &&
    Math.min(a[1], c[1]) <= b[1] &&
    b[1] <= Math.max(a[1], c[1])
  );
}

export function segmentsTouch(p1: MapPoint, q1: MapPoint, p2: MapPoint, q2: MapPoint): boolean {
  const o1 = orientation(p1, q1, p2);
  const o2 = orientation(p1, q1, q2);
  const o3 = orientation(p2, q2, p1);
  const o4 = orientation(p2, q2, q1);
  if (o1 !== o2 && o3 !== o4) return true;
  return (
    (o1 === 0 && onSegment(p1, p2, q1)) ||
    (o2 === 0 && onSegment(p1, q2, q1)) ||
    (o3 === 0 && onSegment(p2, p1, q2)) ||
    (o4 === 0 && onSegment(p2, q1, q2))
  );
}

/** Whether a feature dated `from` (inclusive) … `until` (exclusive) exists at `date`. */
export function existsAt(
  feature: { from: DateParts | null; until: DateParts | null },
  date: DateParts,
): boolean {
  if (feature.from && compareDateParts(date, feature.from) < 0) return false;
  if (feature.until && compareDateParts(date, feature.until) >= 0) return false;
  return true;
}

/** New coordinates when a map's picture is replaced by one of another size: same place on the picture. */
export function rescalePoint(
  point: MapPoint,
  from: { width: number; height: number },
  to: { width: number; height: number },
): MapPoint {
  return [(point[0] * to.width) / from.width, (point[1] * to.height) / from.height];
}
