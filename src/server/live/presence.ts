import type { PresenceLocation, PresenceMember } from '../../shared/live/protocol';

export interface PresenceEntry {
  userId: string;
  userName: string;
  location: PresenceLocation;
  /** ISO time the connection joined the world. */
  since: string;
}

/**
 * Who is in each world, one entry per open connection, on this instance and
 * (beyond one machine) the others that announced theirs. Keys are
 * `<instanceId>/<connectionId>`, so an instance that stops answering can be
 * dropped as a whole.
 */
export class PresenceBoard {
  private readonly worlds = new Map<string, Map<string, PresenceEntry>>();

  constructor(private readonly onChange: (worldId: string) => void) {}

  set(worldId: string, key: string, entry: PresenceEntry): void {
    let entries = this.worlds.get(worldId);
    if (!entries) {
      entries = new Map();
      this.worlds.set(worldId, entries);
    }
    const previous = entries.get(key);
    entries.set(key, entry);
    if (!previous || !sameEntry(previous, entry)) this.onChange(worldId);
  }

  remove(worldId: string, key: string): void {
    const entries = this.worlds.get(worldId);
    if (!entries?.delete(key)) return;
    if (entries.size === 0) this.worlds.delete(worldId);
    this.onChange(worldId);
  }

  /** Drops every entry another instance announced (it said goodbye or went silent). */
  removeInstance(instanceId: string): void {
    const prefix = `${instanceId}/`;
    for (const [worldId, entries] of this.worlds) {
      let changed = false;
      for (const key of entries.keys()) {
        if (key.startsWith(prefix)) {
          entries.delete(key);
          changed = true;
        }
      }
      if (entries.size === 0) this.worlds.delete(worldId);
      if (changed) this.onChange(worldId);
    }
  }

  /** This instance's own entries, to announce to an instance that just started. */
  entriesOf(instanceId: string): { worldId: string; key: string; entry: PresenceEntry }[] {
    const prefix = `${instanceId}/`;
    const found: { worldId: string; key: string; entry: PresenceEntry }[] = [];
    for (const [worldId, entries] of this.worlds) {
      for (const [key, entry] of entries)
        if (key.startsWith(prefix)) found.push({ worldId, key, entry });
    }
    return found;
  }

  /**
   * The world's members as the client shows them: one entry per member and
   * place (two tabs on the same document are one), the earliest `since` kept,
   * longest-present first.
   */
  members(worldId: string): PresenceMember[] {
    const byPlace = new Map<string, PresenceMember>();
    for (const entry of this.worlds.get(worldId)?.values() ?? []) {
      const place = JSON.stringify([entry.userId, entry.location.page, entry.location.documentId]);
      const known = byPlace.get(place);
      if (!known || entry.since < known.since) {
        byPlace.set(place, {
          userId: entry.userId,
          userName: entry.userName,
          location: { page: entry.location.page, documentId: entry.location.documentId },
          since: entry.since,
        });
      }
    }
    return [...byPlace.values()].sort(
      (a, b) =>
        a.since.localeCompare(b.since) ||
        a.userName.localeCompare(b.userName) ||
        a.userId.localeCompare(b.userId),
    );
  }
}

function sameEntry(a: PresenceEntry, b: PresenceEntry): boolean {
  return (
    a.userId === b.userId &&
    a.userName === b.userName &&
    a.since === b.since &&
    a.location.page === b.location.page &&
    a.location.documentId === b.location.documentId
  );
}
