/**
 * Every stories query of a world hangs below `['stories', worldId]`: the
 * list, each story, and the link targets a scene offers. A change to a story
 * answers with the whole story, which replaces the cached one; the list is
 * invalidated so its counts follow.
 */
export const storiesRootKey = (worldId: string) => ['stories', worldId] as const;

/** The path of a world's stories resource, e.g. `storiesPath(id, 'Stories', storyId, 'Blocks')`. */
export function storiesPath(worldId: string, ...parts: string[]): string {
  return ['api/Setting', encodeURIComponent(worldId), ...parts.map(encodeURIComponent)].join('/');
}
