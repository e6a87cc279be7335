import type { DialogGraph, DialogVariable, MetaSchemaDefinition } from './dialog-graph';

type Named = { id: string; name: string; type: string };

/** SPEC §5 names of variables and fields: small Latin letters and underscore, at most 50. */
const nameRule = /^[a-z_]{1,50}$/;

export interface Rename {
  kind: 'variable' | 'metaField';
  from: string;
  to: string;
}

/**
 * The imported definitions under names the world accepts. A name that breaks
 * the rule becomes the nearest that keeps it (accents dropped, other
 * characters to `_`, cut at 50; `variable` or `field` when nothing is left);
 * a name the file already used gets `_b`, `_c`… (names hold no digits).
 * Renamed ones are listed.
 */
export function withFittingNames(imported: {
  variables: readonly DialogVariable[];
  metaSchema: readonly MetaSchemaDefinition[];
}): { variables: DialogVariable[]; metaSchema: MetaSchemaDefinition[]; renamed: Rename[] } {
  const renamed: Rename[] = [];
  const rename = <T extends { name: string }>(
    items: readonly T[],
    kind: Rename['kind'],
    fallback: string,
  ): T[] => {
    const taken = new Set<string>();
    return items.map((item) => {
      const base = fittingName(item.name, fallback);
      let name = base;
      for (let index = 2; taken.has(name); index++) name = withSuffix(base, index);
      taken.add(name);
      if (name !== item.name) renamed.push({ kind, from: item.name, to: name });
      return { ...item, name };
    });
  };
  return {
    variables: rename(imported.variables, 'variable', 'variable'),
    metaSchema: rename(imported.metaSchema, 'metaField', 'field'),
    renamed,
  };
}

export function fittingName(name: string, fallback: string): string {
  if (nameRule.test(name)) return name;
  const latin = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z]+/g, '_')
    .replace(/^_+|_+$/g, '')
    .slice(0, 50)
    .replace(/_+$/, '');
  return latin || fallback;
}

/** `gold` → `gold_b` for 2, `gold_z` for 26, `gold_ba` for 27, kept within 50 characters. */
function withSuffix(base: string, index: number): string {
  let suffix = '';
  for (let rest = index - 1; rest > 0 || suffix === ''; rest = Math.floor(rest / 26)) {
    suffix = String.fromCharCode(97 + (rest % 26)) + suffix;
  }
  return `${base.slice(0, 50 - suffix.length - 1)}_${suffix}`;
}

export interface ImportMatch {
  /** Imported id → the world's id, for definitions the world has by name and type. */
  variables: Map<string, string>;
  metaSchema: Map<string, string>;
  /** Imported definitions the world lacks: created with the dialog. */
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
  const match: ImportMatch = {
    variables: new Map(),
    metaSchema: new Map(),
    variablesToCreate: [],
    metaSchemaToCreate: [],
    typeClashes: [],
  };
  const pair = <T extends Named>(
    items: readonly T[],
    existing: readonly Named[],
    ids: Map<string, string>,
    create: T[],
  ) => {
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
  ids: {
    variables: ReadonlyMap<string, string>;
    metaSchema: ReadonlyMap<string, string>;
    documents: ReadonlyMap<string, string | null>;
  },
): DialogGraph {
  const variable = (id: string) => ids.variables.get(id) ?? id;
  return {
    ...graph,
    nodes: graph.nodes.map((node) => ({
      ...node,
      speakerId: node.speakerId === null ? null : (ids.documents.get(node.speakerId) ?? null),
      meta: node.meta.map((entry) => ({
        ...entry,
        schemaId: ids.metaSchema.get(entry.schemaId) ?? entry.schemaId,
      })),
      onEnter: node.onEnter.map((assignment) => ({
        ...assignment,
        variableId: variable(assignment.variableId),
      })),
      choices: node.choices.map((choice) => ({
        ...choice,
        conditions: choice.conditions.map((condition) => ({
          ...condition,
          variableId: variable(condition.variableId),
        })),
      })),
    })),
  };
}
