import * as z from 'zod/mini';
import {
  assignmentOperations,
  conditionOperators,
  dialogKinds,
  dialogLimits,
  dialogNodeKinds,
  variableTypes,
} from '../dialogs/dialog-graph';
import { idField } from './fields';
import { dialogLanguageField } from './dialog-localization';

/** Play links of a dialog (publishing): made by writers, played by anyone holding one. */
export const shareLinkLimits = {
  maxLabelLength: 100,
  /** Distinct nodes and choices one play may report: far beyond a real play, small enough to store. */
  maxReachedNodes: 1_000,
  maxChosenOptions: 1_000,
  /** Plays one link keeps: a link posted somewhere busy cannot fill the database. */
  maxPlaysPerLink: 20_000,
} as const;

export const shareLinkParams = z.object({ id: idField, dialogId: idField, linkId: idField });

export const createShareLinkRequest = z.strictObject({
  label: z.string({ error: 'VALIDATION.INVALID_VALUE' }).check(
    z.trim(),
    z.maxLength(shareLinkLimits.maxLabelLength, {
      error: 'VALIDATION.SHARE_LINK_LABEL_TOO_LONG',
    }),
  ),
  /** When the link stops working (ISO 8601), or null for never; must be in the future. */
  expiresAt: z.nullable(z.iso.datetime({ error: 'VALIDATION.INVALID_VALUE' })),
});
export type CreateShareLinkRequest = z.infer<typeof createShareLinkRequest>;

export const shareLinkResponse = z.object({
  id: z.string(),
  label: z.string(),
  createdAt: z.string(),
  createdBy: z.nullable(z.object({ id: z.string(), userName: z.string() })),
  expiresAt: z.nullable(z.string()),
  revokedAt: z.nullable(z.string()),
  /** Plays recorded through this link. */
  plays: z.number(),
});
export type ShareLink = z.infer<typeof shareLinkResponse>;

export const shareLinkListResponse = z.array(shareLinkResponse);

/** The only answer that carries the token: it is stored hashed and never shown again. */
export const createdShareLinkResponse = z.object({ link: shareLinkResponse, token: z.string() });
export type CreatedShareLink = z.infer<typeof createdShareLinkResponse>;

/** A play token: 32 random bytes, base64url. */
export const playParams = z.object({
  token: z.string().check(z.minLength(1), z.maxLength(100)),
});

/** The language to play in: the world's source (absent) or one of its dialog languages. */
export const playQuery = z.object({ language: z.optional(dialogLanguageField) });

const playChoice = z.object({
  id: z.string(),
  text: z.string(),
  conditions: z.array(
    z.object({
      variableId: z.string(),
      operator: z.enum(conditionOperators),
      value: z.string(),
    }),
  ),
  targetId: z.nullable(z.string()),
});

const playNode = z.object({
  id: z.string(),
  kind: z.enum(dialogNodeKinds),
  text: z.string(),
  speakerId: z.nullable(z.string()),
  onEnter: z.array(
    z.object({
      variableId: z.string(),
      operation: z.enum(assignmentOperations),
      value: z.string(),
    }),
  ),
  choices: z.array(playChoice),
  nextId: z.nullable(z.string()),
});

/**
 * What the public player receives: the dialog's own lines and choices, its
 * speakers' names and the variables it uses. Nothing else of the world.
 */
export const playableDialogResponse = z.object({
  name: z.string(),
  /** The language the texts are in, and every one it can be played in (the source first). */
  language: z.string(),
  languages: z.array(z.string()),
  kind: z.enum(dialogKinds),
  graph: z.object({
    version: z.number(),
    startNodeId: z.nullable(z.string()),
    nodes: z.array(playNode),
  }),
  speakers: z.array(z.object({ id: z.string(), name: z.string() })),
  variables: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      type: z.enum(variableTypes),
      defaultValue: z.string(),
    }),
  ),
});
export type PlayableDialog = z.infer<typeof playableDialogResponse>;

const localId = z.string().check(z.minLength(1), z.maxLength(dialogLimits.maxIdLength));

/** A play, sent when it ends or is left: each reached node and taken choice once. */
export const playRecordRequest = z.strictObject({
  reachedNodes: z
    .array(localId)
    .check(z.maxLength(shareLinkLimits.maxReachedNodes, { error: 'VALIDATION.INVALID_VALUE' })),
  chosenOptions: z
    .array(z.strictObject({ nodeId: localId, choiceId: localId }))
    .check(z.maxLength(shareLinkLimits.maxChosenOptions, { error: 'VALIDATION.INVALID_VALUE' })),
  finished: z.boolean(),
});
export type PlayRecord = z.infer<typeof playRecordRequest>;

/** Playtest statistics: in how many plays each node was reached and each choice taken. */
export const playStatsResponse = z.object({
  plays: z.number(),
  finished: z.number(),
  nodes: z.array(z.object({ nodeId: z.string(), count: z.number() })),
  choices: z.array(z.object({ nodeId: z.string(), choiceId: z.string(), count: z.number() })),
});
export type PlayStats = z.infer<typeof playStatsResponse>;
