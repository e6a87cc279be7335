import { documentNameRules, ruleFor, type LiveRules } from '../../../live/live-rules';
import { relationsRootKey } from './query-keys';

const relations = (w: string) => ({ invalidate: [relationsRootKey(w)] });

/** Relations show documents by name, with their tags; the graph has a node per document. */
export const relationsLiveRules: LiveRules = {
  ...documentNameRules((w) => [relationsRootKey(w)]),
  create_new_document: relations,
  ...ruleFor(
    [
      'create_tag',
      'update_tag',
      'delete_tag',
      'create_relation_type',
      'update_relation_type',
      'delete_relation_type',
      'create_relation',
      'update_relation',
      'pin_graph_positions',
      'delete_relation',
    ],
    relations,
  ),
};
