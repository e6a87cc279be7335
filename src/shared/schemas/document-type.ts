import * as z from 'zod/mini';
import { documentTypeColorNames, documentTypeIcons } from '../wiki/document-types';
import { idField } from './fields';

/**
 * A world's own document types (the ten built-in ones to start with).
 * `documents.type` holds a type's `key`; a built-in type keeps its key
 * ('character', …) and, until someone renames it, a null name and plural that
 * the reader sees in their own language.
 */
const typeNameField = z
  .string({ error: 'VALIDATION.DOCUMENT_TYPE_NAME_REQUIRED' })
  .check(
    z.trim(),
    z.minLength(1, { error: 'VALIDATION.DOCUMENT_TYPE_NAME_REQUIRED' }),
    z.maxLength(60, { error: 'VALIDATION.DOCUMENT_TYPE_NAME_TOO_LONG' }),
  );

const iconField = z.enum(documentTypeIcons, { error: 'VALIDATION.DOCUMENT_TYPE_ICON_INVALID' });
const colorField = z.enum(documentTypeColorNames, {
  error: 'VALIDATION.DOCUMENT_TYPE_COLOR_INVALID',
});

export const documentTypeCreateRequest = z.strictObject({
  name: typeNameField,
  /** Left out: the same as the name. */
  plural: z.optional(typeNameField),
  icon: iconField,
  color: colorField,
});
export type DocumentTypeCreateRequest = z.input<typeof documentTypeCreateRequest>;

/** Every field is sent; a stale version gets 409 (4091). Name and plural null: the built-in words. */
export const documentTypeUpdateRequest = z.strictObject({
  name: z.nullable(typeNameField),
  plural: z.nullable(typeNameField),
  icon: iconField,
  color: colorField,
  position: z.number().check(z.int(), z.minimum(0), z.maximum(10_000)),
  version: z.number().check(z.int(), z.minimum(1)),
});
export type DocumentTypeUpdateRequest = z.input<typeof documentTypeUpdateRequest>;

export const documentTypeResponse = z.object({
  id: z.string(),
  /** What `documents.type` holds. */
  key: z.string(),
  /** Null: a built-in type not renamed; the client shows its name in the interface language. */
  name: z.nullable(z.string()),
  plural: z.nullable(z.string()),
  icon: z.string(),
  color: z.string(),
  position: z.number(),
  /** True for the ten types every world starts with (their key names a catalogue entry). */
  builtIn: z.boolean(),
  /** Documents of this type that the caller can see. */
  documents: z.number(),
  version: z.number(),
});
export type DocumentTypeInfo = z.infer<typeof documentTypeResponse>;
export const documentTypeListResponse = z.array(documentTypeResponse);

export const documentTypeParams = z.object({ id: idField, typeId: idField });

/** Deleting a type that documents use names the type they move to; without it the answer is 409 (40064). */
export const documentTypeDeleteQuery = z.object({ moveTo: z.optional(idField) });

/** The most types a world may hold. */
export const maxDocumentTypes = 200;
