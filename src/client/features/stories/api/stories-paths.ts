/** The path of a world's stories resource, e.g. `storiesPath(id, 'Stories', storyId, 'Blocks')`. */
export function storiesPath(worldId: string, ...parts: string[]): string {
  return ['api/Setting', encodeURIComponent(worldId), ...parts.map(encodeURIComponent)].join('/');
}
