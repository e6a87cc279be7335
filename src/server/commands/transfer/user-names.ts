import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';

/** User ids to user names, looked up a page at a time as the export meets them. */
export class UserNames {
  private readonly names = new Map<string, string>();

  constructor(private readonly db: Kysely<DB>) {}

  async load(ids: Iterable<string | null>): Promise<void> {
    const missing = [
      ...new Set([...ids].filter((id): id is string => id !== null && !this.names.has(id))),
    ];
    for (let start = 0; start < missing.length; start += 300) {
      const rows = await this.db
        .selectFrom('users')
        .select(['id', 'user_name'])
        .where('id', 'in', missing.slice(start, start + 300))
        .execute();
      for (const row of rows) this.names.set(row.id, row.user_name);
    }
  }

  name(id: string | null): string | null {
    return id === null ? null : (this.names.get(id) ?? null);
  }
}
