import type {
  DialogGraph,
  DialogVariable,
  VariableAssignment,
  VariableCondition,
  VariableType,
} from './dialog-graph';
import { integerOf } from './dialog-values';
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

/** How one script format writes a comparison's operators and a value of a type. */
export interface ScriptSyntax {
  operators: Record<VariableCondition['operator'], string>;
  literal: (value: string, type: VariableType) => string;
}

/** `$name op value`: a choice's condition in the format's syntax. */
export function scriptComparison(
  syntax: ScriptSyntax,
  condition: VariableCondition,
  variables: ReadonlyMap<string, ScriptVariable>,
): string {
  const variable = variables.get(condition.variableId) as ScriptVariable;
  return `${variable.name} ${syntax.operators[condition.operator]} ${syntax.literal(condition.value, variable.type)}`;
}

/** `<<set …>>` for a node's assignment: Yarn and SugarCube share the macro, not the literals. */
export function scriptSet(
  syntax: ScriptSyntax,
  assignment: VariableAssignment,
  variables: ReadonlyMap<string, ScriptVariable>,
): string {
  const variable = variables.get(assignment.variableId) as ScriptVariable;
  if (assignment.operation === 'set') {
    return `<<set ${variable.name} to ${syntax.literal(assignment.value, variable.type)}>>`;
  }
  const amount = integerOf(assignment.value) ?? 0;
  return `<<set ${variable.name} to ${variable.name} ${amount < 0 ? '-' : '+'} ${Math.abs(amount)}>>`;
}
