/** The feed query of a world: its key is built here and nowhere else. */
export const feedKey = (worldId: string) => ['feed', worldId] as const;
