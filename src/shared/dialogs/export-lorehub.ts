import { linearized } from './dialog-graph';
import type { DialogContext, DialogGraph, DialogNode, DialogVariable } from './dialog-graph';
import { referencedIds } from './dialog-integrity';
import { loreHubApiVersion, loreHubExportType, loreHubIds } from './lorehub-format';
import type {
  LoreHubContentBlock,
  LoreHubContentPiece,
  LoreHubDialogueLink,
  LoreHubDialogueNode,
  LoreHubDialogueNodeOption,
  LoreHubDocument,
  LoreHubExport,
  LoreHubMetaSchema,
  LoreHubVariable,
  LoreHubVariableValue,
} from './lorehub-format';

/**
 * What the LoreHub format cannot carry, for the UI to tell the user (never a
 * silent drop). The format knows boolean variables only, conditions that a
 * variable equals a value, assignments that set one, custom nodes only by
 * their meta values and character lines only by their speaker; it has no
 * positions and no linear dialogs.
 */
export const loreHubLossKinds = [
  /** A linear dialog leaves as a chain of next links and comes back as a branching one. */
  'linearAsBranching',
  /** Node positions are not in the format; an import lays the nodes out again. */
  'positions',
  /** An integer or text variable the dialog uses: left out, with its conditions and assignments (each reported). */
  'variableNotBoolean',
  /** A boolean variable whose default is neither "true" nor "false": exported as "false". */
  'variableDefaultNotBoolean',
  /** A condition the format cannot express (an ordering, `ne` with a non-boolean value, a non-boolean or unknown variable): left out, so the choice is offered more often. */
  'conditionDropped',
  /** An `add`, or an assignment to a non-boolean or unknown variable: left out. */
  'assignmentDropped',
  /** A custom node without meta values, or a character line without a speaker: it comes back as a plain text node. */
  'nodeKindNotKept',
  /** Meta values on a node that is not a custom node: left out. */
  'metaValuesDropped',
  /** A meta value of a field the context does not define: left out. */
  'metaSchemaUnknown',
  /** A speaker the context does not name: its stub is called "unknown". */
  'documentNameUnknown',
  /** A next node or choice target that names no node: the link is left out, so it ends the dialog. */
  'linkToMissingNode',
] as const;
export type LoreHubLossKind = (typeof loreHubLossKinds)[number];

export interface LoreHubLoss {
  kind: LoreHubLossKind;
  nodeId?: string;
  choiceId?: string;
  variableId?: string;
  schemaId?: string;
  documentId?: string;
}

export interface LoreHubExportResult {
  data: LoreHubExport;
  /** `data` as the downloaded file's text. */
  json: string;
  lossReport: LoreHubLoss[];
}

