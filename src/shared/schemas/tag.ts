import * as z from 'zod/mini';
import { idField } from './fields';

export const tagNameField = z
  .string({ error: 'VALIDATION.NAME_REQUIRED' })
  .check(
    z.trim(),
    z.minLength(1, { error: 'VALIDATION.NAME_REQUIRED' }),
    z.maxLength(50, { error: 'VALIDATION.TAG_TOO_LONG' }),
  );

/** SPEC §3 Tag: name (unique, 4004), previewable (hovering a tagged document's link shows its preview). */
export const tagRequest = z.strictObject({
  name: tagNameField,
  previewable: z._default(z.optional(z.boolean()), false),
});
export type TagRequest = z.input<typeof tagRequest>;

export const tagResponse = z.object({ id: z.string(), name: z.string(), previewable: z.boolean() });
export type Tag = z.infer<typeof tagResponse>;

export const tagWithCountResponse = z.extend(tagResponse, { documents: z.number() });
export type TagWithCount = z.infer<typeof tagWithCountResponse>;
export const tagListResponse = z.array(tagWithCountResponse);

export const tagParams = z.object({ id: idField, tagId: idField });
