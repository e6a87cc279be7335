import * as z from 'zod/mini';

/**
 * The dialog graph model (issue 7): what the builder edits, the server stores
 * (one JSON value per dialog, version-checked as a whole), the player plays and
 * every exporter reads. Pure data; the functions over it live beside this file.
 *
 * A node is spoken text: plain (`text`), a character's line (`character`, the
 * speaker is a document of the world) or `custom` (fields from the world's meta
 * schema). A node moves on either through its choices (shown when their
 * conditions hold) or, when it has none, through `nextId`; with neither it ends
 * the dialog. Entering a node applies its `onEnter` assignments.
 *
 * A linear dialog is the ordered `nodes` array: the player goes from each node
 * to the one after it, the first is the start, and choices and `nextId` are
 * not used (`linearized` makes that explicit for the player and exporters).
 *
 * Stored as versioned JSON (STYLE.md): `version` names the shape.
 */
export const dialogGraphVersion = 1;

export const dialogKinds = ['linear', 'branching'] as const;
export type DialogKind = (typeof dialogKinds)[number];

export const dialogNodeKinds = ['text', 'character', 'custom'] as const;
export type DialogNodeKind = (typeof dialogNodeKinds)[number];

/** Variable types (story variables, SPEC §3); every value travels as a string. */
export const variableTypes = ['boolean', 'integer', 'text'] as const;
export type VariableType = (typeof variableTypes)[number];

/** Meta schema field types (SPEC §3: integer or text). */
export const metaSchemaTypes = ['integer', 'text'] as const;
export type MetaSchemaType = (typeof metaSchemaTypes)[number];

export const conditionOperators = ['eq', 'ne', 'lt', 'lte', 'gt', 'gte'] as const;
export type ConditionOperator = (typeof conditionOperators)[number];

/** `set` replaces the value; `add` adds a whole number to an integer variable. */
export const assignmentOperations = ['set', 'add'] as const;
export type AssignmentOperation = (typeof assignmentOperations)[number];

export const dialogLimits = {
  maxNodes: 5_000,
  maxChoicesPerNode: 20,
  maxConditions: 20,
  maxAssignments: 20,
  maxTextLength: 10_000,
  maxChoiceTextLength: 1_000,
  maxValueLength: 1_000,
  maxIdLength: 64,
  maxDirectionLength: 500,
} as const;

const localId = z.string().check(z.minLength(1), z.maxLength(dialogLimits.maxIdLength));
const value = z.string().check(z.maxLength(dialogLimits.maxValueLength));

/**
 * A line id given explicitly (only by imports that carry one, such as Yarn's
 * `#line:` tags); without it the id is derived from the node and choice ids
 * (`lineIdOf` in `localization/`). Ids go into file names and XML ids, hence
 * the narrow alphabet.
 */
export const lineIdPattern = /^[A-Za-z0-9_-]{1,64}$/;
const explicitLineId = z.string().check(z.regex(lineIdPattern));

export const variableCondition = z.strictObject({
  variableId: localId,
  operator: z.enum(conditionOperators),
  value,
});
export type VariableCondition = z.infer<typeof variableCondition>;

export const variableAssignment = z.strictObject({
  variableId: localId,
  operation: z.enum(assignmentOperations),
  value,
});
export type VariableAssignment = z.infer<typeof variableAssignment>;

export const dialogChoice = z.strictObject({
  /** Unique within its node. */
  id: localId,
  text: z.string().check(z.maxLength(dialogLimits.maxChoiceTextLength)),
  /** All must hold for the choice to be offered. */
  conditions: z.array(variableCondition).check(z.maxLength(dialogLimits.maxConditions)),
  /** Null: choosing it ends the dialog (the builder warns). */
  targetId: z.nullable(localId),
  /** An explicit translation line id; dropped when the choice is copied. */
  lineId: z.optional(explicitLineId),
});
export type DialogChoice = z.infer<typeof dialogChoice>;

export const metaValue = z.strictObject({
  /** A meta schema definition of the world. */
  schemaId: localId,
  value,
});
export type MetaValue = z.infer<typeof metaValue>;

export const dialogNode = z.strictObject({
  /** Unique within the dialog. */
  id: localId,
  kind: z.enum(dialogNodeKinds),
  text: z.string().check(z.maxLength(dialogLimits.maxTextLength)),
  /** The speaking document for `character` nodes; null otherwise. */
  speakerId: z.nullable(localId),
  /** Values of meta schema fields; used by `custom` nodes. */
  meta: z.array(metaValue).check(z.maxLength(100)),
  onEnter: z.array(variableAssignment).check(z.maxLength(dialogLimits.maxAssignments)),
  choices: z.array(dialogChoice).check(z.maxLength(dialogLimits.maxChoicesPerNode)),
  /** Followed when the node has no choices; null ends the dialog there. */
  nextId: z.nullable(localId),
  /** Builder canvas position; ignored by the player. */
  position: z.strictObject({ x: z.number(), y: z.number() }),
  /** An explicit translation line id; dropped when the node is copied. */
  lineId: z.optional(explicitLineId),
  /** A voice or acting direction for the voice-over script. */
  direction: z.optional(z.string().check(z.maxLength(dialogLimits.maxDirectionLength))),
});
export type DialogNode = z.infer<typeof dialogNode>;

export const dialogGraph = z.strictObject({
  version: z.literal(dialogGraphVersion),
  startNodeId: z.nullable(localId),
  nodes: z.array(dialogNode).check(z.maxLength(dialogLimits.maxNodes)),
});
export type DialogGraph = z.infer<typeof dialogGraph>;

/** Definitions the graph refers to by id, as the player and exporters need them. */
export interface DialogVariable {
  id: string;
  name: string;
  type: VariableType;
  commentary: string;
  defaultValue: string;
}

export interface MetaSchemaDefinition {
  id: string;
  name: string;
  type: MetaSchemaType;
  commentary: string;
}

export interface DialogDocumentRef {
  id: string;
  name: string;
}

/** Everything an exporter or the player needs besides the graph itself. */
export interface DialogContext {
  dialogId: string;
  name: string;
  kind: DialogKind;
  variables: readonly DialogVariable[];
  metaSchema: readonly MetaSchemaDefinition[];
  /** Documents the graph names (speakers); missing ones export as "unknown". */
  documents: readonly DialogDocumentRef[];
}

export function emptyDialogGraph(): DialogGraph {
  return { version: dialogGraphVersion, startNodeId: null, nodes: [] };
}

/**
 * A linear dialog as the branching model plays it: each node leads to the next
 * in order, the first is the start, no choices. A branching graph is returned
 * as it is.
 */
export function linearized(graph: DialogGraph, kind: DialogKind): DialogGraph {
  if (kind === 'branching') return graph;
  const nodes = graph.nodes.map((node, index) => ({
    ...node,
    choices: [],
    nextId: graph.nodes[index + 1]?.id ?? null,
  }));
  return { ...graph, startNodeId: nodes[0]?.id ?? null, nodes };
}
