import { detailText, documentChanges, ruleFor, type LiveRules } from '../../../live/live-rules';
import { documentKey, documentListsRootKey, documentsRootKey, templatesKey } from './query-keys';

/** Which live changes make which documents queries stale. */
export const documentsLiveRules: LiveRules = {
  // One document's page and every list that shows it; all documents when the change names none.
  ...ruleFor(documentChanges, (w, details) => {
    const id = detailText(details, 'documentId');
    return { invalidate: [id ? documentKey(w, id) : documentsRootKey(w), documentListsRootKey(w)] };
  }),
  // Documents show their tags.
  ...ruleFor(['create_tag', 'update_tag', 'delete_tag'], (w) => ({
    invalidate: [documentsRootKey(w)],
  })),
  ...ruleFor(['create_template', 'delete_template'], (w) => ({ invalidate: [templatesKey(w)] })),
  // Deleting a type moves its documents and templates to another.
  delete_document_type: (w) => ({ invalidate: [documentsRootKey(w), templatesKey(w)] }),
};
