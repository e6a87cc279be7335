import type { MapDetail, MapFeature, MapSummary } from '../../shared/schemas/map';
import { escapeHtml, fileId } from './html';
import { page } from './site-layout';
import type { SiteWords } from './site-words';
import type { SectionInput, SectionResult } from './site-files';
import { siteMapPicture } from './site-maps-picture';
import { mapZoomScript } from './site-maps-zoom';
import { drawnPlaces, mapOverlaySvg, placeLabel } from './site-maps-overlay';

export function mapPagePath(mapId: string): string {
  return `maps/${fileId(mapId)}.html`;
}

/**
 * maps/index.html and a page per public map: its picture put together from
 * the tiles a reader may fetch, one file under assets/, with the places the
 * reader receives drawn over it. Left out of the site when no map is public.
 */
export async function mapsSection(input: SectionInput): Promise<SectionResult> {
  const { frame, reader, worldId } = input;
  const words = frame.words;
  const listed = await reader.json<MapSummary[]>(`/api/Setting/${worldId}/Maps`);
  if (!listed.body)
    return {
      section: 'maps',
      present: false,
      files: new Map(),
      summary: `maps: left out (readers get ${listed.status})`,
    };
  const maps: MapDetail[] = [];
  for (const summary of listed.body) {
    const answer = await reader.json<MapDetail>(
      `/api/Setting/${worldId}/Maps/${encodeURIComponent(summary.id)}`,
    );
    if (answer.body) maps.push(answer.body);
  }
  const inSite = new Set(maps.map((map) => map.id));
  const files = new Map<string, string | Buffer>();
  const thumbs = new Map<string, string>();
  for (const map of maps) {
    const summary = listed.body.find((item) => item.id === map.id);
    const thumb = summary?.thumbUrl
      ? await input.images.fromUrl(summary.thumbUrl, `map-${map.id}-thumb`)
      : null;
    if (thumb) {
      files.set(thumb.path, thumb.body);
      thumbs.set(map.id, thumb.path);
    }
    const picture = map.picture ? await siteMapPicture(reader, map.picture) : null;
    const picturePath = `assets/map-${fileId(map.id)}.webp`;
    if (picture) files.set(picturePath, picture.body);
    const href = (feature: MapFeature): string | null => {
      const document = feature.documentId ? input.documentPath(feature.documentId) : null;
      if (document) return `../${document}`;
      if (feature.childMapId && inSite.has(feature.childMapId))
        return `../${mapPagePath(feature.childMapId)}`;
      return null;
    };
    const figure =
      picture && map.picture
        ? `<div class="map-scroll"><div class="map-frame" style="aspect-ratio: ${picture.width} / ${picture.height}">
<img src="../${picturePath}" width="${picture.width}" height="${picture.height}" alt="${escapeHtml(map.name)}">
${mapOverlaySvg(drawnPlaces(map), { width: map.picture.width, height: map.picture.height, label: words.places, href })}
</div></div>`
        : `<p class="muted">${escapeHtml(words.noMapPicture)}</p>`;
    files.set(
      mapPagePath(map.id),
      page(
        frame,
        map.name,
        mapBody(words, map, figure, href, inSite),
        picture ? mapZoomScript(words) : '',
      ),
    );
  }
  if (maps.length > 0)
    files.set('maps/index.html', page(frame, words.maps, mapIndex(input, maps, thumbs)));
  return {
    section: 'maps',
    present: maps.length > 0,
    files,
    summary: `maps: ${maps.length} map(s)`,
  };
}

function mapBody(
  words: SiteWords,
  map: MapDetail,
  figure: string,
  href: (feature: MapFeature) => string | null,
  inSite: ReadonlySet<string>,
): string {
  const parent = map.breadcrumb.at(-1);
  const up =
    parent && inSite.has(parent.id)
      ? `<p class="muted"><a href="../${mapPagePath(parent.id)}">${escapeHtml(parent.name)}</a></p>`
      : '';
  const places = map.features
    .filter((feature) => placeLabel(feature))
    .sort((a, b) => placeLabel(a).localeCompare(placeLabel(b)))
    .map((feature) => {
      const target = href(feature);
      const name = escapeHtml(placeLabel(feature));
      return `<li>${target ? `<a href="${escapeHtml(target)}">${name}</a>` : name}${
        feature.description
          ? ` <span class="muted">· ${escapeHtml(feature.description)}</span>`
          : ''
      }</li>`;
    })
    .join('');
  const children = map.children
    .filter((child) => inSite.has(child.id))
    .map((child) => `<li><a href="../${mapPagePath(child.id)}">${escapeHtml(child.name)}</a></li>`)
    .join('');
  return `${up}<h1>${escapeHtml(map.name)}</h1>
${map.description ? `<p class="muted">${escapeHtml(map.description)}</p>` : ''}
${figure}
${places ? `<h2>${escapeHtml(words.places)}</h2><ul class="items">${places}</ul>` : ''}
${children ? `<h2>${escapeHtml(words.mapsInside)}</h2><ul class="items">${children}</ul>` : ''}`;
}

function mapIndex(input: SectionInput, maps: MapDetail[], thumbs: Map<string, string>): string {
  const words = input.frame.words;
  const items = maps
    .map((map) => {
      const thumb = thumbs.get(map.id);
      return `<li class="map-card"><a href="../${mapPagePath(map.id)}">${
        thumb ? `<img src="../${thumb}" alt="" loading="lazy">` : ''
      }<span>${escapeHtml(map.name)}</span></a>${
        map.description ? `<p class="muted">${escapeHtml(map.description)}</p>` : ''
      }</li>`;
    })
    .join('');
  return `<h1>${escapeHtml(words.maps)}</h1><ul class="map-cards">${items}</ul>`;
}
