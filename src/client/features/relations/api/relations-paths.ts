/** The path of a world's relations resource, e.g. `relationsPath(id, 'Relations', relationId)`. */
export function relationsPath(worldId: string, ...parts: string[]): string {
  return ['api/Setting', encodeURIComponent(worldId), ...parts.map(encodeURIComponent)].join('/');
}
