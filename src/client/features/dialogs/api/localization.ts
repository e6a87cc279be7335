import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  dialogLanguages,
  dialogTranslations,
  stringTableImportReport,
  type DialogLanguages,
  type DialogLanguagesRequest,
  type DialogTranslations,
  type StringTableFormat,
  type StringTableImportReport,
} from '../../../../shared/schemas/dialog-localization';
import {
  apiRequest,
  apiUrl,
  callHeaders,
  failedAnswer,
  parseAnswer,
} from '../../../lib/api-client';
import { ApiError } from '../../../lib/api-error';
import { apiUpload } from '../../../lib/api-upload';
import { dialogsPath } from './dialogs-paths';
import { fileNameOf } from './export-dialog';
import {
  dialogLanguagesKey,
  dialogTranslationLinesKey,
  dialogTranslationsRootKey,
} from './query-keys';

/** GET api/Setting/{id}/DialogLanguages: the source, the target languages and the character limits. */
export function getDialogLanguages(
  worldId: string,
  signal?: AbortSignal,
): Promise<DialogLanguages> {
  return apiRequest('GET', dialogsPath(worldId, 'DialogLanguages'), {
    schema: dialogLanguages,
    signal,
  });
}

export const dialogLanguagesQueryOptions = (worldId: string) =>
  queryOptions({
    queryKey: dialogLanguagesKey(worldId),
    queryFn: ({ signal }) => getDialogLanguages(worldId, signal),
  });

export const useDialogLanguages = (worldId: string) =>
  useQuery(dialogLanguagesQueryOptions(worldId));

/** PUT api/Setting/{id}/DialogLanguages: a removed language keeps its translations on the server. */
export function saveDialogLanguages(
  worldId: string,
  body: DialogLanguagesRequest,
): Promise<DialogLanguages> {
  return apiRequest('PUT', dialogsPath(worldId, 'DialogLanguages'), {
    body,
    schema: dialogLanguages,
  });
}

export function useSaveDialogLanguages(worldId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: DialogLanguagesRequest) => saveDialogLanguages(worldId, body),
    onSuccess: (saved) => {
      queryClient.setQueryData(dialogLanguagesKey(worldId), saved);
      // Limits and the set of languages change what each line's status is.
      return queryClient.invalidateQueries({ queryKey: dialogTranslationsRootKey(worldId) });
    },
  });
}

/** GET api/Setting/{id}/Dialogs/{dialogId}/Translations?language=…: every line with its status and the counts. */
export function getDialogTranslations(
  worldId: string,
  dialogId: string,
  language: string,
  signal?: AbortSignal,
): Promise<DialogTranslations> {
  const path = `${dialogsPath(worldId, 'Dialogs', dialogId, 'Translations')}?language=${encodeURIComponent(language)}`;
  return apiRequest('GET', path, { schema: dialogTranslations, signal });
}

export const dialogTranslationsQueryOptions = (
  worldId: string,
  dialogId: string,
  language: string,
) =>
  queryOptions({
    queryKey: dialogTranslationLinesKey(worldId, dialogId, language),
    queryFn: ({ signal }) => getDialogTranslations(worldId, dialogId, language, signal),
  });

export interface DownloadedFile {
  blob: Blob;
  fileName: string;
}

/** The string table of one dialog, or of every dialog of the world when `dialogId` is null. */
export function stringTablePath(
  worldId: string,
  dialogId: string | null,
  language: string,
  format: StringTableFormat,
): string {
  const base = dialogId
    ? dialogsPath(worldId, 'Dialogs', dialogId, 'Strings')
    : dialogsPath(worldId, 'Dialogs', 'Strings');
  return `${base}?${new URLSearchParams({ language, format }).toString()}`;
}

/** The voice-over script of one dialog, or of every dialog of the world when `dialogId` is null. */
export function voiceScriptPath(worldId: string, dialogId: string | null, language: string) {
  const base = dialogId
    ? dialogsPath(worldId, 'Dialogs', dialogId, 'VoiceScript')
    : dialogsPath(worldId, 'Dialogs', 'VoiceScript');
  return `${base}?${new URLSearchParams({ language }).toString()}`;
}

/**
 * A file the server writes (a string table, a voice script), read with fetch:
 * the call needs the bearer header, which a plain link cannot send.
 */
export async function downloadFile(path: string): Promise<DownloadedFile> {
  let response: Response;
  try {
    response = await fetch(apiUrl(path), { headers: callHeaders(), cache: 'no-cache' });
  } catch {
    throw new ApiError(0, [], [], 'The download could not reach the server');
  }
  if (!response.ok) throw failedAnswer(response.status, parseAnswer(await response.text()));
  return {
    blob: await response.blob(),
    fileName: fileNameOf(response.headers.get('content-disposition')),
  };
}

/**
 * POST api/Setting/{id}/Dialogs/Strings/Import: a translated table (CSV or
 * XLIFF 2.0) into one target language, in one transaction; `dryRun` answers
 * the same report and writes nothing.
 */
export function importStringTable(
  worldId: string,
  file: File,
  language: string,
  options: { dryRun: boolean },
): Promise<StringTableImportReport> {
  return apiUpload(dialogsPath(worldId, 'Dialogs', 'Strings', 'Import'), file, file.name, {
    fields: { language, ...(options.dryRun ? { dryRun: 'true' } : {}) },
    schema: stringTableImportReport,
  });
}
