/** The members query of a world: its key is built here and nowhere else. */
export const membersKey = (worldId: string) => ['members', worldId] as const;
