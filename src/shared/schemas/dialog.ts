import * as z from 'zod/mini';
import { dialogGraph, dialogKinds, metaSchemaTypes } from '../dialogs/dialog-graph';
import { idField, nameField, schemaNameField, visibilityField } from './fields';
import { visibilities } from '../visibility';
import { commentaryField } from './story-variable';

/**
 * Dialogs (SPEC §3 Dialog) and the world's meta schema definitions, the
 * fields custom dialog nodes carry values for.
 */

// ── Meta schema definitions ─────────────────────────────────────────────────

/**
 * POST and PUT `/api/Setting/{id}/DialogMetaSchema[/{definitionId}]`. The name
 * is unique in the world (40042). Changing the type to integer is refused with
 * 40046 while a dialog's node holds a value that is not a whole number.
 * Deleting a definition removes its values from the dialogs' nodes in the
 * same transaction and bumps those dialogs' versions.
 */
export const metaSchemaRequest = z.strictObject({
  name: schemaNameField,
  type: z.enum(metaSchemaTypes, { error: 'VALIDATION.SCHEMA_TYPE_REQUIRED' }),
  commentary: z._default(z.optional(commentaryField), ''),
});
export type MetaSchemaRequest = z.input<typeof metaSchemaRequest>;

export const metaSchemaResponse = z.object({
  id: z.string(),
  name: z.string(),
  type: z.enum(metaSchemaTypes),
  commentary: z.string(),
});
export type MetaSchemaDefinitionResponse = z.infer<typeof metaSchemaResponse>;
/** GET: the world's definitions by name. */
export const metaSchemaListResponse = z.array(metaSchemaResponse);

export const metaSchemaParams = z.object({ id: idField, definitionId: idField });

// ── Dialogs ─────────────────────────────────────────────────────────────────

const userRef = z.nullable(z.object({ id: z.string(), userName: z.string() }));

export const dialogListQuery = z.object({
  /** Part of the name, any case. */
  search: z.optional(z.string().check(z.maxLength(200))),
  offset: z._default(z.coerce.number().check(z.int(), z.minimum(0), z.maximum(1_000_000)), 0),
  limit: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(200)), 50),
});
export type DialogListQuery = z.input<typeof dialogListQuery>;

export const dialogSummary = z.object({
  id: z.string(),
  name: z.string(),
  kind: z.enum(dialogKinds),
  nodeCount: z.number(),
  version: z.number(),
  updatedAt: z.string(),
  updatedBy: userRef,
  /** Its own setting; null follows the world's default (src/shared/visibility.ts). */
  visibility: z.nullable(z.enum(visibilities)),
});
export type DialogSummary = z.infer<typeof dialogSummary>;

/** GET `/api/Setting/{id}/Dialogs`: sorted by name; `total` counts every match beyond this page. */
export const dialogListResponse = z.object({ total: z.number(), items: z.array(dialogSummary) });
export type DialogList = z.infer<typeof dialogListResponse>;

/** POST: a new dialog with an empty graph (`emptyDialogGraph()`). */
export const dialogCreateRequest = z.strictObject({
  name: nameField,
  kind: z.enum(dialogKinds, { error: 'VALIDATION.DIALOG_KIND_REQUIRED' }),
  /** Who reads it in a public world; absent: the world's default. */
  visibility: z.optional(visibilityField),
});
export type DialogCreateRequest = z.input<typeof dialogCreateRequest>;

/**
 * PUT: renames and saves the graph made on `version`; a stale version gets
 * 409 (4091). Beyond the graph's shape the server checks that node ids are
 * unique, that every start, next and choice target names a node
 * (VALIDATION.DIALOG_GRAPH_INVALID), that every variable, meta schema
 * definition and speaker is the world's (40045), and that values fit their
 * variable's or integer field's type (VALIDATION.VARIABLE_VALUE_*,
 * VALIDATION.META_VALUE_INTEGER). The kind does not change.
 */
export const dialogUpdateRequest = z.strictObject({
  name: nameField,
  graph: dialogGraph,
  version: z.number({ error: 'VALIDATION.INVALID_VALUE' }).check(z.int(), z.minimum(1)),
  /** Absent keeps the dialog's visibility as it is. */
  visibility: z.optional(visibilityField),
});
export type DialogUpdateRequest = z.input<typeof dialogUpdateRequest>;

export const mentionedDocument = z.object({ id: z.string(), name: z.string(), type: z.string() });
export type MentionedDocument = z.infer<typeof mentionedDocument>;

export const dialogResponse = z.object({
  id: z.string(),
  name: z.string(),
  kind: z.enum(dialogKinds),
  graph: dialogGraph,
  version: z.number(),
  updatedAt: z.string(),
  updatedBy: userRef,
  visibility: z.nullable(z.enum(visibilities)),
  /** The documents the graph names (speakers), by name. */
  mentionedDocuments: z.array(mentionedDocument),
});
export type DialogDetail = z.infer<typeof dialogResponse>;

export const dialogParams = z.object({ id: idField, dialogId: idField });

/** Request bodies of a 5,000-node graph with long lines fit well under this. */
export const dialogBodyLimit = 16 * 1024 * 1024;
