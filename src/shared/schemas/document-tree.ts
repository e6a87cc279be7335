import * as z from 'zod/mini';
import { idField } from './fields';

/** One document in a world's tree: enough to draw it, indent it and link to it. */
export const documentTreeNode = z.object({
  id: z.string(),
  name: z.string(),
  type: z.string(),
  /** The document it sits inside; null at the top level or when the caller may not see the parent. */
  parentId: z.nullable(z.string()),
  version: z.number(),
});
export type DocumentTreeNode = z.infer<typeof documentTreeNode>;

/** Every document the caller may read, by name. */
export const documentTreeResponse = z.object({ items: z.array(documentTreeNode) });
export type DocumentTree = z.infer<typeof documentTreeResponse>;

/**
 * Moves a document inside another of the same world, or to the top level
 * (null). With `version`, a document saved since is refused with 409 (4091).
 */
export const documentParentRequest = z.strictObject({
  parentId: z.nullable(idField),
  version: z.optional(z.number().check(z.int(), z.minimum(1))),
});
export type DocumentParentRequest = z.input<typeof documentParentRequest>;
