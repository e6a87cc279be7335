import type { DialogContext, DialogGraph } from './dialog-graph';
import { exportLoreHub, type LoreHubLoss } from './export-lorehub';
import { exportTwee } from './export-twee';
import { exportYarn } from './export-yarn';
import { translatedGraph } from './localization/translated-graph';
import type { TweeFormat } from './twee-syntax';

/**
 * The formats a dialog leaves in, by the name the export routes take
 * (`?format=`): each with the file's extension and media type, and the shared
 * exporter that writes it. Twee names its story format, since a Twee file
 * plays only in the one it was written for.
 */
export const dialogExportFormats = [
  'lorehub-v2',
  'yarn',
  'twee-sugarcube',
  'twee-harlowe',
  'twee-chapbook',
] as const;
export type DialogExportFormat = (typeof dialogExportFormats)[number];

export function isDialogExportFormat(value: unknown): value is DialogExportFormat {
  return typeof value === 'string' && (dialogExportFormats as readonly string[]).includes(value);
}

export interface DialogExportFileType {
  /** Without the leading dot. */
  extension: string;
  /** With the charset: every format is UTF-8 text. */
  contentType: string;
}

// Neither Yarn nor Twee has a registered media type; both are plain UTF-8 text files.
export const dialogExportFileTypes: Record<DialogExportFormat, DialogExportFileType> = {
  'lorehub-v2': { extension: 'lorehub.json', contentType: 'application/json; charset=utf-8' },
  yarn: { extension: 'yarn', contentType: 'text/plain; charset=utf-8' },
  'twee-sugarcube': { extension: 'twee', contentType: 'text/plain; charset=utf-8' },
  'twee-harlowe': { extension: 'twee', contentType: 'text/plain; charset=utf-8' },
  'twee-chapbook': { extension: 'twee', contentType: 'text/plain; charset=utf-8' },
};

/** The Twee story format a `twee-…` export is written for. */
export const tweeFormatOfExport: Partial<Record<DialogExportFormat, TweeFormat>> = {
  'twee-sugarcube': 'sugarcube',
  'twee-harlowe': 'harlowe',
  'twee-chapbook': 'chapbook',
};

export interface DialogExportOptions {
  /** The Twee link to the next node, in the reader's language. */
  continueLabel: string;
  /**
   * Texts in another language, by line id: lines with a translation are
   * written in it, the rest in the source language.
   */
  translations?: ReadonlyMap<string, string>;
}

export interface ExportedDialogText {
  text: string;
  /** What the format could not carry (LoreHub only). */
  losses: LoreHubLoss[];
}

/** One dialog in one format, through the shared exporters. */
export function exportDialogText(
  format: DialogExportFormat,
  source: DialogGraph,
  context: DialogContext,
  options: DialogExportOptions,
): ExportedDialogText {
  const graph = options.translations
    ? translatedGraph(source, context.dialogId, options.translations)
    : source;
  switch (format) {
    case 'lorehub-v2': {
      const { json, lossReport } = exportLoreHub(graph, context);
      return { text: json, losses: lossReport };
    }
    case 'yarn':
      return { text: exportYarn(graph, context), losses: [] };
    case 'twee-sugarcube':
    case 'twee-harlowe':
    case 'twee-chapbook': {
      const text = exportTwee(graph, context, {
        continueLabel: options.continueLabel,
        format: tweeFormatOfExport[format],
      });
      return { text, losses: [] };
    }
  }
}