export function exportLoreHub(graph: DialogGraph, context: DialogContext): LoreHubExportResult {
  const lossReport: LoreHubLoss[] = [];
  const played = linearized(graph, context.kind);
  if (context.kind === 'linear') lossReport.push({ kind: 'linearAsBranching' });
  if (played.nodes.length > 0) lossReport.push({ kind: 'positions' });

  const dialogueId = loreHubIds.dialogue(context.dialogId);
  const nodeIds = new Set(played.nodes.map((node) => node.id));
  const variables = new Map(context.variables.map((variable) => [variable.id, variable]));
  const schemas = new Map(context.metaSchema.map((schema) => [schema.id, schema]));
  const documentNames = new Map(context.documents.map((document) => [document.id, document.name]));
  const usedVariables = new Set<string>();
  const usedSchemas = new Set<string>();
  const usedDocuments = new Set<string>();

  const nodes: LoreHubDialogueNode[] = [];
  const options: LoreHubDialogueNodeOption[] = [];
  const links: LoreHubDialogueLink[] = [];
  const contentBlocks: LoreHubContentBlock[] = [];
  const link = (from: string, toNodeId: string) =>
    links.push({
      type: '@lorehub/dialogue-link',
      apiVersion: '1.0.0',
      id: loreHubIds.link(context.dialogId, String(links.length + 1)),
      from,
      to: loreHubIds.node(context.dialogId, toNodeId),
    });

  if (played.startNodeId !== null && nodeIds.has(played.startNodeId)) {
    link(dialogueId, played.startNodeId);
  }
  for (const node of played.nodes) {
    const nodeId = node.id;
    const fullId = loreHubIds.node(context.dialogId, nodeId);
    const setVariableOnStart: LoreHubVariableValue[] = [];
    for (const assignment of node.onEnter) {
      const variable = variables.get(assignment.variableId);
      if (assignment.operation === 'set' && variable?.type === 'boolean') {
        setVariableOnStart.push({ variableId: variable.id, value: assignment.value });
        usedVariables.add(variable.id);
      } else {
        lossReport.push({ kind: 'assignmentDropped', nodeId, variableId: assignment.variableId });
      }
    }
    const metaData =
      node.kind === 'custom' ? exportedMeta(node, schemas, usedSchemas, lossReport) : [];
    if (node.kind !== 'custom' && node.meta.length > 0) {
      lossReport.push({ kind: 'metaValuesDropped', nodeId });
    }
    if (
      (node.kind === 'custom' && metaData.length === 0) ||
      (node.kind === 'character' && node.speakerId === null)
    ) {
      lossReport.push({ kind: 'nodeKindNotKept', nodeId });
    }

    const optionsIds: string[] = [];
    for (const choice of node.choices) {
      const optionId = loreHubIds.option(context.dialogId, nodeId, choice.id);
      optionsIds.push(optionId);
      const requiredVariables: LoreHubVariableValue[] = [];
      for (const condition of choice.conditions) {
        const required = asRequiredValue(condition, variables.get(condition.variableId));
        if (required) {
          requiredVariables.push(required);
          usedVariables.add(required.variableId);
        } else {
          const where = { nodeId, choiceId: choice.id, variableId: condition.variableId };
          lossReport.push({ kind: 'conditionDropped', ...where });
        }
      }
      options.push({
        type: '@lorehub/dialogue-node-option',
        apiVersion: '2.0.0',
        id: optionId,
        text: choice.text,
        requiredVariables,
      });
    }
    nodes.push({
      type: '@lorehub/dialogue-node',
      apiVersion: '2.0.0',
      id: fullId,
      contentBlockId: nodeId,
      optionsIds,
      setVariableOnStart,
      metaData,
    });

    if (node.nextId !== null) {
      if (nodeIds.has(node.nextId)) link(fullId, node.nextId);
      else lossReport.push({ kind: 'linkToMissingNode', nodeId });
    }
    for (const choice of node.choices) {
      if (choice.targetId === null) continue;
      if (nodeIds.has(choice.targetId)) {
        link(loreHubIds.option(context.dialogId, nodeId, choice.id), choice.targetId);
      } else lossReport.push({ kind: 'linkToMissingNode', nodeId, choiceId: choice.id });
    }

    const content: LoreHubContentPiece[] = [{ text: node.text }];
    if (node.kind === 'character' && node.speakerId !== null) {
      content.unshift({ text: null, documentId: node.speakerId });
      usedDocuments.add(node.speakerId);
    }
    contentBlocks.push({
      type: '@lorehub/content-block',
      apiVersion: '1.0.0',
      id: nodeId,
      content,
    });
  }

  const documents: LoreHubDocument[] = [...usedDocuments].map((id) => {
    const name = documentNames.get(id);
    if (name === undefined) lossReport.push({ kind: 'documentNameUnknown', documentId: id });
    return { type: '@lorehub/document', apiVersion: '1.0.0', id, name: name ?? 'unknown' };
  });
  const exportedVariables: LoreHubVariable[] = [];
  const referenced = referencedIds(played).variableIds;
  for (const variable of context.variables) {
    if (variable.type !== 'boolean') {
      if (referenced.has(variable.id)) {
        lossReport.push({ kind: 'variableNotBoolean', variableId: variable.id });
      }
      continue;
    }
    if (!usedVariables.has(variable.id)) continue;
    const isBoolean = variable.defaultValue === 'true' || variable.defaultValue === 'false';
    if (!isBoolean) lossReport.push({ kind: 'variableDefaultNotBoolean', variableId: variable.id });
    exportedVariables.push({
      type: '@lorehub/variable',
      apiVersion: '1.0.0',
      id: variable.id,
      name: variable.name,
      variableType: 'boolean',
      defaultValue: variable.defaultValue === 'true' ? 'true' : 'false',
    });
  }
  const metaSchemas: LoreHubMetaSchema[] = context.metaSchema
    .filter((schema) => usedSchemas.has(schema.id))
    .map((schema) => ({
      type: '@lorehub/meta-schema',
      apiVersion: '1.0.0',
      id: schema.id,
      name: schema.name,
      schemaType: schema.type,
    }));

  const data: LoreHubExport = {
    type: loreHubExportType,
    apiVersion: loreHubApiVersion,
    resources: [
      { type: '@lorehub/dialogue', apiVersion: '2.0.0', id: dialogueId, name: context.name },
      ...nodes,
      ...options,
      ...links,
      ...contentBlocks,
      ...documents,
      ...exportedVariables,
      ...metaSchemas,
    ],
  };
  return { data, json: JSON.stringify(data, null, 2), lossReport: orderedLosses(lossReport) };
}

/**
 * A condition as the format's "variable equals value", when it is one: `eq`
 * on a boolean variable, or `ne` with "true"/"false", which on a boolean is
 * `eq` with the other value.
 */
function asRequiredValue(
  condition: { variableId: string; operator: string; value: string },
  variable: DialogVariable | undefined,
): LoreHubVariableValue | null {
  if (variable?.type !== 'boolean') return null;
  if (condition.operator === 'eq') return { variableId: variable.id, value: condition.value };
  if (condition.operator === 'ne' && (condition.value === 'true' || condition.value === 'false')) {
    return { variableId: variable.id, value: condition.value === 'true' ? 'false' : 'true' };
  }
  return null;
}

function exportedMeta(
  node: DialogNode,
  schemas: ReadonlyMap<string, unknown>,
  usedSchemas: Set<string>,
  lossReport: LoreHubLoss[],
): LoreHubDialogueNode['metaData'] {
  const metaData: LoreHubDialogueNode['metaData'] = [];
  for (const { schemaId, value } of node.meta) {
    if (!schemas.has(schemaId)) {
      lossReport.push({ kind: 'metaSchemaUnknown', nodeId: node.id, schemaId });
      continue;
    }
    usedSchemas.add(schemaId);
    metaData.push({ metaSchemaId: schemaId, metaSchemaValue: value });
  }
  return metaData;
}

/** Dialog-wide entries first (in the order of `loreHubLossKinds`), then node by node as found. */
function orderedLosses(losses: LoreHubLoss[]): LoreHubLoss[] {
  const global = losses.filter((loss) => loss.nodeId === undefined);
  const rank = (loss: LoreHubLoss) => loreHubLossKinds.indexOf(loss.kind);
  global.sort((a, b) => rank(a) - rank(b));
  return [...global, ...losses.filter((loss) => loss.nodeId !== undefined)];
}
