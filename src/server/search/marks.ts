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

interface Match {
  index: number;
  term: number;
}

/**
 * A character outside ASCII and the General Punctuation block (dashes, curly
 * quotes, "…"), which hold no letters or digits but ASCII's own.
 */
const beyondPlainText = /[^\t-~\u2000-\u206f]/;

/** Where the words of `terms` occur, in order, found by one native regex scan as they are asked for. */
function* matchOffsets(text: string, terms: string[]): Generator<Match> {
  const prefix = lastIsPrefix(terms);
  // Compiling the Unicode classes costs ~0.4 ms for each new query; where every
  // letter and digit is ASCII, ASCII classes without the u flag match the same.
  const plain = !beyondPlainText.test(text) && terms.every((term) => !beyondPlainText.test(term));
  const word = plain ? 'A-Za-z0-9' : '\\p{L}\\p{N}';
  // Terms hold only letters and digits (queryTerms), so they need no escaping.
  const alternatives = terms.map((term, index) =>
    prefix && index === terms.length - 1 ? `${term}[${word}]*` : term,
  );
  const pattern = new RegExp(
    `(?<![${word}])(?:${alternatives.map((a) => `(${a})`).join('|')})(?![${word}])`,
    plain ? 'gi' : 'giu',
  );
  for (const match of text.matchAll(pattern))
    yield { index: match.index, term: match.slice(1).findIndex(Boolean) };
}

/**
 * About `size` words of the text around the matches: the stretch holding
 * the most different terms (the earliest such), the first match a little way
 * in so the reader sees what leads to it; marked, with "…" where cut.
 */
export function snippet(text: string, terms: string[], size = 16): string {
  // About `size` words on either side of the best match: 12 characters a word is plenty.
  const reach = size * 12;
  // The matches are read only as far as the search for the anchor goes: a word
  // found at once (every stretch holding all the terms) leaves the rest of a long
  // body unscanned.
  const offsets = matchOffsets(text, terms);
  const matches: Match[] = [];
  let exhausted = false;
  const readBefore = (limit: number) => {
    while (!exhausted && (matches.at(-1)?.index ?? -1) < limit) {
      const next = offsets.next();
      if (next.done) exhausted = true;
      else matches.push(next.value);
    }
  };
  readBefore(0);
  let anchor = matches[0]?.index ?? 0;
  let bestCount = 0;
  // Reading up to a window's end always reads one match past it, so the loop sees every match.
  for (let at = 0; at < matches.length && bestCount < terms.length; at++) {
    const start = matches[at]?.index ?? 0;
    readBefore(start + reach / 2);
    const near = new Set<number>();
    for (let other = at; other < matches.length; other++) {
      const match = matches[other];
      if (!match || match.index >= start + reach / 2) break;
      near.add(match.term);
    }
    if (near.size > bestCount) {
      bestCount = near.size;
      anchor = start;
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
