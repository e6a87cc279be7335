/**
 * Every stories query of a world hangs below `['stories', worldId]`: the
 * list, each story, and the link targets a scene offers. A change to a story
 * answers with the whole story, which replaces the cached one; the list is
 * invalidated so its counts follow.
 */
export const storiesRootKey = (worldId: string) => ['stories', worldId] as const;
/** Every search of the story list. */
export const storyListsRootKey = (worldId: string) => [...storiesRootKey(worldId), 'list'] as const;
export const storyListKey = (worldId: string, search: string) =>
  [...storyListsRootKey(worldId), search] as const;
export const storyDetailsRootKey = (worldId: string) =>
  [...storiesRootKey(worldId), 'story'] as const;
export const storyKey = (worldId: string, storyId: string) =>
  [...storyDetailsRootKey(worldId), storyId] as const;
/** The timeline's events a scene can link. */
export const eventChoicesKey = (worldId: string) =>
  [...storiesRootKey(worldId), 'choices', 'events'] as const;
/** The dialogs a scene can link, every search of them. */
export const dialogChoicesRootKey = (worldId: string) =>
  [...storiesRootKey(worldId), 'choices', 'dialogs'] as const;
export const dialogChoicesKey = (worldId: string, search: string) =>
  [...dialogChoicesRootKey(worldId), search] as const;
