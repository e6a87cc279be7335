import { lineIdOf } from '../../../shared/dialogs/localization/dialog-lines';

/**
 * A derived line id starts with its dialog's key (from the dialog's id), and
 * an import gives every dialog a new id. The archive writes that key as `*`,
 * so its translations do not depend on the ids of the server that wrote it;
 * ids an import carried (Yarn's `#line:`) are kept as they are.
 */
const archiveKey = '*-';

/** `abcd1234-`: how derived line ids of the dialog start. */
function derivedPrefix(dialogId: string): string {
  return lineIdOf(dialogId, { id: 'x' }).slice(0, -1);
}

export function lineIdInArchive(lineId: string, dialogId: string): string {
  const prefix = derivedPrefix(dialogId);
  return lineId.startsWith(prefix) ? `${archiveKey}${lineId.slice(prefix.length)}` : lineId;
}

export function lineIdInDialog(lineId: string, dialogId: string): string {
  return lineId.startsWith(archiveKey)
    ? `${derivedPrefix(dialogId)}${lineId.slice(archiveKey.length)}`
    : lineId;
}
