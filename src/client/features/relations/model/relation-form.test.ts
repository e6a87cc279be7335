import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-error';
import { relationFormErrors, relationRefusalErrors } from './relation-form';

describe('the relation form before sending', () => {
  it('asks for a type and both documents', () => {
    expect(relationFormErrors({ typeId: null, sourceId: null, targetId: null })).toEqual({
      typeId: { key: 'VALIDATION.RELATION_TYPE_REQUIRED' },
      sourceId: { key: 'VALIDATION.RELATION_DOCUMENT_REQUIRED' },
      targetId: { key: 'VALIDATION.RELATION_DOCUMENT_REQUIRED' },
    });
  });

  it('refuses a document related to itself, under the second document', () => {
    expect(relationFormErrors({ typeId: 't', sourceId: 'a', targetId: 'a' })).toEqual({
      targetId: { key: 'VALIDATION.RELATION_SAME_DOCUMENT' },
    });
  });

  it('lets two documents of a type through', () => {
    expect(relationFormErrors({ typeId: 't', sourceId: 'a', targetId: 'b' })).toEqual({});
  });
});

describe('the relation form after a refusal', () => {
  it('puts a pair the type holds already (40040) under the second document', () => {
    const error = new ApiError(409, [
      { Code: '40040', Message: 'These documents are already related by this type' },
    ]);
    expect(relationRefusalErrors(error)).toEqual({ targetId: { key: 'SERVER_ERROR.40040' } });
  });

  it('shows a validation refusal in the words the server chose, above the fields', () => {
    const error = new ApiError(400, [
      { Code: '400', Message: 'Связывать можно только документы этого мира' },
    ]);
    expect(relationRefusalErrors(error)).toEqual({
      form: { text: 'Связывать можно только документы этого мира' },
    });
  });

  it('leaves anything else to the error banner', () => {
    expect(
      relationRefusalErrors(new ApiError(403, [{ Code: '403', Message: 'Forbidden' }])),
    ).toBeNull();
    expect(relationRefusalErrors(new ApiError(0))).toBeNull();
    expect(relationRefusalErrors(new Error('boom'))).toBeNull();
  });
});
