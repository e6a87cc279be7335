import type { DialogGraph } from './dialog-graph';

/**
 * Structural errors a server refuses before storing a graph: with any of them
 * the ids no longer name one node or one choice, and the player, the builder
 * and every exporter would have to guess. Warnings a writer may leave for later
 * (unreachable nodes, choices without a target, a missing start) are not here:
 * they live in `dialog-analysis.ts`.
 */
export const graphIntegrityCodes = [
  /** Two nodes share an id. */
  'duplicateNodeId',
  /** Two choices of one node share an id. */
  'duplicateChoiceId',
  /** `startNodeId` names no node. */
  'startNodeMissing',
  /** A node's `nextId` names no node. */
  'nextNodeMissing',
  /** A choice's `targetId` names no node. */
  'choiceTargetMissing',
  /** A node holds two values for one meta schema field. */
  'duplicateMetaValue',
  /** Two lines (nodes or choices) carry one explicit line id: they would share a translation. */
  'duplicateLineId',
] as const;
export type GraphIntegrityCode = (typeof graphIntegrityCodes)[number];

export interface GraphIntegrityProblem {
  code: GraphIntegrityCode;
  nodeId?: string;
  choiceId?: string;
  /** The meta schema id of a `duplicateMetaValue`. */
  schemaId?: string;
  /** The line id of a `duplicateLineId` (on its second holder). */
  lineId?: string;
}

/** Every structural error of the graph, in node order; empty when it is consistent. */
export function graphIntegrityProblems(graph: DialogGraph): GraphIntegrityProblem[] {
  const problems: GraphIntegrityProblem[] = [];
  const nodeIds = new Set<string>();
  for (const node of graph.nodes) {
    if (nodeIds.has(node.id)) problems.push({ code: 'duplicateNodeId', nodeId: node.id });
    nodeIds.add(node.id);
  }
  if (graph.startNodeId !== null && !nodeIds.has(graph.startNodeId)) {
    problems.push({ code: 'startNodeMissing' });
  }
  const lineIds = new Set<string>();
  const claimLineId = (lineId: string | undefined, nodeId: string, choiceId?: string): void => {
    if (lineId === undefined) return;
    if (lineIds.has(lineId)) {
      problems.push({ code: 'duplicateLineId', nodeId, ...(choiceId ? { choiceId } : {}), lineId });
    }
    lineIds.add(lineId);
  };
  for (const node of graph.nodes) {
    claimLineId(node.lineId, node.id);
    if (node.nextId !== null && !nodeIds.has(node.nextId)) {
      problems.push({ code: 'nextNodeMissing', nodeId: node.id });
    }
    const choiceIds = new Set<string>();
    for (const choice of node.choices) {
      if (choiceIds.has(choice.id)) {
        problems.push({ code: 'duplicateChoiceId', nodeId: node.id, choiceId: choice.id });
      }
      choiceIds.add(choice.id);
      if (choice.targetId !== null && !nodeIds.has(choice.targetId)) {
        problems.push({ code: 'choiceTargetMissing', nodeId: node.id, choiceId: choice.id });
      }
      claimLineId(choice.lineId, node.id, choice.id);
    }
    const schemaIds = new Set<string>();
    for (const value of node.meta) {
      if (schemaIds.has(value.schemaId)) {
        problems.push({ code: 'duplicateMetaValue', nodeId: node.id, schemaId: value.schemaId });
      }
      schemaIds.add(value.schemaId);
    }
  }
  return problems;
}

/** The world's records a graph names, which the server checks belong to the dialog's world (40045). */
export interface DialogReferences {
  variableIds: Set<string>;
  metaSchemaIds: Set<string>;
  documentIds: Set<string>;
}

/**
 * Ids of the variables (in conditions and assignments), meta schema fields and
 * speaker documents the graph uses. A speaker left on a node that is no longer
 * a character node counts too: it is stored, and it would speak again if the
 * node went back to being a character line, so it must belong to the world.
 */
export function referencedIds(graph: DialogGraph): DialogReferences {
  const references: DialogReferences = {
    variableIds: new Set(),
    metaSchemaIds: new Set(),
    documentIds: new Set(),
  };
  for (const node of graph.nodes) {
    if (node.speakerId !== null) references.documentIds.add(node.speakerId);
    for (const value of node.meta) references.metaSchemaIds.add(value.schemaId);
    for (const assignment of node.onEnter) references.variableIds.add(assignment.variableId);
    for (const choice of node.choices) {
      for (const condition of choice.conditions) references.variableIds.add(condition.variableId);
    }
  }
  return references;
}
