import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  documentTreeNode,
  type DocumentTree,
  type DocumentTreeNode,
} from '../../../../shared/schemas/document-tree';
import { apiRequest } from '../../../lib/api-client';
import { documentListsRootKey, documentTreeKey } from './query-keys';

export interface DocumentMove {
  documentId: string;
  parentId: string | null;
}

/** PUT api/Setting/{id}/Documents/{documentId}/Parent: inside another document, or null for the top level. */
export function moveDocument(worldId: string, move: DocumentMove): Promise<DocumentTreeNode> {
  return apiRequest(
    'PUT',
    `api/Setting/${encodeURIComponent(worldId)}/Documents/${encodeURIComponent(move.documentId)}/Parent`,
    { body: { parentId: move.parentId }, schema: documentTreeNode },
  );
}

/** The tree shows the move at once; a refused move (a loop, 40063) goes back and the banner says why. */
export function useMoveDocument(worldId: string) {
  const queryClient = useQueryClient();
  const key = documentTreeKey(worldId);
  return useMutation({
    mutationFn: (move: DocumentMove) => moveDocument(worldId, move),
    onMutate: async (move) => {
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<DocumentTree>(key);
      if (before)
        queryClient.setQueryData<DocumentTree>(key, {
          items: before.items.map((item) =>
            item.id === move.documentId ? { ...item, parentId: move.parentId } : item,
          ),
        });
      return { before };
    },
    onError: (_error, _move, context) => {
      if (context?.before) queryClient.setQueryData(key, context.before);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: documentListsRootKey(worldId) }),
  });
}
