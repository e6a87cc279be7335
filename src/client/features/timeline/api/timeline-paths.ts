/** The path of a world's timeline resource, e.g. `timelinePath(id, 'Events', eventId)`. */
export function timelinePath(worldId: string, ...parts: string[]): string {
  return ['api/Setting', encodeURIComponent(worldId), ...parts.map(encodeURIComponent)].join('/');
}
