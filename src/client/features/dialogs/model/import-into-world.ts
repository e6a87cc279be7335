import { importLoreHub, type LoreHubImportProblem } from '../../../../shared/dialogs/import-lorehub';
import { findDocuments } from '../../../components/documents-picker/find-documents';
import { createDialog } from '../api/create-dialog';
import { getMetaSchema, saveMetaSchemaDefinition } from '../api/meta-schema';
import { saveDialog } from '../api/save-dialog';
import { getStoryVariables, saveStoryVariable } from '../api/story-variables';
import { matchDefinitions, remapGraph } from './import-mapping';

export type ImportOutcome =
  | { ok: true; dialogId: string; name: string; missingSpeakers: string[]; createdDefinitions: string[] }
  | { ok: false; problems: LoreHubImportProblem[] }
  | { ok: false; typeClashes: string[] };

/**
 * A LoreHub export (version 2) as a new dialog of the world: its variables
 * and fields matched to the world's by name (missing ones created), its
 * speakers matched to the world's documents by name (the rest reported and
 * cleared), then the dialog created and saved. Nothing is created when the
 * file is not a valid export or a name clashes with another type.
 */
export async function importIntoWorld(worldId: string, fileText: string): Promise<ImportOutcome> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(fileText);
  } catch {
    return { ok: false, problems: [{ code: 'notJson' }] };
  }
  const imported = importLoreHub(parsed);
  if (!imported.ok) return imported;

  const [variables, metaSchema] = await Promise.all([getStoryVariables(worldId), getMetaSchema(worldId)]);
  const match = matchDefinitions(imported, { variables, metaSchema });
  if (match.typeClashes.length > 0) return { ok: false, typeClashes: match.typeClashes };

  const created: string[] = [];
  for (const variable of match.variablesToCreate) {
    const saved = await saveStoryVariable(worldId, null, { name: variable.name, type: variable.type, commentary: variable.commentary, defaultValue: variable.defaultValue });
    match.variables.set(variable.id, saved.id);
    created.push(saved.name);
  }
  for (const definition of match.metaSchemaToCreate) {
    const saved = await saveMetaSchemaDefinition(worldId, null, { name: definition.name, type: definition.type, commentary: definition.commentary });
    match.metaSchema.set(definition.id, saved.id);
    created.push(saved.name);
  }

  const documents = new Map<string, string | null>();
  const missingSpeakers: string[] = [];
  for (const document of imported.documents) {
    const found = await findDocuments(worldId, document.name);
    const same = found.items.find((item) => item.name.toLocaleLowerCase() === document.name.toLocaleLowerCase());
    documents.set(document.id, same?.id ?? null);
    if (!same) missingSpeakers.push(document.name);
  }

  const graph = remapGraph(imported.graph, { variables: match.variables, metaSchema: match.metaSchema, documents });
  const dialog = await createDialog(worldId, { name: imported.name.trim() || 'Imported dialog', kind: 'branching' });
  await saveDialog(worldId, dialog.id, { name: dialog.name, graph, version: dialog.version });
  return { ok: true, dialogId: dialog.id, name: dialog.name, missingSpeakers, createdDefinitions: created };
}
