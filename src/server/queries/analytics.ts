import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import type { Analytics } from '../../shared/schemas/dashboard';

/** Figures of one world for the analytics page. */
export async function loadAnalytics(db: Kysely<DB>, worldId: string): Promise<Analytics> {
  const [created, eventsCreated, contributions, tags, orphans] = await Promise.all([
    db.selectFrom('documents').select('created_at').where('world_id', '=', worldId).execute(),
    db.selectFrom('events').select('created_at').where('world_id', '=', worldId).execute(),
    db
      .selectFrom('activities')
      .innerJoin('users', 'users.id', 'activities.user_id')
      .select(['users.id', 'users.user_name'])
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('activities.world_id', '=', worldId)
      .groupBy(['users.id', 'users.user_name'])
      .orderBy('count', 'desc')
      .limit(50)
      .execute(),
    db
      .selectFrom('tags')
      .leftJoin('document_tags', 'document_tags.tag_id', 'tags.id')
      .select(['tags.id', 'tags.name'])
      .select((eb) => eb.fn.count<number>('document_tags.document_id').as('count'))
      .where('tags.world_id', '=', worldId)
      .groupBy(['tags.id', 'tags.name'])
      .orderBy('count', 'desc')
      .limit(50)
      .execute(),
    db
      .selectFrom('documents')
      .select(['documents.id', 'documents.name', 'documents.type'])
      .where('documents.world_id', '=', worldId)
      .where((eb) =>
        eb.and([
          eb.not(
            eb.exists(
              eb
                .selectFrom('document_links')
                .select('source_id')
                .whereRef('document_links.source_id', '=', 'documents.id'),
            ),
          ),
          eb.not(
            eb.exists(
              eb
                .selectFrom('document_links')
                .select('target_id')
                .whereRef('document_links.target_id', '=', 'documents.id'),
            ),
          ),
          eb.not(
            eb.exists(
              eb
                .selectFrom('event_documents')
                .select('event_id')
                .whereRef('event_documents.document_id', '=', 'documents.id'),
            ),
          ),
          eb.not(
            eb.exists(
              eb
                .selectFrom('relations')
                .select('id')
                .whereRef('relations.source_id', '=', 'documents.id'),
            ),
          ),
          eb.not(
            eb.exists(
              eb
                .selectFrom('relations')
                .select('id')
                .whereRef('relations.target_id', '=', 'documents.id'),
            ),
          ),
          eb.not(
            eb.exists(
              eb
                .selectFrom('image_documents')
                .select('image_id')
                .whereRef('image_documents.document_id', '=', 'documents.id'),
            ),
          ),
        ]),
      )
      .orderBy('documents.name_key')
      .limit(100)
      .execute(),
  ]);
  return {
    documentsPerMonth: perMonth(created.map((row) => row.created_at)),
    eventsPerMonth: perMonth(eventsCreated.map((row) => row.created_at)),
    contributions: contributions.map((row) => ({
      userId: row.id,
      userName: row.user_name,
      count: Number(row.count),
    })),
    tags: tags.map((row) => ({ id: row.id, name: row.name, count: Number(row.count) })),
    orphans,
  };
}

/** Counts per "YYYY-MM", with empty months between the first and the last filled in. */
export function perMonth(timestamps: string[]): { month: string; count: number }[] {
  const counts = new Map<string, number>();
  for (const stamp of timestamps)
    counts.set(stamp.slice(0, 7), (counts.get(stamp.slice(0, 7)) ?? 0) + 1);
  const months = [...counts.keys()].sort();
  if (months.length === 0) return [];
  const result: { month: string; count: number }[] = [];
  let [year, month] = months[0]!.split('-').map(Number) as [number, number];
  const last = months[months.length - 1]!;
  for (;;) {
    const key = `${year}-${String(month).padStart(2, '0')}`;
    result.push({ month: key, count: counts.get(key) ?? 0 });
    if (key >= last) break;
    month += 1;
    if (month > 12) {
      month = 1;
      year += 1;
    }
  }
  return result;
}
