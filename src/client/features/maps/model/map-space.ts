import type { MapGeometry, MapPicture } from '../../../../shared/schemas/map';
import type { MapPoint } from '../../../../shared/maps/map-geometry';

/**
 * Between the server's picture pixels (x right, y down, origin at the
 * picture's top-left) and the viewer's coordinates (OpenLayers: y up). The
 * viewer keeps x and negates y, so the picture spans [0, -height, width, 0]
 * and its top-left corner is the origin of both. Every conversion happens
 * here and nowhere else.
 */
export type ViewCoordinate = [number, number];
/** [minX, minY, maxX, maxY] in viewer coordinates. */
export type ViewExtent = [number, number, number, number];

export function toView(point: readonly [number, number]): ViewCoordinate {
  return [point[0], point[1] === 0 ? 0 : -point[1]];
}

export function fromView(coordinate: readonly number[]): MapPoint {
  const y = coordinate[1] ?? 0;
  return [coordinate[0] ?? 0, y === 0 ? 0 : -y];
}

export function pictureExtent(picture: Pick<MapPicture, 'width' | 'height'>): ViewExtent {
  return [0, -picture.height, picture.width, 0];
}

/** The extent a geometry covers, in viewer coordinates. */
export function geometryExtent(geometry: MapGeometry): ViewExtent {
  const points = geometry.kind === 'pin' ? [geometry.point] : geometry.points;
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  for (const point of points) {
    const [x, y] = toView(point);
    minX = Math.min(minX, x);
    minY = Math.min(minY, y);
    maxX = Math.max(maxX, x);
    maxY = Math.max(maxY, y);
  }
  return [minX, minY, maxX, maxY];
}

export interface PictureTileGrid {
  extent: ViewExtent;
  /** Tile (0, 0) of every zoom starts at the picture's top-left corner. */
  origin: ViewCoordinate;
  /** Picture pixels per screen pixel at zoom 0 … maxZoom: 2^maxZoom … 1. */
  resolutions: number[];
  tileSize: number;
}

/** The tile pyramid as the server cut it: zoom `maxZoom` is the picture at full size. */
export function pictureTileGrid(
  picture: Pick<MapPicture, 'width' | 'height' | 'tileSize' | 'maxZoom'>,
): PictureTileGrid {
  const resolutions: number[] = [];
  for (let zoom = 0; zoom <= picture.maxZoom; zoom += 1) {
    resolutions.push(2 ** (picture.maxZoom - zoom));
  }
  return {
    extent: pictureExtent(picture),
    origin: [0, 0],
    resolutions,
    tileSize: picture.tileSize,
  };
}

/**
 * The address of one tile. The viewer's tile rows count down from the
 * origin like the server's, so `y` is the row as it comes.
 */
export function tileAddress(template: string, z: number, x: number, y: number): string {
  return template.replace('{z}', String(z)).replace('{x}', String(x)).replace('{y}', String(y));
}

/**
 * The same pyramid under a new signature: tiles already on screen stay, new
 * ones are asked with the new one. Another path is another picture.
 */
export function samePyramid(a: string, b: string): boolean {
  return a.split('?')[0] === b.split('?')[0];
}

/** How far the viewer zooms: out until the picture is a quarter of a small screen, in to 4× full size. */
export function viewResolutionLimits(picture: Pick<MapPicture, 'width' | 'height'>): {
  maxResolution: number;
  minResolution: number;
} {
  const side = Math.max(picture.width, picture.height, 1);
  return { maxResolution: Math.max(side / 100, 1), minResolution: 0.25 };
}

/** A point kept on the picture: the server refuses any outside it. */
export function clampToPicture(
  point: MapPoint,
  picture: Pick<MapPicture, 'width' | 'height'>,
): MapPoint {
  return [
    Math.min(Math.max(point[0], 0), picture.width),
    Math.min(Math.max(point[1], 0), picture.height),
  ];
}

export function isOnPicture(point: MapPoint, picture: Pick<MapPicture, 'width' | 'height'>) {
  return point[0] >= 0 && point[1] >= 0 && point[0] <= picture.width && point[1] <= picture.height;
}

/**
 * A drawn outline as the server keeps it: a ring's closing point (the first
 * repeated) dropped, every point on the picture, rounded to a tenth of a
 * pixel so that a save does not carry float noise.
 */
export function drawnPoints(
  coordinates: readonly (readonly number[])[],
  picture: Pick<MapPicture, 'width' | 'height'>,
  closed: boolean,
): MapPoint[] {
  const points = coordinates.map((coordinate) =>
    roundPoint(clampToPicture(fromView(coordinate), picture)),
  );
  if (closed && points.length > 1) {
    const first = points[0]!;
    const last = points[points.length - 1]!;
    if (first[0] === last[0] && first[1] === last[1]) points.pop();
  }
  return points;
}

export function roundPoint(point: MapPoint): MapPoint {
  return [Math.round(point[0] * 10) / 10, Math.round(point[1] * 10) / 10];
}
