import { linearized } from './dialog-graph';
import type { DialogContext, DialogGraph, DialogNode, VariableType } from './dialog-graph';
import { isIntegerValue, valueFitsType } from './dialog-values';

/**
 * The builder's warnings: what a writer may save but should look at. The
 * structural errors a server refuses are in `dialog-integrity.ts`.
 *
 * Endings: a node with neither choices nor a next node ends the dialog. That
 * is how every dialog ends, so it is not a warning (Yarn, Twine and articy
 * users write endings the same way and none of them warn on one). A dead end
 * is where the player can be left with no way on that the writer chose:
 * - `deadEnd`: the node has choices, each behind a condition, and no next node
 *   to fall back on, so when no condition holds the dialog stops there;
 * - `noWayToAnEnd`: whatever the player picks from this node on, the dialog
 *   loops forever and no ending can be reached (conditions aside).
 * A choice without a target also ends the dialog; that one is warned on its
 * own (`choiceWithoutTarget`) because it is usually a link not yet drawn.
 */
export const dialogWarningKinds = [
  /** The dialog has nodes but no starting node: the player cannot begin. */
  'missingStart',
  /** No path leads from the starting node to this node. */
  'unreachable',
  'deadEnd',
  'noWayToAnEnd',
  /** The choice leads nowhere, so choosing it ends the dialog. */
  'choiceWithoutTarget',
  /** A character line without its speaker. */
  'characterWithoutSpeaker',
  /** A value of an integer meta schema field that is not a whole number. */
  'metaValueNotInteger',
  /** A meta value of a field the world's meta schema does not have. */
  'unknownMetaSchema',
  /** A condition or assignment on a variable the dialog does not know. */
  'unknownVariable',
  /** A condition or assignment value that does not suit its variable ("abc" for an integer, "yes" for a boolean). */
  'valueDoesNotFitVariable',
  /** `lt`/`lte`/`gt`/`gte` or `add` on a variable that is not an integer: the comparison never holds, the addition does nothing. */
  'operatorNeedsInteger',
] as const;
export type DialogWarningKind = (typeof dialogWarningKinds)[number];

export interface DialogWarning {
  kind: DialogWarningKind;
  nodeId?: string;
  choiceId?: string;
  /** The variable of `unknownVariable`, `valueDoesNotFitVariable`, `operatorNeedsInteger`. */
  variableId?: string;
  /** The meta schema field of `metaValueNotInteger`, `unknownMetaSchema`. */
  schemaId?: string;
}

export type DialogAnalysisContext = Pick<DialogContext, 'kind' | 'variables' | 'metaSchema'>;

/**
 * Every warning of the dialog: `missingStart` first, then node by node in the
 * graph's order. Linear in nodes + choices + conditions (a 5,000-node graph
 * takes a few milliseconds), so the builder can run it on every edit.
 */
