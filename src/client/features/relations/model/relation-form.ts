import { ErrorCode } from '../../../../shared/errors';
import { ApiError } from '../../../lib/api-error';

export type RelationField = 'typeId' | 'sourceId' | 'targetId' | 'label';

/**
 * A message under a field, or above the form (`form`): a catalogue key, so it
 * follows a language switch, or a text the server already wrote in the
 * user's language (a 400 refusal such as "Link documents of this world only").
 */
export type FieldMessage = { key: string } | { text: string };
export type RelationFormErrors = Partial<Record<RelationField | 'form', FieldMessage>>;

export interface RelationFormValues {
  typeId: string | null;
  sourceId: string | null;
  targetId: string | null;
}

/** What the form can tell before sending: a type, both documents, and two different ones. */
export function relationFormErrors({
  typeId,
  sourceId,
  targetId,
}: RelationFormValues): RelationFormErrors {
  const errors: RelationFormErrors = {};
  if (!typeId) errors.typeId = { key: 'VALIDATION.RELATION_TYPE_REQUIRED' };
  if (!sourceId) errors.sourceId = { key: 'VALIDATION.RELATION_DOCUMENT_REQUIRED' };
  if (!targetId) errors.targetId = { key: 'VALIDATION.RELATION_DOCUMENT_REQUIRED' };
  else if (sourceId === targetId) errors.targetId = { key: 'VALIDATION.RELATION_SAME_DOCUMENT' };
  return errors;
}

/**
 * Where a refusal of the server belongs in the form: the pair taken (40040)
 * under the second document, the one a user changes; a validation refusal
 * (a document of another world, a document related to itself) above the
 * fields, since it may concern either document. Null: not the form's
 * business (no rights, no network), for the error banner.
 */
export function relationRefusalErrors(error: unknown): RelationFormErrors | null {
  if (!(error instanceof ApiError)) return null;
  if (error.hasCode(ErrorCode.relationExists))
    return { targetId: { key: `SERVER_ERROR.${ErrorCode.relationExists}` } };
  const refusal =
    error.status === 400
      ? error.exceptions.find((item) => item.Code === ErrorCode.validation)
      : undefined;
  return refusal ? { form: { text: refusal.Message } } : null;
}
