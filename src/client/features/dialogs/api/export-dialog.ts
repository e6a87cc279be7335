import type { DialogExportFormat } from '../../../../shared/dialogs/export-formats';
import type { LoreHubLoss, LoreHubLossKind } from '../../../../shared/dialogs/export-lorehub';
import { loreHubLossKinds } from '../../../../shared/dialogs/export-lorehub';
import { dialogExportLossesHeader } from '../../../../shared/schemas/dialog-export';
import { apiUrl, callHeaders, failedAnswer, parseAnswer } from '../../../lib/api-client';
import { ApiError } from '../../../lib/api-error';
import { dialogsPath } from './dialogs-paths';

export interface DownloadedDialog {
  blob: Blob;
  fileName: string;
  /** What a LoreHub export left out, one entry per loss (the server sends kinds and counts). */
  losses: LoreHubLoss[];
}

/**
 * GET api/Setting/{id}/Dialogs/{dialogId}/Export?format=…&language=…: the saved dialog
 * as the server writes it for a game's build. Read with fetch: the call
 * needs the bearer header, which a plain link cannot send.
 */
export async function downloadDialogExport(
  worldId: string,
  dialogId: string,
  format: DialogExportFormat,
  /** A target language of the world: the file carries its texts. Null: the source. */
  language: string | null = null,
): Promise<DownloadedDialog> {
  const query = new URLSearchParams({ format });
  if (language !== null) query.set('language', language);
  const path = `${dialogsPath(worldId, 'Dialogs', dialogId, 'Export')}?${query.toString()}`;
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
    losses: lossesOf(response.headers.get(dialogExportLossesHeader)),
  };
}

/** The name the server gave (RFC 6266 `filename*` first), or a plain one. */
export function fileNameOf(disposition: string | null): string {
  const extended = /filename\*=UTF-8''([^;]+)/i.exec(disposition ?? '');
  if (extended?.[1]) {
    try {
      return decodeURIComponent(extended[1]);
    } catch {
      // fall through to the plain name
    }
  }
  return /filename="([^"]+)"/i.exec(disposition ?? '')?.[1] ?? 'dialog';
}

/** `positions=1, linearAsBranching=1` as the losses it counts; kinds this client does not know are left out. */
export function lossesOf(header: string | null): LoreHubLoss[] {
  const losses: LoreHubLoss[] = [];
  for (const part of (header ?? '').split(',')) {
    const [kind, count] = part.trim().split('=');
    if (!(loreHubLossKinds as readonly string[]).includes(kind ?? '')) continue;
    const times = Math.min(Number(count) || 0, 10_000);
    for (let index = 0; index < times; index++) losses.push({ kind: kind as LoreHubLossKind });
  }
  return losses;
}
