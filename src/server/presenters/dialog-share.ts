import type { DialogShareLinksTable } from '../db/schema';
import type { PlayableDialog, ShareLink } from '../../shared/schemas/dialog-share';
import type { DialogGraph, DialogKind, VariableType } from '../../shared/dialogs/dialog-graph';
import { userRef } from './user-ref';

export function presentShareLink(
  row: Pick<
    DialogShareLinksTable,
    'id' | 'label' | 'created_at' | 'created_by' | 'expires_at' | 'revoked_at'
  > & { created_by_name: string | null; plays: number | string | bigint },
): ShareLink {
  return {
    id: row.id,
    label: row.label,
    createdAt: row.created_at,
    createdBy: userRef(row.created_by, row.created_by_name),
    expiresAt: row.expires_at,
    revokedAt: row.revoked_at,
    plays: Number(row.plays),
  };
}

/**
 * The dialog as the public player gets it, field by field: lines, choices,
 * conditions and assignments. Builder positions, meta fields, voice
 * directions and line ids stay home; so does every other document's text.
 */
export function presentPlayableDialog(
  dialog: {
    name: string;
    kind: DialogKind;
    graph: DialogGraph;
    language: string;
    languages: string[];
  },
  speakers: { id: string; name: string }[],
  variables: { id: string; name: string; type: string; default_value: string }[],
): PlayableDialog {
  const spoken = new Set(dialog.graph.nodes.map((node) => node.speakerId));
  return {
    name: dialog.name,
    language: dialog.language,
    languages: dialog.languages,
    kind: dialog.kind,
    graph: {
      version: dialog.graph.version,
      startNodeId: dialog.graph.startNodeId,
      nodes: dialog.graph.nodes.map((node) => ({
        id: node.id,
        kind: node.kind,
        text: node.text,
        speakerId: node.kind === 'character' ? node.speakerId : null,
        onEnter: node.onEnter.map((step) => ({
          variableId: step.variableId,
          operation: step.operation,
          value: step.value,
        })),
        choices: node.choices.map((choice) => ({
          id: choice.id,
          text: choice.text,
          conditions: choice.conditions.map((condition) => ({
            variableId: condition.variableId,
            operator: condition.operator,
            value: condition.value,
          })),
          targetId: choice.targetId,
        })),
        nextId: node.nextId,
      })),
    },
    speakers: speakers
      .filter((speaker) => spoken.has(speaker.id))
      .map((speaker) => ({ id: speaker.id, name: speaker.name })),
    variables: variables.map((variable) => ({
      id: variable.id,
      name: variable.name,
      type: variable.type as VariableType,
      defaultValue: variable.default_value,
    })),
  };
}
