/** The tags query of a world: its key is built here and nowhere else. */
export const tagsKey = (worldId: string) => ['tags', worldId] as const;
