import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/schema';
import type { SitemapDocument, SitemapMap, SitemapWorld } from './crawler-files';

/** A sitemap holds at most 50,000 addresses. */
export const sitemapLimit = 50_000;

/** Every public world, not one being imported. */
export async function loadSitemapWorlds(db: Kysely<DB>): Promise<SitemapWorld[]> {
  const rows = await db
    .selectFrom('worlds as w')
    .innerJoin('users as u', 'u.id', 'w.owner_id')
    .select(['u.user_name', 'w.url_name', 'w.updated_at'])
    .where('w.is_public', '=', 1)
    .where('w.import_heartbeat_at', 'is', null)
    .orderBy('u.user_name')
    .orderBy('w.url_name')
    .limit(sitemapLimit)
    .execute();
  return rows.map((row) => ({
    ownerName: row.user_name,
    urlName: row.url_name,
    updatedAt: row.updated_at,
  }));
}

/** The public documents of every public world (the same rule as isPublicItem, across worlds). */
export function loadSitemapDocuments(db: Kysely<DB>, limit: number): Promise<SitemapDocument[]> {
  return loadPublicItems(db, 'documents', limit);
}

/** The public maps of every public world (the same rule as isPublicItem, across worlds). */
export function loadSitemapMaps(db: Kysely<DB>, limit: number): Promise<SitemapMap[]> {
  return loadPublicItems(db, 'maps', limit);
}

async function loadPublicItems(
  db: Kysely<DB>,
  table: 'documents' | 'maps',
  limit: number,
): Promise<SitemapDocument[]> {
  if (limit <= 0) return [];
  // Both tables have the columns read here; the name is typed as one of them for Kysely.
  const rows = await db
    .selectFrom(`${table} as i` as 'documents as i')
    .innerJoin('worlds as w', 'w.id', 'i.world_id')
    .innerJoin('users as u', 'u.id', 'w.owner_id')
    .select(['u.user_name', 'w.url_name', 'i.id', 'i.updated_at'])
    .where('w.is_public', '=', 1)
    .where('w.import_heartbeat_at', 'is', null)
    .where(
      sql<boolean>`(i.visibility = 'public' or (i.visibility is null and w.default_visibility = 'public'))`,
    )
    .orderBy('u.user_name')
    .orderBy('w.url_name')
    .orderBy('i.id')
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    ownerName: row.user_name,
    urlName: row.url_name,
    id: row.id,
    updatedAt: row.updated_at,
  }));
}
