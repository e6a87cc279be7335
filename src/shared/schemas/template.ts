import * as z from 'zod/mini';
import { richTextSchema } from '../wiki/rich-text';
import { contentsRequestSchema } from '../wiki/secret-blocks';
import { idField, nameField } from './fields';
import { documentTypeKeyField } from './document';

/** A world's own document template ("create a document, with an optional template"). */
export const templateRequest = z.strictObject({
  name: nameField,
  type: documentTypeKeyField,
  contents: contentsRequestSchema,
});
export type TemplateRequest = z.input<typeof templateRequest>;

export const templateResponse = z.object({
  id: z.string(),
  name: z.string(),
  type: z.string(),
  contents: richTextSchema,
  createdAt: z.string(),
});
export type Template = z.infer<typeof templateResponse>;
export const templateListResponse = z.array(templateResponse);
export const templateParams = z.object({ id: idField, templateId: idField });
