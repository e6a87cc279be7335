import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { DocumentDetail } from '../../../../shared/schemas/document';
import { ErrorCode } from '../../../../shared/errors';
import { ApiError } from '../../../lib/api-error';
import { documentQueryOptions } from '../api/get-document';
import { useUpdateDocument } from '../api/update-document';
import type { DocumentDraft } from '../draft';

export type SaveResult =
  | { status: 'saved'; document: DocumentDetail }
  | { status: 'conflict'; theirs: DocumentDetail }
  | { status: 'failed'; error: unknown };

export function isStaleVersion(error: unknown): boolean {
  return error instanceof ApiError && error.hasCode(ErrorCode.staleVersion);
}

/**
 * Saves a draft over the version it was made on. When someone saved first
 * (4091) it loads the document as it is now, so the page can show both
 * versions; the draft itself is never dropped.
 */
export function useDocumentSave(worldId: string, documentId: string) {
  const update = useUpdateDocument(worldId, documentId);
  const queryClient = useQueryClient();

  const fetchLatest = useCallback(
    () => queryClient.fetchQuery({ ...documentQueryOptions(worldId, documentId), staleTime: 0 }),
    [queryClient, worldId, documentId],
  );

  /** `fieldsOnly`: the contents are co-edited (the server saves them), so only the fields are sent. */
  const save = async (
    draft: DocumentDraft,
    version: number,
    fieldsOnly = false,
  ): Promise<SaveResult> => {
    const { contents, ...fields } = draft;
    try {
      return {
        status: 'saved',
        document: await update.mutateAsync(
          fieldsOnly ? { ...fields, version } : { ...fields, contents, version },
        ),
      };
    } catch (error) {
      if (!isStaleVersion(error)) return { status: 'failed', error };
      try {
        return { status: 'conflict', theirs: await fetchLatest() };
      } catch (loadError) {
        return { status: 'failed', error: loadError };
      }
    }
  };

  return { save, fetchLatest, saving: update.isPending };
}
