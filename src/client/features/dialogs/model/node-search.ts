/** Folds case and the Russian ё, so "ежик" finds "Ёжик". */
const folded = (text: string) => text.toLocaleLowerCase().replace(/ё/g, 'е');

/**
 * The items whose texts hold every word of the query, in their own order, at
 * most `limit` of them: "guard coin" finds the guard's line about the coin.
 * An empty query finds nothing (the search box shows no list until typed in).
 */
export function searchNodes<T>(
  items: readonly T[],
  textsOf: (item: T) => readonly string[],
  query: string,
  limit: number,
): T[] {
  const words = folded(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [];
  const found: T[] = [];
  for (const item of items) {
    const haystack = folded(textsOf(item).join('\n'));
    if (words.every((word) => haystack.includes(word))) found.push(item);
    if (found.length >= limit) break;
  }
  return found;
}
