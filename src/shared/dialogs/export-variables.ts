import type { DialogGraph, DialogVariable, VariableType } from './dialog-graph';
import { referencedIds } from './dialog-integrity';
import { identifierOf, uniqueNames } from './export-names';

/** A variable as a script (Yarn, SugarCube) names it. */
export interface ScriptVariable {
  /** `$name`: the variable's name made of letters, digits and `_`, unique. */
  name: string;
  type: VariableType;
  defaultValue: string;
}

/**
 * The variables the graph uses, by id, in the context's order; one the context
 * does not know (the builder warns) is named after its id and treated as text.
 */
export function scriptVariables(
  graph: DialogGraph,
  known: readonly DialogVariable[],
): Map<string, ScriptVariable> {
  const used = referencedIds(graph).variableIds;
  const knownIds = new Set(known.map((variable) => variable.id));
  const definitions: DialogVariable[] = [
    ...known.filter((variable) => used.has(variable.id)),
    ...[...used]
      .filter((id) => !knownIds.has(id))
      .map((id): DialogVariable => ({
        id,
        name: id,
        type: 'text',
        commentary: '',
        defaultValue: '',
      })),
  ];
  const names = uniqueNames(definitions, (variable) => identifierOf(variable.name, 'v_'));
  return new Map(
    definitions.map((variable) => [
      variable.id,
      { name: `$${names.get(variable)}`, type: variable.type, defaultValue: variable.defaultValue },
    ]),
  );
}
