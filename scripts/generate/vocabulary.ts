import type { Random } from './random';

/**
 * Words for generated documents. Natural text follows Zipf's law: the word of
 * rank r appears about 1/r as often as the most frequent one. The head is real
 * English (function words, then worldbuilding words), the long tail is
 * pronounceable invented words, so a search for "the" matches every document,
 * "river" thousands, a tail word a handful, and an invented name only the
 * documents that speak of it.
 */
export const functionWords = (
  'the of and to a in that was he it with his as for on her they at by from ' +
  'which had but this be were is not are an their she or have all its who one ' +
  'them there been when would into more than some what so no only other after ' +
  'over before under between against through across beyond upon while where'
).split(' ');

export const worldWords = (
  'king queen river city sea mountain forest war blood shadow fire stone iron ' +
  'gold silver crown sword lord lady temple god gods ship ships harbour storm ' +
  'night day moon sun star stars wind rain snow ice tower gate wall walls road ' +
  'village castle keep bridge island islands coast desert marsh valley hill ' +
  'hills cave tomb ruin ruins empire kingdom realm order guild clan house ' +
  'family father mother son daughter brother sister child children heir prince ' +
  'princess knight soldier soldiers army battle siege treaty council priest ' +
  'priestess witch mage magic spell rune runes curse oath vow debt trade ' +
  'merchant merchants market coin salt grain wine bread horse horses wolf ' +
  'wolves dragon serpent beast bird crow raven bear deer fish whale spirit ' +
  'ghost dead death grave bones ash smoke flame lantern light dark darkness ' +
  'bell song songs tale legend book books scroll map letter name names word ' +
  'words voice silence year years age ages season winter summer spring autumn ' +
  'north south east west old new first last great small long high deep black ' +
  'white red green blue grey broken hidden lost ancient sacred cold warm wild ' +
  'holy secret true false elder young faith hope fear anger grief pride honour ' +
  'power rule law crime exile journey path hunt feast festival ritual prayer ' +
  'altar shrine relic chain ring cloak mask shield spear bow arrow blade ' +
  'hammer anvil forge mine miner miners farmer farmers fisher sailor sailors ' +
  'captain crew pirate pirates smuggler thief spy envoy scholar archive library ' +
  'school tongue language custom customs dance music mountainside lake well ' +
  'spring field fields orchard garden wheat barley field tide tides reef wreck ' +
  'lighthouse beacon signal border frontier garrison fort outpost camp tent ' +
  'caravan wagon cart road travellers pilgrims pilgrimage rebellion revolt ' +
  'heresy heretic prophecy prophet vision dream dreams omen sign comet eclipse'
).split(' ');

const syllables = (
  'ka ri el an tho ven mar is dor al ur ae th ul ro sa mi ne vor ga li ' +
  'ya qu ess dra wyn bel cor fen gil hal jor ker lun mor nym ost pel ras ' +
  'sil tav ulm var wen xan yor zel ith ond ard eth ian ora una ive'
).split(' ');

/** A pronounceable invented word of 2–4 syllables. */
export function inventedWord(random: Random, minSyllables = 2, maxSyllables = 4): string {
  let word = '';
  for (let count = random.int(minSyllables, maxSyllables); count > 0; count--)
    word += random.pick(syllables);
  return word;
}

export function capitalize(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}

/**
 * Draws words by Zipf–Mandelbrot rank, weight 1 / (rank + 2.7)^1.15: "the"
 * is about 5 % of the words and the real-word head about 72 %, as in English.
 */
export class ZipfWords {
  private readonly words: string[];
  private readonly cumulative: Float64Array;

  constructor(random: Random, tailSize = 20_000) {
    const seen = new Set<string>();
    const words: string[] = [];
    const add = (word: string) => {
      if (seen.has(word)) return;
      seen.add(word);
      words.push(word);
    };
    functionWords.forEach(add);
    worldWords.forEach(add);
    while (words.length < functionWords.length + worldWords.length + tailSize)
      add(inventedWord(random, 2, 3));
    this.words = words;
    this.cumulative = new Float64Array(words.length);
    let total = 0;
    for (let rank = 0; rank < words.length; rank++) {
      total += 1 / (rank + 1 + 2.7) ** 1.15;
      this.cumulative[rank] = total;
    }
  }

  next(random: Random): string {
    const target = random.next() * (this.cumulative[this.cumulative.length - 1] ?? 0);
    let low = 0;
    let high = this.cumulative.length - 1;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if ((this.cumulative[middle] ?? 0) < target) low = middle + 1;
      else high = middle;
    }
    return this.words[low] ?? 'the';
  }
}
