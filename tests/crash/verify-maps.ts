import { isOk, type JsonAnswer } from '../support/http';
import { fileProblem } from './image-check';
import { deleted, type Entity, type Ledger, type Snapshot, type World } from './ledger';
import { geometryText, scaleText } from './map-writes';

/** What a map reading found: its fields (or `deleted`), and problems with its tiles. */
export interface MapReading {
  found: Snapshot | undefined;
  missing?: string;
  problems: string[];
}

interface MapAnswer {
  name: string;
  description: string;
  status: 'empty' | 'tiling' | 'ready' | 'failed';
  picture: {
    width: number;
    height: number;
    tileSize: number;
    maxZoom: number;
    tileUrl: string;
    thumbUrl: string;
  } | null;
  scale: { unitsPerPixel: number; unit: string } | null;
  layers: { id: string; name: string; secret: boolean; version: number }[];
  features: {
    id: string;
    name: string;
    layerId: string | null;
    geometry: { kind: string; point?: number[]; points?: number[][] };
    version: number;
  }[];
  version: number;
}

/** A picture acknowledged shows as being cut or cut; `failed` or `empty` after one is a loss. */
const pictureOf = (status: MapAnswer['status']) =>
  status === 'tiling' || status === 'ready' ? 'given' : status === 'empty' ? 'none' : status;

/**
 * A map, a layer or a feature, read from its map's answer (fetched once per
 * pass, `get`). A map that answers 404, or a part its map does not list,
 * reads as deleted: right when its deletion was acknowledged or in flight.
 */
export async function readMapEntity(
  baseUrl: string,
  ledger: Ledger,
  entity: Entity,
  get: (world: World, path: string, cache: boolean) => Promise<JsonAnswer>,
): Promise<MapReading> {
  const mapId = entity.kind === 'map' ? entity.id : (entity.mapId ?? '');
  const answer = await get(entity.world, `/Maps/${mapId}`, true);
  if (answer.status === 404) return { found: deleted, problems: [] };
  if (!isOk(answer))
    return { found: undefined, missing: `map answer ${answer.status}`, problems: [] };
  const map = answer.body as MapAnswer;
  if (entity.kind === 'mapLayer') {
    const layer = map.layers.find((candidate) => candidate.id === entity.id);
    if (!layer) return { found: deleted, problems: [] };
    return {
      found: { name: layer.name, secret: String(layer.secret), version: layer.version },
      problems: [],
    };
  }
  if (entity.kind === 'mapFeature') {
    const feature = map.features.find((candidate) => candidate.id === entity.id);
    if (!feature) return { found: deleted, problems: [] };
    return {
      found: {
        name: feature.name,
        geometry: geometryText(feature.geometry),
        layerId: feature.layerId ?? 'base',
        version: feature.version,
      },
      problems: [],
    };
  }
  return {
    found: {
      name: map.name,
      description: map.description,
      scale: scaleText(map.scale),
      picture: pictureOf(map.status),
      version: map.version,
    },
    problems: map.status === 'ready' ? await pyramidProblems(baseUrl, ledger, entity, map) : [],
  };
}

/**
 * "A pyramid is whole or absent": a ready map's picture has the size uploaded,
 * and its thumbnail and every tile of every zoom are served whole and decode.
 */
async function pyramidProblems(
  baseUrl: string,
  ledger: Ledger,
  entity: Entity,
  map: MapAnswer,
): Promise<string[]> {
  const picture = map.picture;
  const name = `map ${entity.id} of ${entity.world.urlName}`;
  if (!picture) return [`${name}: ready without a picture`];
  const problems: string[] = [];
  const uploaded = entity.picture;
  if (uploaded && (uploaded.width !== picture.width || uploaded.height !== picture.height))
    problems.push(
      `${name}: picture ${picture.width}×${picture.height} px, uploaded ${uploaded.width}×${uploaded.height}`,
    );
  if (uploaded) uploaded.ready = true;
  const urls = [picture.thumbUrl];
  for (let z = 0; z <= picture.maxZoom; z++) {
    const shrink = 2 ** (picture.maxZoom - z);
    const columns = Math.ceil(picture.width / shrink / picture.tileSize);
    const rows = Math.ceil(picture.height / shrink / picture.tileSize);
    for (let x = 0; x < columns; x++)
      for (let y = 0; y < rows; y++)
        urls.push(
          picture.tileUrl
            .replace('{z}', String(z))
            .replace('{x}', String(x))
            .replace('{y}', String(y)),
        );
  }
  for (const url of urls) {
    ledger.checked.mapTiles++;
    const problem = await fileProblem(baseUrl, url, undefined, 'webp');
    if (problem) problems.push(`${name} ${url.split('?')[0]}: ${problem}`);
  }
  return problems;
}
