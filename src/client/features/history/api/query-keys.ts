/** The revision lists of every document of one world. */
export const revisionsRootKey = (worldId: string) => ['revisions', worldId] as const;
export const revisionsKey = (worldId: string, documentId: string) =>
  [...revisionsRootKey(worldId), documentId] as const;
export const revisionKey = (worldId: string, documentId: string, revisionId: string) =>
  [...revisionsKey(worldId, documentId), revisionId] as const;
