import type { DialogGraph, DialogKind, VariableType } from '../../../shared/dialogs/dialog-graph';

/** What a dialog page carries inline for its player script (JSON in a script element). */
export interface PlayerData {
  kind: DialogKind;
  graph: DialogGraph;
  variables: { id: string; type: VariableType; defaultValue: string }[];
  /** Speaker names by document id, and the page to link each to when it is in the site. */
  speakers: Record<string, { name: string; href: string | null }>;
  words: { restart: string; next: string; end: string };
}

export const playerDataElementId = 'dialog-data';
export const playerRootElementId = 'dialog-player';
