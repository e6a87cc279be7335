import { apiUrl } from '../../../lib/api-client';

/** The co-editing endpoint's path under the API base (src/server/routes/collab). */
export const coEditPath = 'api/Collab';

/**
 * The WebSocket address of co-editing, beside the API base every call uses
 * (an absolute base, a path, or none): ws:// beside http://, wss:// beside https://.
 */
export function coEditSocketUrl(
  pageAddress: string = window.location.href,
  address: string = apiUrl(coEditPath),
): string {
  const url = new URL(address, pageAddress);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  return url.toString();
}

/** The co-edited document's name on the server: the world first, as the server checks it. */
export function coEditDocumentName(worldId: string, documentId: string): string {
  return `${worldId}/${documentId}`;
}
