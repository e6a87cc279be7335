/** The world's document types; every picker, badge and filter reads this one query. */
export const documentTypesKey = (worldId: string) => ['document-types', worldId] as const;
