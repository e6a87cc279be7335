/** What a committed change announces. The activity table stays the source of truth. */
export interface ChangeNotice {
  worldId: string;
  activityId: number | null;
  type: string;
}

export type ChangeListener = (notice: ChangeNotice) => void;

/**
 * The one publish hook that runs after a transaction commits. The live-updates
 * layer subscribes here; beyond one machine it becomes a LISTEN/NOTIFY wake-up.
 */
export class ChangePublisher {
  private readonly listeners = new Set<ChangeListener>();

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
}
