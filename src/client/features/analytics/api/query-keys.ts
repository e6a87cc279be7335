/** The analytics query of a world: its key is built here and nowhere else. */
export const analyticsKey = (worldId: string) => ['analytics', worldId] as const;
