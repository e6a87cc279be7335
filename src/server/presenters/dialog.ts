import type { DialogsTable, DocumentsTable } from '../db/schema';
import type { DialogDetail, DialogSummary } from '../../shared/schemas/dialog';
import type { DialogKind } from '../../shared/dialogs/dialog-graph';
import { storedGraph } from '../model/stored-dialog';
import { userRef } from './user-ref';
import { ownVisibility } from './own-visibility';

type Editor = { updated_by_name: string | null };

/** A dialog in a list: its size, not its graph. */
export function presentDialogSummary(
  row: Pick<
    DialogsTable,
    'id' | 'name' | 'kind' | 'node_count' | 'version' | 'updated_at' | 'updated_by' | 'visibility'
  > &
    Editor,
): DialogSummary {
  return {
    id: row.id,
    name: row.name,
    kind: row.kind as DialogKind,
    nodeCount: row.node_count,
    version: row.version,
    updatedAt: row.updated_at,
    updatedBy: userRef(row.updated_by, row.updated_by_name),
    visibility: ownVisibility(row.visibility),
  };
}

/** A whole dialog: its stored graph and the documents the graph names. */
export function presentDialog(
  row: Pick<
    DialogsTable,
    'id' | 'name' | 'kind' | 'graph' | 'version' | 'updated_at' | 'updated_by' | 'visibility'
  > &
    Editor,
  documents: Pick<DocumentsTable, 'id' | 'name' | 'type'>[],
): DialogDetail {
  return {
    id: row.id,
    name: row.name,
    kind: row.kind as DialogKind,
    graph: storedGraph(row.graph),
    version: row.version,
    updatedAt: row.updated_at,
    updatedBy: userRef(row.updated_by, row.updated_by_name),
    visibility: ownVisibility(row.visibility),
    mentionedDocuments: documents.map((document) => ({
      id: document.id,
      name: document.name,
      type: document.type,
    })),
  };
}
