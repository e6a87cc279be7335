import { escapeHtml } from '../rich-text/html-escape';
import type { PublicMap, PublicMapSummary } from './public-map-data';
import type { PageWords } from './page-words';
import { plainParagraphs } from './story-html';

/** The maps page: each public map's name (linking its page) and description. */
export function mapsHtml(maps: PublicMapSummary[], mapHref: (id: string) => string): string {
  return maps
    .map(
      (map) =>
        `<article><h2><a href="${escapeHtml(mapHref(map.id))}">${escapeHtml(map.name)}</a></h2>${plainParagraphs(map.description)}</article>`,
    )
    .join('');
}

/** A map's page: its description and the places a reader sees, each with its public document. */
export function mapHtml(
  map: PublicMap,
  words: PageWords,
  documentHref: (id: string) => string,
  thumbHref: string | undefined,
): string {
  const places = map.places
    .map((place) => {
      const name = place.name ? `<strong>${escapeHtml(place.name)}</strong> ` : '';
      const document = place.document
        ? ` — <a href="${escapeHtml(documentHref(place.document.id))}">${escapeHtml(place.document.name)}</a>`
        : '';
      return `<li>${name}(${escapeHtml(words.placeKinds[place.kind])})${document}</li>`;
    })
    .join('');
  return [
    thumbHref
      ? `<p><img src="${escapeHtml(thumbHref)}" alt="${escapeHtml(map.name)}" style="max-width:100%;height:auto"></p>`
      : '',
    plainParagraphs(map.description),
    places ? `<h2>${escapeHtml(words.places)}</h2><ul>${places}</ul>` : '',
  ].join('');
}
