import type { ArchiveRows } from '../../../shared/transfer/world-archive';
import { wouldCreateCycle } from '../../../shared/wiki/document-tree';
import { archiveErrors } from './archive-reader';
import type { IdMap } from './id-rewiring';
import type { SlicedWrites } from './sliced-writes';

/** Documents hang from documents without a loop; an archive that says otherwise is damaged. */
export function checkDocumentTree(documents: ArchiveRows['documents']): void {
  const parents = new Map(documents.map((document) => [document.id, document.parentId ?? null]));
  for (const document of documents) {
    const parentId = document.parentId ?? null;
    if (parentId !== null && wouldCreateCycle(document.id, parentId, (id) => parents.get(id)))
      throw archiveErrors.damaged(`documents: ${document.id} is its own ancestor`);
  }
}

/**
 * Sets the imported documents' parents once all of them are in (a parent may
 * come after its child in the archive), one statement per parent. A parent
 * the archive lacks leaves the document at the top level; answers how many.
 */
export async function writeDocumentParents(
  writes: SlicedWrites,
  documents: ArchiveRows['documents'],
  ids: IdMap,
): Promise<number> {
  let dropped = 0;
  const childrenOf = new Map<string, string[]>();
  for (const document of documents) {
    if (!document.parentId) continue;
    const parentId = ids.find('document', document.parentId);
    if (!parentId) {
      dropped += 1;
      continue;
    }
    const children = childrenOf.get(parentId) ?? [];
    children.push(ids.find('document', document.id)!);
    childrenOf.set(parentId, children);
  }
  for (const [parentId, children] of childrenOf) {
    for (let start = 0; start < children.length; start += 500) {
      const slice = children.slice(start, start + 500);
      await writes.write((trx) =>
        trx
          .updateTable('documents')
          .set({ parent_id: parentId })
          .where('id', 'in', slice)
          .execute(),
      );
    }
  }
  return dropped;
}
