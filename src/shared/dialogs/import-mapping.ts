import type { DialogGraph, DialogVariable, MetaSchemaDefinition } from '../../../../shared/dialogs/dialog-graph';

type Named = { id: string; name: string; type: string };

export interface ImportMatch {
  /** Imported id → the world's id, for definitions the world has by name and type. */
  variables: Map<string, string>;
  metaSchema: Map<string, string>;
  /** Imported definitions the world lacks: created before the dialog is saved. */
  variablesToCreate: DialogVariable[];
  metaSchemaToCreate: MetaSchemaDefinition[];
  /** Names the world uses for a definition of another type: the import stops on these. */
  typeClashes: string[];
}

/** Matches an imported dialog's variables and fields to the world's by name. */
export function matchDefinitions(
  imported: { variables: readonly DialogVariable[]; metaSchema: readonly MetaSchemaDefinition[] },
  world: { variables: readonly Named[]; metaSchema: readonly Named[] },
): ImportMatch {
  const match: ImportMatch = { variables: new Map(), metaSchema: new Map(), variablesToCreate: [], metaSchemaToCreate: [], typeClashes: [] };
  const pair = <T extends Named>(items: readonly T[], existing: readonly Named[], ids: Map<string, string>, create: T[]) => {
    const byName = new Map(existing.map((item) => [item.name, item]));
    for (const item of items) {
      const found = byName.get(item.name);
      if (!found) create.push(item);
      else if (found.type !== item.type) match.typeClashes.push(item.name);
      else ids.set(item.id, found.id);
    }
  };
  pair(imported.variables, world.variables, match.variables, match.variablesToCreate);
  pair(imported.metaSchema, world.metaSchema, match.metaSchema, match.metaSchemaToCreate);
  return match;
}

/**
 * The imported graph in the world's ids. Speakers the world has no document
 * for are cleared (the builder then warns on those lines); every variable and
 * field id must be in the maps by now.
 */
export function remapGraph(
  graph: DialogGraph,
  ids: { variables: ReadonlyMap<string, string>; metaSchema: ReadonlyMap<string, string>; documents: ReadonlyMap<string, string | null> },
): DialogGraph {
  const variable = (id: string) => ids.variables.get(id) ?? id;
  return {
    ...graph,
    nodes: graph.nodes.map((node) => ({
      ...node,
      speakerId: node.speakerId === null ? null : (ids.documents.get(node.speakerId) ?? null),
      meta: node.meta.map((entry) => ({ ...entry, schemaId: ids.metaSchema.get(entry.schemaId) ?? entry.schemaId })),
      onEnter: node.onEnter.map((assignment) => ({ ...assignment, variableId: variable(assignment.variableId) })),
      choices: node.choices.map((choice) => ({
        ...choice,
        conditions: choice.conditions.map((condition) => ({ ...condition, variableId: variable(condition.variableId) })),
      })),
    })),
  };
}
