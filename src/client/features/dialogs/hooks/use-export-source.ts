import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { DialogContext, DialogGraph } from '../../../../shared/dialogs/dialog-graph';
import type { DialogDetail } from '../../../../shared/schemas/dialog';
import { dialogQueryOptions } from '../api/get-dialog';
import { metaSchemaQueryOptions } from '../api/meta-schema';
import { storyVariablesQueryOptions } from '../api/story-variables';

/** The context every exporter needs: the dialog's name and kind, the world's variables and fields, the speakers' names. */
export function exportContext(
  dialog: Pick<DialogDetail, 'id' | 'name' | 'kind' | 'mentionedDocuments'>,
  definitions: Pick<DialogContext, 'variables' | 'metaSchema'>,
  extraDocuments: readonly { id: string; name: string }[] = [],
): DialogContext {
  const documents = new Map(
    [...dialog.mentionedDocuments, ...extraDocuments].map((doc) => [
      doc.id,
      { id: doc.id, name: doc.name },
    ]),
  );
  return {
    dialogId: dialog.id,
    name: dialog.name,
    kind: dialog.kind,
    ...definitions,
    documents: [...documents.values()],
  };
}

/** Loads a saved dialog with the world's definitions, for exporting it from the list. */
export function useSavedDialogExport(worldId: string) {
  const queryClient = useQueryClient();
  return useCallback(
    async (dialogId: string): Promise<{ graph: DialogGraph; context: DialogContext }> => {
      const [dialog, variables, metaSchema] = await Promise.all([
        queryClient.fetchQuery({ ...dialogQueryOptions(worldId, dialogId), staleTime: 0 }),
        queryClient.fetchQuery(storyVariablesQueryOptions(worldId)),
        queryClient.fetchQuery(metaSchemaQueryOptions(worldId)),
      ]);
      return { graph: dialog.graph, context: exportContext(dialog, { variables, metaSchema }) };
    },
    [queryClient, worldId],
  );
}
