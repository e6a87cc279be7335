import * as z from 'zod/mini';
import { documentRequest } from '../../../shared/schemas/document';
import type { Visibility } from '../../../shared/visibility';

/** The fields a person fills in (contents live in the editor, not in the form). */
export const documentFieldsSchema = z.omit(documentRequest, { contents: true });

export interface DocumentFieldValues extends Record<string, unknown> {
  name: string;
  type: string;
  tags: string[];
  description: string;
  visibility?: Visibility | null;
}

/** The new-document form adds the template to start from. */
export const newDocumentSchema = z.extend(documentFieldsSchema, { template: z.string() });

export interface NewDocumentValues extends DocumentFieldValues {
  template: string;
}

/** Server errors that belong under a field of these forms. */
export const documentFieldErrors = { '40035': 'name' } as const;
