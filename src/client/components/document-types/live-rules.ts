import { ruleFor, type LiveRules } from '../../live/live-rules';
import { documentTypesKey } from './query-keys';

/** Every badge, filter and picker reads the world's types from this one query. */
export const documentTypesLiveRules: LiveRules = {
  ...ruleFor(['create_document_type', 'update_document_type', 'delete_document_type'], (w) => ({
    invalidate: [documentTypesKey(w)],
  })),
};
