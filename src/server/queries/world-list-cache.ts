import type { Kysely } from 'kysely';
import type { World } from '../../shared/schemas/world';
import type { DB } from '../db/schema';
import type { TableVersions } from '../db/table-versions';
import type { JsonText } from '../http/json-text';
import { worldListJson } from './world-list';

/**
 * The tables a world list is read from; world_members also changes when a
 * world or a user is deleted (ON DELETE CASCADE), both listed.
 */
const worldListTables = ['worlds', 'world_members', 'users'] as const;

interface Entry {
  version: number;
  json: JsonText<World[]>;
}

/**
 * Each user's world list (GET api/Setting, called on every page load) kept
 * until one of its tables changes: edits of documents, events and the like
 * leave it alone, while creating, renaming or deleting a world, any change of
 * membership and any change to users drop every entry. On PostgreSQL a
 * change committed by another instance drops them once its notice arrives
 * (db/postgres-table-changes.ts), and while this instance cannot hear the
 * notices every call reads the database.
 * Memory is bounded by `maxChars` of JSON, least recently used first out.
 */
export class WorldListCache {
  private readonly entries = new Map<string, Entry>();
  private chars = 0;

  constructor(
    private readonly versions: TableVersions | undefined,
    private readonly maxChars = 8_000_000,
  ) {}

  async get(db: Kysely<DB>, userId: string): Promise<JsonText<World[]>> {
    if (!this.versions) return worldListJson(db, userId);
    // Taken before reading: a write during the read leaves the answer filed under an old version.
    const version = this.versions.versionOf(worldListTables);
    const cached = this.entries.get(userId);
    if (cached) {
      this.drop(userId, cached);
      if (cached.version === version) {
        this.keep(userId, cached);
        return cached.json;
      }
    }
    const json = await worldListJson(db, userId);
    this.keep(userId, { version, json });
    return json;
  }

  private keep(userId: string, entry: Entry): void {
    const previous = this.entries.get(userId);
    if (previous) this.drop(userId, previous);
    if (entry.json.length > this.maxChars) return;
    this.entries.set(userId, entry);
    this.chars += entry.json.length;
    for (const [oldest, old] of this.entries) {
      if (this.chars <= this.maxChars) break;
      this.drop(oldest, old);
    }
  }

  private drop(userId: string, entry: Entry): void {
    this.entries.delete(userId);
    this.chars -= entry.json.length;
  }
}
