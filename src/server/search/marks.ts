import { lastIsPrefix, markEnd, markStart } from './search-terms';

/**
 * Highlights for engines that would rather not (PostgreSQL's ts_headline
 * parses the whole body of every hit: about a millisecond per 1,000-word
 * document). Words are runs of letters and digits, compared in lower case:
 * the same words the 'simple' text search configuration sees.
 */
const wordPattern = /[\p{L}\p{N}]+/gu;

type WordTest = (word: string) => number;

/** Index of the term a word matches (the last term as a prefix while typed), or -1. */
function termMatcher(terms: string[]): WordTest {
  const prefix = lastIsPrefix(terms) ? terms[terms.length - 1] : undefined;
  return (word) => {
    const lower = word.toLowerCase();
    const exact = terms.indexOf(lower);
    if (exact >= 0) return exact;
    return prefix !== undefined && lower.startsWith(prefix) ? terms.length - 1 : -1;
  };
}

interface Word {
  start: number;
  end: number;
  term: number;
}

function wordsOf(text: string, test: WordTest): Word[] {
  return [...text.matchAll(wordPattern)].map((match) => ({
    start: match.index,
    end: match.index + match[0].length,
    term: test(match[0]),
  }));
}

function marked(text: string, words: Word[], from: number, to: number): string {
  let out = '';
  let at = from;
  for (const word of words) {
    if (word.term < 0 || word.start < from || word.end > to) continue;
    out += text.slice(at, word.start) + markStart + text.slice(word.start, word.end) + markEnd;
    at = word.end;
  }
  return out + text.slice(at, to);
}

/** The whole text with every matched word marked (for titles). */
export function markAll(text: string, terms: string[]): string {
  return marked(text, wordsOf(text, termMatcher(terms)), 0, text.length);
}

/** Where the words of `terms` occur, found by one native regex scan (a body is read only near them). */
function matchOffsets(text: string, terms: string[]): { index: number; term: number }[] {
  const prefix = lastIsPrefix(terms);
  // Terms hold only letters and digits (queryTerms), so they need no escaping.
  const alternatives = terms.map((term, index) =>
    prefix && index === terms.length - 1 ? `${term}[\\p{L}\\p{N}]*` : term,
  );
  const pattern = new RegExp(
    `(?<![\\p{L}\\p{N}])(?:${alternatives.map((a) => `(${a})`).join('|')})(?![\\p{L}\\p{N}])`,
    'giu',
  );
  return [...text.matchAll(pattern)].map((match) => ({
    index: match.index,
    term: match.slice(1).findIndex(Boolean),
  }));
}

/**
 * About `size` words of the text around the matches: the stretch holding
 * the most different terms (the earliest such), the first match a little way
 * in so the reader sees what leads to it; marked, with "…" where cut.
 */
export function snippet(text: string, terms: string[], size = 16): string {
  const matches = matchOffsets(text, terms);
  // About `size` words on either side of the best match: 12 characters a word is plenty.
  const reach = size * 12;
  let anchor = matches[0]?.index ?? 0;
  let bestCount = 0;
  for (const match of matches) {
    if (bestCount === terms.length) break;
    const near = new Set(
      matches
        .filter((other) => other.index >= match.index && other.index < match.index + reach / 2)
        .map((other) => other.term),
    );
    if (near.size > bestCount) {
      bestCount = near.size;
      anchor = match.index;
    }
  }
  const from = Math.max(0, anchor - reach);
  const region = text.slice(from, anchor + reach);
  const words = wordsOf(region, termMatcher(terms));
  if (words.length === 0) return '';
  const anchorWord = Math.max(
    0,
    words.findIndex((word) => word.start + from >= anchor),
  );
  const first = Math.max(0, Math.min(anchorWord - Math.floor(size / 4), words.length - size));
  const last = Math.min(words.length, first + size) - 1;
  const start = (words[first]?.start ?? 0) + from;
  const end = (words[last]?.end ?? region.length) + from;
  const shifted = words.map((word) => ({
    ...word,
    start: word.start + from,
    end: word.end + from,
  }));
  const before = /[\p{L}\p{N}]/u.test(text.slice(0, start));
  const after = /[\p{L}\p{N}]/u.test(text.slice(end));
  return `${before ? '…' : ''}${marked(text, shifted, start, end)}${after ? '…' : ''}`;
}
