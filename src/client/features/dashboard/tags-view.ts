import type { DocumentSummary } from '../../../shared/schemas/document';

export interface TagGroup<D> {
  /** null for the documents that carry no tag. */
  tag: { id: string; name: string } | null;
  documents: D[];
}

type Tagged = Pick<DocumentSummary, 'id' | 'name' | 'tags'>;

/**
 * The tags view: each tag with the documents that carry it (a document with
 * two tags is under both), tags by name, the untagged documents last.
 * Documents keep the order they came in.
 */
export function groupByTag<D extends Tagged>(
  documents: readonly D[],
  locale?: string,
): TagGroup<D>[] {
  const groups = new Map<string, TagGroup<D>>();
  const untagged: D[] = [];
  for (const document of documents) {
    if (document.tags.length === 0) untagged.push(document);
    for (const tag of document.tags) {
      const group = groups.get(tag.id) ?? { tag: { id: tag.id, name: tag.name }, documents: [] };
      group.documents.push(document);
      groups.set(tag.id, group);
    }
  }
  const collator = new Intl.Collator(locale, { sensitivity: 'base', numeric: true });
  const sorted = [...groups.values()].sort((a, b) => collator.compare(a.tag!.name, b.tag!.name));
  return untagged.length ? [...sorted, { tag: null, documents: untagged }] : sorted;
}
