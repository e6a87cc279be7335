import * as z from 'zod/mini';
import { richTextSchema } from '../wiki/rich-text';
import { contentsRequestSchema } from '../wiki/secret-blocks';
import { descriptionField, idField, nameField, visibilityField } from './fields';
import { visibilities } from '../visibility';
import { tagNameField, tagResponse } from './tag';

/** A key of one of the world's document types (the server checks the world has it). */
export const documentTypeKeyField = z
  .string({ error: 'VALIDATION.DOCUMENT_TYPE_INVALID' })
  .check(
    z.minLength(1, { error: 'VALIDATION.DOCUMENT_TYPE_INVALID' }),
    z.maxLength(64, { error: 'VALIDATION.DOCUMENT_TYPE_INVALID' }),
  );
const typeField = documentTypeKeyField;

/** SPEC §3 Document: name (unique in the world), type, tags, description, contents. */
export const documentRequest = z.strictObject({
  name: nameField,
  type: typeField,
  description: z._default(z.optional(descriptionField), ''),
  /** Tag names; tags that do not exist yet are created with the document. */
  tags: z._default(z.optional(z.array(tagNameField).check(z.maxLength(50))), []),
  contents: contentsRequestSchema,
  /** Who reads it in a public world; null follows the world's default. Left out: unchanged (null when new). */
  visibility: z.optional(visibilityField),
});
export type DocumentRequest = z.input<typeof documentRequest>;

/**
 * An edit carries the version it was made on; a stale one gets 409 (4091).
 * Contents are left out while they are co-edited (the server saves those);
 * a fields-only edit then conflicts only with someone else's field changes.
 */
export const documentUpdateRequest = z.extend(documentRequest, {
  contents: z.optional(contentsRequestSchema),
  version: z.number().check(z.int(), z.minimum(1)),
});
export type DocumentUpdateRequest = z.input<typeof documentUpdateRequest>;

const userRef = z.nullable(z.object({ id: z.string(), userName: z.string() }));
const documentRef = z.object({ id: z.string(), name: z.string(), type: z.string() });
export type DocumentRef = z.infer<typeof documentRef>;

export const documentSummary = z.object({
  id: z.string(),
  name: z.string(),
  type: z.string(),
  description: z.string(),
  tags: z.array(tagResponse),
  version: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
  updatedBy: userRef,
  /** Its own setting: `public`, `members`, or null to follow the world's default. */
  visibility: visibilityField,
});
export type DocumentSummary = z.infer<typeof documentSummary>;

export const documentResponse = z.extend(documentSummary, {
  contents: richTextSchema,
  createdBy: userRef,
  /** Documents whose contents mention this one ("mentioned in"). */
  backlinks: z.array(documentRef),
  /** Documents this one mentions. */
  mentions: z.array(documentRef),
});
export type DocumentDetail = z.infer<typeof documentResponse>;

export const documentSorts = ['name', 'updated', 'created'] as const;

export const documentListQuery = z.object({
  name: z.optional(z.string().check(z.maxLength(200))),
  /** Comma-separated tag ids; a document must carry all of them. */
  tags: z.optional(z.string().check(z.maxLength(2000))),
  type: z.optional(typeField),
  /** Only documents read by everyone, or only members-only ones, after the world's default. */
  visibility: z.optional(z.enum(visibilities, { error: 'VALIDATION.VISIBILITY_INVALID' })),
  sort: z._default(z.enum(documentSorts), 'name'),
  direction: z._default(z.enum(['asc', 'desc']), 'asc'),
  offset: z._default(z.coerce.number().check(z.int(), z.minimum(0), z.maximum(1_000_000)), 0),
  limit: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(200)), 50),
});
export type DocumentListQuery = z.input<typeof documentListQuery>;

export const documentListResponse = z.object({
  items: z.array(documentSummary),
  total: z.number(),
});
export type DocumentList = z.infer<typeof documentListResponse>;

export const documentParams = z.object({ id: idField, documentId: idField });

/** What a hover card shows of a document: its name, type, the start of its text and a cover picture. */
export const documentPreviewResponse = z.object({
  id: z.string(),
  name: z.string(),
  type: z.string(),
  /** Plain text, about 200 characters, cut at a word; the description when the contents are empty. */
  excerpt: z.string(),
  /** The first world picture in its contents, else the first picture linked to it; signed URLs. */
  cover: z.nullable(z.object({ imageId: z.string(), name: z.string(), thumbUrl: z.string() })),
});
export type DocumentPreview = z.infer<typeof documentPreviewResponse>;
export const revisionParams = z.object({ id: idField, documentId: idField, revisionId: idField });

export const revisionSummary = z.object({
  id: z.string(),
  version: z.number(),
  name: z.string(),
  author: userRef,
  createdAt: z.string(),
  /** What the save did: created, edited, restored (from which version). */
  kind: z.enum(['create', 'update', 'restore']),
  restoredFrom: z.nullable(z.number()),
  /** Everyone whose edits a co-edited save holds (the author among them); empty for one person's save. */
  editors: z.array(z.object({ id: z.string(), userName: z.string() })),
});
export type RevisionSummary = z.infer<typeof revisionSummary>;

export const revisionResponse = z.extend(revisionSummary, {
  type: z.string(),
  description: z.string(),
  tags: z.array(z.string()),
  contents: richTextSchema,
});
export type Revision = z.infer<typeof revisionResponse>;

export const revisionListResponse = z.array(revisionSummary);

export const restoreRevisionRequest = z.strictObject({
  version: z.number().check(z.int(), z.minimum(1)),
});
