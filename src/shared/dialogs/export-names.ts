/**
 * Unique names for things an export refers to by name (Yarn titles, Twee
 * passages, variables), made from each item's own base name: the first keeps
 * it, later ones get `${base}${separator}2`, `…3`; reserved names are never
 * given out. Deterministic: the same items in the same order get the same names.
 */
export function uniqueNames<T>(
  items: readonly T[],
  baseName: (item: T) => string,
  options: {
    reserved?: Iterable<string>;
    separator?: string;
    fold?: (name: string) => string;
  } = {},
): Map<T, string> {
  const fold = options.fold ?? ((name: string) => name);
  const separator = options.separator ?? '_';
  const taken = new Set([...(options.reserved ?? [])].map(fold));
  const names = new Map<T, string>();
  for (const item of items) {
    if (names.has(item)) continue;
    const base = baseName(item);
    let name = base;
    for (let counter = 2; taken.has(fold(name)); counter++) name = `${base}${separator}${counter}`;
    taken.add(fold(name));
    names.set(item, name);
  }
  return names;
}

/** Letters, digits and `_` only, starting with a letter (what Yarn Spinner accepts as a node title). */
export function identifierOf(text: string, prefix: string): string {
  const cleaned = text.replace(/[^A-Za-z0-9_]/g, '_');
  return /^[A-Za-z]/.test(cleaned) ? cleaned : `${prefix}${cleaned}`;
}
