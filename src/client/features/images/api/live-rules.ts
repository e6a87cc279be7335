import {
  detailText,
  documentNameRules,
  ruleFor,
  type LiveRule,
  type LiveRules,
} from '../../../live/live-rules';
import { imageKey, imageListsRootKey, imagesRootKey, worldCoverKey } from './query-keys';

/** Every list, and an existing picture by its id. */
const imageChange =
  (kind: 'create' | 'update' | 'delete'): LiveRule =>
  (w, details) => {
    const id = detailText(details, 'imageId');
    return {
      invalidate: [imageListsRootKey(w), ...(id && kind !== 'create' ? [imageKey(w, id)] : [])],
    };
  };

/** Which live changes make which images queries stale. */
export const imagesLiveRules: LiveRules = {
  // Pictures are listed by the documents they show.
  ...documentNameRules((w) => [imageListsRootKey(w)]),
  upload_image: imageChange('create'),
  update_image: imageChange('update'),
  delete_image: imageChange('delete'),
  // Counts, lists filtered by a category and open pictures all change.
  ...ruleFor(['create_image_category', 'update_image_category', 'delete_image_category'], (w) => ({
    invalidate: [imagesRootKey(w)],
  })),
  ...ruleFor(['update_world_cover', 'delete_world_cover'], (w) => ({
    invalidate: [worldCoverKey(w)],
  })),
};
