import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import sharp from 'sharp';
import { createWorldByApi, newAccount, registerByApi, uniqueName } from './accounts';
import type { DateParts } from '../../../src/shared/calendar/calendar-config';
import type {
  MapDetail,
  MapFeature,
  MapFeatureRequest,
  MapLayer,
} from '../../../src/shared/schemas/map';

/**
 * Maps seeded through the API, for tests whose subject is what a map shows
 * rather than how it is drawn: a map, its picture (waited for until the tiles
 * are whole), layers and places; and where a picture point is on screen.
 */

/** A picture of `width` × `height`: land, a lake and a road, so the tiles are not blank. */
export function mapPicture(width = 1200, height = 800, land = '#9cb87a'): Promise<Buffer> {
  const drawing = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">` +
      `<rect width="${width}" height="${height}" fill="${land}"/>` +
      `<ellipse cx="${width * 0.68}" cy="${height * 0.52}" rx="${width * 0.15}" ry="${height * 0.15}" fill="#5b8fb5"/>` +
      `<path d="M${width * 0.07} ${height * 0.87} L${width * 0.92} ${height * 0.15}" stroke="#8a6a3a" stroke-width="18" fill="none"/>` +
      '</svg>',
  );
  return sharp(drawing).png().toBuffer();
}

/** The map API of one world, as one member. */
export function mapApi(request: APIRequestContext, token: string, worldId: string) {
  const headers = { authorization: `Bearer ${token}` };
  const base = `/api/Setting/${worldId}`;
  async function send<T>(
    method: 'get' | 'post' | 'put',
    path: string,
    data?: unknown,
    status = 200,
  ): Promise<T> {
    const response = await request[method](`${base}${path}`, { headers, data });
    expect(response.status(), `${method} ${path}: ${await response.text()}`).toBe(status);
    return (await response.json()) as T;
  }
  return {
    get: <T>(path: string) => send<T>('get', path),
    map: (mapId: string) => send<MapDetail>('get', `/Maps/${mapId}`),
    createMap: (body: { name: string; parentMapId?: string; parentPinId?: string }) =>
      send<MapDetail>('post', '/Maps', body),
    /** Uploads the picture and waits until its tiles are whole. */
    async upload(mapId: string, picture: Buffer): Promise<MapDetail> {
      const response = await request.post(`${base}/Maps/${mapId}/Picture`, {
        headers,
        multipart: { file: { name: 'map.png', mimeType: 'image/png', buffer: picture } },
      });
      expect(response.status(), await response.text()).toBe(202);
      await expect
        .poll(async () => (await send<MapDetail>('get', `/Maps/${mapId}`)).status)
        .toBe('ready');
      return send<MapDetail>('get', `/Maps/${mapId}`);
    },
    createLayer: (mapId: string, body: { name: string; secret?: boolean }) =>
      send<MapLayer>('post', `/Maps/${mapId}/Layers`, body),
    createFeature: (mapId: string, body: MapFeatureRequest) =>
      send<MapFeature>('post', `/Maps/${mapId}/Features`, body),
    createDocument: (name: string, text?: string) =>
      send<{ id: string; name: string }>('post', '/Documents', {
        name,
        type: 'location',
        contents: {
          v: 1,
          doc: text
            ? { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text }] }] }
            : { type: 'doc' },
        },
      }),
    /** Another member's save of a place: everything as it is, on its version, with `changes`. */
    updateFeature: (mapId: string, feature: MapFeature, changes: Partial<MapFeatureRequest>) =>
      send<MapFeature>('put', `/Maps/${mapId}/Features/${feature.id}`, {
        geometry: feature.geometry,
        layerId: feature.layerId,
        name: feature.name,
        description: feature.description,
        documentId: feature.documentId,
        childMapId: feature.childMapId,
        eventId: feature.eventId,
        color: feature.color,
        icon: feature.icon,
        from: feature.from,
        until: feature.until,
        ...changes,
        version: feature.version,
      }),
    /** Many places at once, a few requests in flight at a time; in the order given. */
    async createFeatures(
      mapId: string,
      bodies: readonly MapFeatureRequest[],
    ): Promise<MapFeature[]> {
      const made: MapFeature[] = new Array(bodies.length);
      let next = 0;
      const worker = async () => {
        while (next < bodies.length) {
          const index = next++;
          made[index] = await send<MapFeature>('post', `/Maps/${mapId}/Features`, bodies[index]);
        }
      };
      await Promise.all(Array.from({ length: 6 }, worker));
      return made;
    },
    /** A picture uploaded into the world and linked to a document: the document's cover. */
    async uploadImage(documentId: string, name: string): Promise<{ id: string }> {
      const png = await sharp({
        create: { width: 320, height: 200, channels: 3, background: '#6b4f2a' },
      })
        .png()
        .toBuffer();
      const response = await request.post('/api/Images/Upload', {
        headers: { ...headers, WorldId: worldId, DocumentId: documentId },
        multipart: { file: { name, mimeType: 'image/png', buffer: png } },
      });
      expect(response.status(), await response.text()).toBe(200);
      return (await response.json()) as { id: string };
    },
  };
}

/** The first moment of a year on the world's calendar. */
export function yearStart(year: number): DateParts {
  return { year, month: 1, day: 1, hour: 0, minute: 0, second: 0 };
}

/**
 * Where a picture point is on screen: the viewer publishes its resolution and
 * centre on the canvas (see MapView), so screen = box centre + (point − centre) / resolution.
 * Waits for the view to be set first.
 */
export async function screenPoint(
  canvas: Locator,
  point: readonly [number, number],
): Promise<{ x: number; y: number }> {
  await expect(canvas).toHaveAttribute('data-ready', 'true');
  const box = await canvas.boundingBox();
  if (!box) throw new Error('the map canvas has no box');
  const resolution = Number(await canvas.getAttribute('data-resolution'));
  const [cx, cy] = (await canvas.getAttribute('data-center'))!.split(',').map(Number);
  return {
    x: box.x + box.width / 2 + (point[0] - cx!) / resolution,
    y: box.y + box.height / 2 + (point[1] - cy!) / resolution,
  };
}

/** The picture point at the centre of the view, as the canvas publishes it. */
export async function viewCenter(canvas: Locator): Promise<[number, number]> {
  const [x, y] = (await canvas.getAttribute('data-center'))!.split(',').map(Number);
  return [x!, y!];
}

/** An owner with a world of their own ("Atlas"), and the world's map API. */
export async function ownMapWorld(request: APIRequestContext, prefix: string) {
  const owner = newAccount(prefix);
  const session = await registerByApi(request, owner);
  const world = await createWorldByApi(request, session.token, {
    name: 'Atlas',
    urlName: uniqueName(prefix),
  });
  return {
    owner,
    token: session.token,
    world,
    api: mapApi(request, session.token, world.id),
    home: `/${owner.userName}/${world.urlName}`,
  };
}

/** With E2E_SHOTS=<folder>, a screenshot of the step, to look at by eye; nothing otherwise. */
export async function look(page: Page, name: string): Promise<void> {
  const folder = process.env.E2E_SHOTS;
  if (folder) await page.screenshot({ path: `${folder}/${name}.png` });
}
