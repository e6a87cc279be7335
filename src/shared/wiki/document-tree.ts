/**
 * Documents nested inside documents (a city inside its region): pure tree
 * arithmetic shared by the server's checks and the client's views.
 */
export interface TreeLink {
  id: string;
  parentId: string | null;
}

/**
 * True when putting `documentId` inside `parentId` would close a loop: the
 * parent is the document itself or sits somewhere below it. `parentOf`
 * answers a document's current parent (undefined when unknown). A loop
 * already in the data stops the walk instead of spinning.
 */
export function wouldCreateCycle(
  documentId: string,
  parentId: string | null,
  parentOf: (id: string) => string | null | undefined,
): boolean {
  const seen = new Set<string>();
  for (let at = parentId; at; at = parentOf(at) ?? null) {
    if (at === documentId) return true;
    if (seen.has(at)) return false;
    seen.add(at);
  }
  return false;
}

export interface TreeIndex<T extends TreeLink> {
  byId: Map<string, T>;
  /** Children of each document, and of `null` for the top level; in the order given. */
  children: Map<string | null, T[]>;
}

/**
 * Groups the given documents by parent. A parent that is not among them (one
 * the caller may not see) counts as none: the child shows at the top level.
 */
export function indexTree<T extends TreeLink>(items: readonly T[]): TreeIndex<T> {
  const byId = new Map(items.map((item) => [item.id, item]));
  const children = new Map<string | null, T[]>();
  for (const item of items) {
    const parent = visibleParent(item, byId);
    const list = children.get(parent);
    if (list) list.push(item);
    else children.set(parent, [item]);
  }
  return { byId, children };
}

function visibleParent<T extends TreeLink>(item: T, byId: Map<string, T>): string | null {
  if (!item.parentId || !byId.has(item.parentId)) return null;
  // A loop (data written around the checks) is broken at the item that closes it.
  return wouldCreateCycle(item.id, item.parentId, (id) => byId.get(id)?.parentId)
    ? null
    : item.parentId;
}

/** The documents above `id`, from the top down (not `id` itself); empty at the top level. */
export function ancestorsOf<T extends TreeLink>(index: TreeIndex<T>, id: string): T[] {
  const path: T[] = [];
  const seen = new Set<string>([id]);
  let at = index.byId.get(id);
  while (at) {
    const parentId = visibleParent(at, index.byId);
    if (!parentId || seen.has(parentId)) break;
    seen.add(parentId);
    at = index.byId.get(parentId);
    if (at) path.unshift(at);
  }
  return path;
}

/** Every document below `id`, at any depth. */
export function descendantIdsOf<T extends TreeLink>(index: TreeIndex<T>, id: string): Set<string> {
  const found = new Set<string>();
  const queue = [id];
  while (queue.length) {
    for (const child of index.children.get(queue.pop()!) ?? []) {
      if (found.has(child.id) || child.id === id) continue;
      found.add(child.id);
      queue.push(child.id);
    }
  }
  return found;
}

/** Counts every document below `id`, at any depth. */
export function descendantCount<T extends TreeLink>(index: TreeIndex<T>, id: string): number {
  return descendantIdsOf(index, id).size;
}
