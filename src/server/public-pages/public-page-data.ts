import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { isPublicItem } from '../queries/public-items';
import { migrateRichText, type RichText } from '../../shared/wiki/rich-text';
import { withoutSecrets } from '../../shared/wiki/secret-blocks';

/** A public world as its public pages show it. */
export interface PublicWorld {
  id: string;
  ownerName: string;
  urlName: string;
  name: string;
  description: string;
  version: number;
  is_public: number;
  default_visibility: string;
  hasCover: boolean;
}

export interface PublicDocument {
  id: string;
  name: string;
  description: string;
  contents: RichText;
  version: number;
}

export interface PublicDocumentLink {
  id: string;
  name: string;
}

/** At most this many documents listed on a page; the sitemap lists them all. */
export const listedDocumentLimit = 500;

/**
 * The world at /{owner}/{world} when it is public, else undefined: a private,
 * unknown or importing world all look the same to the caller.
 */
export async function loadPublicWorld(
  db: Kysely<DB>,
  ownerName: string,
  urlName: string,
): Promise<PublicWorld | undefined> {
  const row = await db
    .selectFrom('worlds as w')
    .innerJoin('users as u', 'u.id', 'w.owner_id')
    .leftJoin('world_covers as c', 'c.world_id', 'w.id')
    .select([
      'w.id',
      'u.user_name',
      'w.url_name',
      'w.name',
      'w.description',
      'w.version',
      'w.is_public',
      'w.default_visibility',
      'c.world_id as cover_world_id',
    ])
    .where('u.user_name', '=', ownerName)
    .where('w.url_name', '=', urlName)
    .where('w.import_heartbeat_at', 'is', null)
    .where('w.is_public', '=', 1)
    .executeTakeFirst();
  if (!row || row.is_public !== 1) return undefined;
  return {
    id: row.id,
    ownerName: row.user_name,
    urlName: row.url_name,
    name: row.name,
    description: row.description,
    version: row.version,
    is_public: 1,
    default_visibility: row.default_visibility ?? 'members',
    hasCover: row.cover_world_id !== null,
  };
}

/** A public document of a public world, secrets cut, or undefined (members-only or unknown). */
export async function loadPublicDocument(
  db: Kysely<DB>,
  world: PublicWorld,
  documentId: string,
): Promise<PublicDocument | undefined> {
  const row = await db
    .selectFrom('documents as d')
    .select(['d.id', 'd.name', 'd.description', 'd.contents', 'd.version'])
    .where('d.world_id', '=', world.id)
    .where('d.id', '=', documentId)
    .where(isPublicItem('d.visibility', world))
    .executeTakeFirst();
  if (!row) return undefined;
  // Readers see no secret block, whatever roles it names.
  const contents = withoutSecrets(migrateRichText(safeJson(row.contents)), 'reader');
  return { ...row, contents };
}

/** The public documents of a public world, by name. */
export async function loadPublicDocumentLinks(
  db: Kysely<DB>,
  world: PublicWorld,
  limit: number = listedDocumentLimit,
): Promise<PublicDocumentLink[]> {
  return db
    .selectFrom('documents as d')
    .select(['d.id', 'd.name'])
    .where('d.world_id', '=', world.id)
    .where(isPublicItem('d.visibility', world))
    .orderBy('d.name_key')
    .orderBy('d.id')
    .limit(limit)
    .execute();
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
