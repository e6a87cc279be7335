/** A co-edited document is named `<worldId>/<documentId>`: the world first, as every world-data query filters by it. */
export interface CollabDocumentName {
  worldId: string;
  documentId: string;
}

const idPattern = /^[A-Za-z0-9_-]{1,64}$/;

export function collabDocumentName(worldId: string, documentId: string): string {
  return `${worldId}/${documentId}`;
}

export function parseCollabDocumentName(name: string): CollabDocumentName | null {
  const [worldId, documentId, ...rest] = name.split('/');
  if (
    rest.length ||
    !worldId ||
    !documentId ||
    !idPattern.test(worldId) ||
    !idPattern.test(documentId)
  )
    return null;
  return { worldId, documentId };
}
