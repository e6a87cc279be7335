import type { LiveNoticeMessage } from '../../shared/live/protocol';

/** What a committed change announces. The activity table stays the source of truth. */
export interface ChangeNotice {
  worldId: string;
  activityId: number | null;
  type: string;
}

export type ChangeListener = (notice: ChangeNotice) => void;

/** A passing notice to a world's open sockets that is not a change (tiling progress): never stored. */
export interface LiveNotice {
  worldId: string;
  message: LiveNoticeMessage;
}

export type NoticeListener = (notice: LiveNotice) => void;

/**
 * The one publish hook that runs after a transaction commits. The live-updates
 * layer subscribes here; beyond one machine it becomes a LISTEN/NOTIFY wake-up.
 */
export class ChangePublisher {
  private readonly listeners = new Set<ChangeListener>();
  private readonly noticeListeners = new Set<NoticeListener>();

  subscribe(listener: ChangeListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  publish(notice: ChangeNotice): void {
    for (const listener of this.listeners) {
      try {
        listener(notice);
      } catch {
        // A failing subscriber must not undo or block a committed change.
      }
    }
  }

  subscribeNotices(listener: NoticeListener): () => void {
    this.noticeListeners.add(listener);
    return () => this.noticeListeners.delete(listener);
  }

  announce(notice: LiveNotice): void {
    for (const listener of this.noticeListeners) {
      try {
        listener(notice);
      } catch {
        // A notice is best effort.
      }
    }
  }
}
