import { describe, expect, it } from 'vitest';
import { storiesLiveRules } from './live-rules';
import {
  dialogChoicesRootKey,
  eventChoicesKey,
  storyDetailsRootKey,
  storyKey,
  storyListsRootKey,
} from './query-keys';

const w = 'world-1';

describe('the stories live rules', () => {
  it('refresh the list and the one story that changed', () => {
    expect(storiesLiveRules.update_story?.(w, { storyId: 's1' }).invalidate).toEqual([
      storyListsRootKey(w),
      storyKey(w, 's1'),
    ]);
    expect(storiesLiveRules.delete_story?.(w, {}).invalidate).toEqual([
      storyListsRootKey(w),
      storyDetailsRootKey(w),
    ]);
  });

  it('refresh the link choices and the scenes when an event or a dialog is named anew', () => {
    expect(storiesLiveRules.update_event?.(w, { eventId: 'e1' }).invalidate).toEqual([]);
    expect(
      storiesLiveRules.update_event?.(w, { eventId: 'e1', previousName: 'Dawn' }).invalidate,
    ).toEqual([eventChoicesKey(w), storyDetailsRootKey(w)]);
    expect(storiesLiveRules.create_new_dialog?.(w, { dialogId: 'g1' }).invalidate).toEqual([
      dialogChoicesRootKey(w),
      storyDetailsRootKey(w),
    ]);
  });
});
