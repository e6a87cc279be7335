import sharp from 'sharp';
import type { TestServer } from './test-server';
import { multipart } from './test-images';

/** Strings only the members-only map, the members-only layer and the secret layer hold. */
export const siteMapMarkers = {
  map: 'SITEMARK-map-3e90d1',
  layer: 'SITEMARK-layer-71c4ab',
  secretLayer: 'SITEMARK-secretlayer-b25f60',
  secretPin: 'SITEMARK-secretpin-0c93ee',
};

/** What a reader may see of the maps. */
export const siteMapPublic = {
  map: 'Saltmere coast',
  description: 'The bay and its roads.',
  pin: 'Lighthouse',
  region: 'Saltmere Bay',
  path: 'Coast road',
  tower: 'Old tower',
  /** The picture: red on the left half, blue on the right. */
  width: 1200,
  height: 700,
};

/** Red on the left, blue on the right: a map picture whose tiles must land where they belong. */
export function halvesPicture(width: number, height: number): Promise<Buffer> {
  const half = Math.floor(width / 2);
  return sharp({ create: { width, height, channels: 3, background: '#dd2222' } })
    .composite([
      {
        input: {
          create: { width: width - half, height, channels: 3, background: '#2233dd' },
        },
        left: half,
        top: 0,
      },
    ])
    .png()
    .toBuffer();
}

/**
 * A public map with a picture, a pin linking a public document, a region, a
 * path, a pin linking a members-only document, a members-only layer and a
 * secret one (each with a marked pin); beside it a members-only map.
 */
export async function addSiteMaps(
  server: TestServer,
  worldUrl: string,
  token: string,
  documents: { shown: string; hidden: string },
) {
  const post = async (path: string, body: unknown) => {
    const response = await server.api('POST', `${worldUrl}/${path}`, { token, body });
    if (response.status !== 200) throw new Error(`${path}: ${JSON.stringify(response.body)}`);
    return response.body.id as string;
  };
  const map = await post('Maps', {
    name: siteMapPublic.map,
    description: siteMapPublic.description,
    visibility: 'public',
  });
  const hiddenMap = await post('Maps', { name: siteMapMarkers.map, visibility: 'members' });
  const picture = async (target: string, data: Buffer) => {
    const upload = multipart('map.png', data);
    const uploaded = await server.api('POST', `${worldUrl}/Maps/${target}/Picture`, {
      token,
      body: upload.payload,
      headers: { 'content-type': upload.contentType },
    });
    if (uploaded.status !== 202) throw new Error(JSON.stringify(uploaded.body));
  };
  await picture(map, await halvesPicture(siteMapPublic.width, siteMapPublic.height));
  await picture(hiddenMap, await halvesPicture(300, 200));
  const membersLayer = await post(`Maps/${map}/Layers`, {
    name: siteMapMarkers.layer,
    visibility: 'members',
  });
  // Secret wins over a public setting.
  const secretLayer = await post(`Maps/${map}/Layers`, {
    name: siteMapMarkers.secretLayer,
    secret: true,
    visibility: 'public',
  });
  const feature = (target: string, body: Record<string, unknown>) =>
    post(`Maps/${target}/Features`, body);
  await server.ctx.mapJobs.idle();
  const shownPin = await feature(map, {
    geometry: { kind: 'pin', point: [300, 200] },
    name: siteMapPublic.pin,
    documentId: documents.shown,
  });
  const region = await feature(map, {
    geometry: {
      kind: 'region',
      points: [
        [700, 300],
        [1000, 300],
        [900, 600],
      ],
    },
    name: siteMapPublic.region,
  });
  await feature(map, {
    geometry: {
      kind: 'path',
      points: [
        [100, 650],
        [600, 500],
        [1100, 650],
      ],
    },
    name: siteMapPublic.path,
  });
  await feature(map, {
    geometry: { kind: 'pin', point: [500, 100] },
    name: siteMapPublic.tower,
    documentId: documents.hidden,
  });
  await feature(map, {
    geometry: { kind: 'pin', point: [150, 150] },
    layerId: membersLayer,
    name: `Pin ${siteMapMarkers.layer}`,
  });
  await feature(map, {
    geometry: { kind: 'pin', point: [250, 250] },
    layerId: secretLayer,
    name: siteMapMarkers.secretPin,
  });
  await feature(hiddenMap, {
    geometry: { kind: 'pin', point: [10, 10] },
    name: `Pin ${siteMapMarkers.map}`,
  });
  return { map, hiddenMap, shownPin, region };
}