export function dialogWarnings(
  graph: DialogGraph,
  context: DialogAnalysisContext,
): DialogWarning[] {
  const played = linearized(graph, context.kind);
  const warnings: DialogWarning[] = [];
  const byId = new Map<string, DialogNode>();
  for (const node of played.nodes) if (!byId.has(node.id)) byId.set(node.id, node);

  const start = played.startNodeId !== null ? byId.get(played.startNodeId) : undefined;
  if (played.nodes.length > 0 && !start) warnings.push({ kind: 'missingStart' });
  const reachable = start ? reachableFrom(start, byId) : null;
  const canEnd = nodesThatCanReachAnEnding(byId);

  const variableTypes = new Map<string, VariableType>(
    context.variables.map((variable) => [variable.id, variable.type]),
  );
  const schemaTypes = new Map(context.metaSchema.map((schema) => [schema.id, schema.type]));

  for (const node of played.nodes) {
    const nodeId = node.id;
    if (reachable && !reachable.has(nodeId)) warnings.push({ kind: 'unreachable', nodeId });
    if (
      node.nextId === null &&
      node.choices.length > 0 &&
      node.choices.every((choice) => choice.conditions.length > 0)
    ) {
      warnings.push({ kind: 'deadEnd', nodeId });
    }
    if (!canEnd.has(nodeId)) warnings.push({ kind: 'noWayToAnEnd', nodeId });
    if (node.kind === 'character' && node.speakerId === null) {
      warnings.push({ kind: 'characterWithoutSpeaker', nodeId });
    }
    for (const { schemaId, value } of node.meta) {
      const type = schemaTypes.get(schemaId);
      if (!type) warnings.push({ kind: 'unknownMetaSchema', nodeId, schemaId });
      else if (type === 'integer' && !isIntegerValue(value)) {
        warnings.push({ kind: 'metaValueNotInteger', nodeId, schemaId });
      }
    }
    for (const assignment of node.onEnter) {
      const where = { nodeId, variableId: assignment.variableId };
      const type = variableTypes.get(assignment.variableId);
      if (!type) warnings.push({ kind: 'unknownVariable', ...where });
      else if (assignment.operation === 'add' && type !== 'integer') {
        warnings.push({ kind: 'operatorNeedsInteger', ...where });
      } else if (
        !valueFitsType(assignment.value, assignment.operation === 'add' ? 'integer' : type)
      ) {
        warnings.push({ kind: 'valueDoesNotFitVariable', ...where });
      }
    }
    for (const choice of node.choices) {
      if (choice.targetId === null) {
        warnings.push({ kind: 'choiceWithoutTarget', nodeId, choiceId: choice.id });
      }
      for (const condition of choice.conditions) {
        const where = { nodeId, choiceId: choice.id, variableId: condition.variableId };
        const type = variableTypes.get(condition.variableId);
        const ordering = condition.operator !== 'eq' && condition.operator !== 'ne';
        if (!type) warnings.push({ kind: 'unknownVariable', ...where });
        else if (ordering && type !== 'integer') {
          warnings.push({ kind: 'operatorNeedsInteger', ...where });
        } else if (!valueFitsType(condition.value, type)) {
          warnings.push({ kind: 'valueDoesNotFitVariable', ...where });
        }
      }
    }
  }
  return warnings;
}

/**
 * Where the player can go from the node: its choices' targets and, when no
 * choice is sure to be offered (none, or each behind a condition), its next
 * node. Null stands for "the dialog ends here".
 */
function waysOn(node: DialogNode): (string | null)[] {
  const targets = node.choices.map((choice) => choice.targetId);
  if (node.choices.every((choice) => choice.conditions.length > 0)) targets.push(node.nextId);
  return targets;
}

function reachableFrom(start: DialogNode, byId: ReadonlyMap<string, DialogNode>): Set<string> {
  const seen = new Set<string>([start.id]);
  const queue: DialogNode[] = [start];
  for (let index = 0; index < queue.length; index++) {
    for (const id of waysOn(queue[index] as DialogNode)) {
      const next = id !== null ? byId.get(id) : undefined;
      if (!next || seen.has(next.id)) continue;
      seen.add(next.id);
      queue.push(next);
    }
  }
  return seen;
}

/**
 * Nodes from which some path ends the dialog, found backwards from the ways
 * it ends: a node or choice leading nowhere, or to a node that does not exist
 * (the player ends there too).
 */
function nodesThatCanReachAnEnding(byId: ReadonlyMap<string, DialogNode>): Set<string> {
  const predecessors = new Map<string, string[]>();
  const canEnd = new Set<string>();
  const queue: string[] = [];
  const mark = (id: string) => {
    if (canEnd.has(id)) return;
    canEnd.add(id);
    queue.push(id);
  };
  for (const node of byId.values()) {
    for (const id of waysOn(node)) {
      if (id === null || !byId.has(id)) {
        mark(node.id);
        continue;
      }
      const list = predecessors.get(id);
      if (list) list.push(node.id);
      else predecessors.set(id, [node.id]);
    }
  }
  for (let index = 0; index < queue.length; index++) {
    for (const from of predecessors.get(queue[index] as string) ?? []) mark(from);
  }
  return canEnd;
}
