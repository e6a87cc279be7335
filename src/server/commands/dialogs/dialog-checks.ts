import type { Transaction } from 'kysely';
import type { DB } from '../../db/schema';
import type {
  DialogGraph,
  MetaSchemaType,
  VariableType,
} from '../../../shared/dialogs/dialog-graph';
import { isWholeNumber, variableValueProblem } from '../../../shared/schemas/story-variable';
import { graphIntegrityProblems } from '../../../shared/dialogs/dialog-integrity';
import { ErrorCode } from '../../../shared/errors';
import { AppError } from '../../http/app-error';

/** What a graph names outside itself, each id once. */
export interface GraphReferences {
  documentIds: string[];
  variableIds: string[];
  definitionIds: string[];
}

export function graphReferences(graph: DialogGraph): GraphReferences {
  const documents = new Set<string>();
  const variables = new Set<string>();
  const definitions = new Set<string>();
  for (const node of graph.nodes) {
    if (node.speakerId) documents.add(node.speakerId);
    for (const field of node.meta) definitions.add(field.schemaId);
    for (const assignment of node.onEnter) variables.add(assignment.variableId);
    for (const choice of node.choices)
      for (const condition of choice.conditions) variables.add(condition.variableId);
  }
  return {
    documentIds: [...documents],
    variableIds: [...variables],
    definitionIds: [...definitions],
  };
}

/**
 * Structure the zod shape cannot say (src/shared/dialogs/dialog-integrity.ts):
 * unique node ids, choice ids unique in their node, one value per field, and
 * every start, next and choice target naming a node. The first problem as the
 * id to append to the message, or null.
 */
export function graphStructureProblem(graph: DialogGraph): string | null {
  const [problem] = graphIntegrityProblems(graph);
  if (!problem) return null;
  return problem.nodeId ?? graph.startNodeId ?? problem.code;
}

interface Definitions {
  variables: Map<string, VariableType>;
  metaFields: Map<string, MetaSchemaType>;
}

/**
 * The first value that does not fit its variable or field: a condition or
 * assignment value of the wrong type, `add` or an order comparison on a
 * variable that is not an integer, or a non-integer value of an integer field.
 */
export function graphValueProblem(
  graph: DialogGraph,
  definitions: Definitions,
): { messageKey: string; nodeId: string } | null {
  for (const node of graph.nodes) {
    for (const field of node.meta) {
      if (definitions.metaFields.get(field.schemaId) === 'integer' && !isWholeNumber(field.value)) {
        return { messageKey: 'VALIDATION.META_VALUE_INTEGER', nodeId: node.id };
      }
    }
    const uses = [
      ...node.onEnter.map((assignment) => ({
        ...assignment,
        numeric: assignment.operation === 'add',
      })),
      ...node.choices.flatMap((choice) =>
        choice.conditions.map((condition) => ({
          ...condition,
          numeric: !['eq', 'ne'].includes(condition.operator),
        })),
      ),
    ];
    for (const use of uses) {
      const type = definitions.variables.get(use.variableId);
      if (!type) continue;
      if (use.numeric && type !== 'integer')
        return { messageKey: 'VALIDATION.VARIABLE_OPERATION_INTEGER', nodeId: node.id };
      const problem = variableValueProblem(type, use.value);
      if (problem) return { messageKey: problem, nodeId: node.id };
    }
  }
  return null;
}

/**
 * Checks a graph against the world before it is saved: its structure (400),
 * that every document, variable and meta schema definition it names is the
 * world's (40045, naming the missing ids), and that its values fit their types.
 */
export async function assertGraphFitsWorld(
  trx: Transaction<DB>,
  worldId: string,
  graph: DialogGraph,
): Promise<GraphReferences> {
  const broken = graphStructureProblem(graph);
  if (broken !== null)
    throw new AppError(400, ErrorCode.validation, 'VALIDATION.DIALOG_GRAPH_INVALID', broken);
  const references = graphReferences(graph);
  const documents = await idsIn(trx, 'documents', worldId, references.documentIds);
  const variables = await typedIn(trx, 'story_variables', worldId, references.variableIds);
  const metaFields = await typedIn(trx, 'dialog_meta_schemas', worldId, references.definitionIds);
  const missing = [
    ...references.documentIds.filter((id) => !documents.has(id)),
    ...references.variableIds.filter((id) => !variables.has(id)),
    ...references.definitionIds.filter((id) => !metaFields.has(id)),
  ];
  if (missing.length) {
    throw new AppError(
      400,
      ErrorCode.dialogReferenceMissing,
      undefined,
      missing.slice(0, 5).join(', '),
    );
  }
  const valueProblem = graphValueProblem(graph, {
    variables: variables as Map<string, VariableType>,
    metaFields: metaFields as Map<string, MetaSchemaType>,
  });
  if (valueProblem)
    throw new AppError(400, ErrorCode.validation, valueProblem.messageKey, valueProblem.nodeId);
  return references;
}

/** Rewrites the link tables of one dialog to what its graph names now. */
export async function saveGraphLinks(
  trx: Transaction<DB>,
  worldId: string,
  dialogId: string,
  references: GraphReferences,
): Promise<void> {
  await trx.deleteFrom('dialog_documents').where('dialog_id', '=', dialogId).execute();
  await trx.deleteFrom('dialog_variables').where('dialog_id', '=', dialogId).execute();
  await trx.deleteFrom('dialog_meta_fields').where('dialog_id', '=', dialogId).execute();
  // Chunks keep each statement under SQLite's bound-parameter limit.
  for (const chunk of chunks(references.documentIds)) {
    await trx
      .insertInto('dialog_documents')
      .values(
        chunk.map((documentId) => ({
          dialog_id: dialogId,
          world_id: worldId,
          document_id: documentId,
        })),
      )
      .execute();
  }
  for (const chunk of chunks(references.variableIds)) {
    await trx
      .insertInto('dialog_variables')
      .values(
        chunk.map((variableId) => ({
          dialog_id: dialogId,
          world_id: worldId,
          variable_id: variableId,
        })),
      )
      .execute();
  }
  for (const chunk of chunks(references.definitionIds)) {
    await trx
      .insertInto('dialog_meta_fields')
      .values(
        chunk.map((definitionId) => ({
          dialog_id: dialogId,
          world_id: worldId,
          definition_id: definitionId,
        })),
      )
      .execute();
  }
}

function* chunks<T>(items: readonly T[], size = 300): Generator<T[]> {
  for (let start = 0; start < items.length; start += size) yield items.slice(start, start + size);
}

async function idsIn(
  trx: Transaction<DB>,
  table: 'documents',
  worldId: string,
  ids: string[],
): Promise<Set<string>> {
  const found = new Set<string>();
  for (const chunk of chunks(ids, 500)) {
    const rows = await trx
      .selectFrom(table)
      .select('id')
      .where('world_id', '=', worldId)
      .where('id', 'in', chunk)
      .execute();
    for (const row of rows) found.add(row.id);
  }
  return found;
}

async function typedIn(
  trx: Transaction<DB>,
  table: 'story_variables' | 'dialog_meta_schemas',
  worldId: string,
  ids: string[],
): Promise<Map<string, string>> {
  const found = new Map<string, string>();
  for (const chunk of chunks(ids, 500)) {
    const rows = await trx
      .selectFrom(table)
      .select(['id', 'type'])
      .where('world_id', '=', worldId)
      .where('id', 'in', chunk)
      .execute();
    for (const row of rows) found.set(row.id, row.type);
  }
  return found;
}
