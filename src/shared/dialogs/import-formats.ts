import type {
  DialogDocumentRef,
  DialogGraph,
  DialogKind,
  DialogVariable,
  MetaSchemaDefinition,
} from './dialog-graph';
import {
  importLoreHub,
  loreHubImportCodes,
  type DialogImportLoss,
  type LoreHubImportProblem,
} from './import-lorehub';
import {
  importTwee,
  tweeImportCodes,
  tweeLossCodes,
  type TweeImportLoss,
  type TweeImportProblem,
} from './import-twee';
import {
  importYarn,
  yarnImportCodes,
  yarnLossCodes,
  type YarnImportLoss,
  type YarnImportProblem,
} from './import-yarn';

/**
 * The file formats a dialog can be imported from (POST
 * `/api/Setting/{id}/Dialogs/Import`, field `format`). Each has a reader from
 * the file's text to a dialog in the file's own ids, whose variables, fields
 * and speakers the server then matches with the world's; another format (a
 * Yarn or Twee reader) is one more entry here and its problem codes in the
 * shared catalogue's DIALOG_IMPORT section.
 */
export const dialogImportFormats = ['lorehub-v2', 'yarn-2', 'twee-3'] as const;
export type DialogImportFormat = (typeof dialogImportFormats)[number];

export function isDialogImportFormat(value: unknown): value is DialogImportFormat {
  return (dialogImportFormats as readonly unknown[]).includes(value);
}

/** Every problem code a reader may answer, each with a DIALOG_IMPORT text. */
export const dialogImportProblemCodes = [
  ...loreHubImportCodes,
  ...yarnImportCodes,
  ...tweeImportCodes,
] as const;
export type DialogImportProblem = LoreHubImportProblem | YarnImportProblem | TweeImportProblem;

export const dialogImportLossCodes = [
  'resourceSkipped',
  'mentionFlattened',
  'speakerMissing',
  ...tweeLossCodes,
  ...yarnLossCodes,
] as const;
export type DialogImportLossCode = (typeof dialogImportLossCodes)[number];
export type { DialogImportLoss };

/** A file read as a dialog, still in the file's ids. */
export interface ImportedDialog {
  name: string;
  kind: DialogKind;
  graph: DialogGraph;
  variables: DialogVariable[];
  metaSchema: MetaSchemaDefinition[];
  /** Documents the graph names as speakers, by the file's ids. */
  documents: DialogDocumentRef[];
  losses: (DialogImportLoss | YarnImportLoss | TweeImportLoss)[];
}

export type DialogFileReading =
  ({ ok: true } & ImportedDialog) | { ok: false; problems: DialogImportProblem[] };

export const dialogFileReaders: Record<DialogImportFormat, (text: string) => DialogFileReading> = {
  'lorehub-v2': (text) => importLoreHub(text),
  'twee-3': (text) => importTwee(text),
  'yarn-2': (text) => importYarn(text),
};
