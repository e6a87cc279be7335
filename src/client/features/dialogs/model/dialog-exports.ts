import type { DialogContext, DialogGraph } from '../../../../shared/dialogs/dialog-graph';
import { exportLoreHub, type LoreHubLoss } from '../../../../shared/dialogs/export-lorehub';
import { exportTwee } from '../../../../shared/dialogs/export-twee';
import { exportYarn } from '../../../../shared/dialogs/export-yarn';
import type { TweeFormat } from '../../../../shared/dialogs/twee-syntax';
import type { DialogExportFormat } from '../../../../shared/dialogs/export-formats';

/** `twee` is Twee for SugarCube; Harlowe and Chapbook each read their own markup. */
export const exportFormats = ['lorehub', 'yarn', 'twee', 'twee-harlowe', 'twee-chapbook'] as const;
export type ExportFormat = (typeof exportFormats)[number];

/** The export route's name of each format of the menu. */
export const serverExportFormats: Record<ExportFormat, DialogExportFormat> = {
  lorehub: 'lorehub-v2',
  yarn: 'yarn',
  twee: 'twee-sugarcube',
  'twee-harlowe': 'twee-harlowe',
  'twee-chapbook': 'twee-chapbook',
};

export interface ExportedFile {
  fileName: string;
  mimeType: string;
  text: string;
  /** What the format could not carry (LoreHub only); the user sees it before downloading. */
  losses: LoreHubLoss[];
}

const tweeFormats: Record<'twee' | 'twee-harlowe' | 'twee-chapbook', TweeFormat> = {
  twee: 'sugarcube',
  'twee-harlowe': 'harlowe',
  'twee-chapbook': 'chapbook',
};

/** A file name from the dialog's name: letters of any script, digits, "-" and "_", never empty. */
export function exportFileName(name: string, extension: string): string {
  const base = name
    .normalize('NFKC')
    .replace(/[^\p{L}\p{N}_-]+/gu, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80);
  return `${base || 'dialog'}.${extension}`;
}

/** One dialog in one format, with the shared exporters of src/shared/dialogs. */
export function exportDialog(
  format: ExportFormat,
  graph: DialogGraph,
  context: DialogContext,
  continueLabel: string,
): ExportedFile {
  switch (format) {
    case 'lorehub': {
      const { json, lossReport } = exportLoreHub(graph, context);
      return {
        fileName: exportFileName(context.name, 'lorehub.json'),
        mimeType: 'application/json',
        text: json,
        losses: lossReport,
      };
    }
    case 'yarn':
      return {
        fileName: exportFileName(context.name, 'yarn'),
        mimeType: 'text/plain',
        text: exportYarn(graph, context),
        losses: [],
      };
    case 'twee':
    case 'twee-harlowe':
    case 'twee-chapbook':
      return {
        fileName: exportFileName(context.name, 'twee'),
        mimeType: 'text/plain',
        text: exportTwee(graph, context, { continueLabel, format: tweeFormats[format] }),
        losses: [],
      };
  }
}

/** Hands a text file to the browser's download. */
export function downloadText(file: Pick<ExportedFile, 'fileName' | 'mimeType' | 'text'>): void {
  downloadBlob(new Blob([file.text], { type: `${file.mimeType};charset=utf-8` }), file.fileName);
}

/** Hands a file to the browser's download. */
export function downloadBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
}
