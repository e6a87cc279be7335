import { nameShapeWords } from '../../scripts/generate/prose';
import { functionWords, worldWords } from '../../scripts/generate/vocabulary';

/**
 * The search queries of the wiki bench, fixed lists drawn from the generated
 * vocabulary (scripts/generate/vocabulary.ts), which is Zipf-distributed:
 *  - common: the most frequent words, and 2–3 letter prefixes as typed, each
 *    matching thousands of the 10,000 documents ("the" matches all);
 *  - two-word: an adjective and a noun of the world's words, both frequent,
 *    so the engine intersects two long lists;
 *  - rare: the invented names the documents are about (in a handful of documents).
 */
const adjectives = [
  'old',
  'black',
  'great',
  'silver',
  'iron',
  'dark',
  'high',
  'deep',
  'red',
  'holy',
  'broken',
];
const nouns = [
  'king',
  'river',
  'sea',
  'tower',
  'sword',
  'city',
  'gate',
  'temple',
  'road',
  'forest',
];

export const twoWordQueries: string[] = adjectives.flatMap((adjective) =>
  nouns.map((noun) => `${adjective} ${noun}`),
);

export const commonQueries: string[] = [
  ...new Set([
    ...functionWords.slice(0, 30),
    ...worldWords.slice(0, 60),
    ...worldWords.slice(0, 20).map((word) => word.slice(0, 3)),
    ...functionWords.slice(0, 10).map((word) => word.slice(0, 2)),
  ]),
];

/** From document names: the invented word of each (names are "<Subject> Reach", "Faith of <Subject>", ...). */
export function rareQueries(documentNames: string[]): string[] {
  return documentNames.flatMap((name) => {
    const invented = name.split(' ').filter((word) => !nameShapeWords.has(word.toLowerCase()));
    const longest = invented.sort((a, b) => b.length - a.length)[0];
    return longest ? [longest.toLowerCase()] : [];
  });
}
