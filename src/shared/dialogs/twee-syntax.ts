/**
 * What the Twee exporter and reader share: the story formats, the header
 * escapes of Twee 3 and the expression pieces (literals, comparisons) the
 * three formats write alike or nearly so.
 */
export const tweeFormats = ['sugarcube', 'harlowe', 'chapbook'] as const;
export type TweeFormat = (typeof tweeFormats)[number];

/** The `format` and `format-version` of StoryData for each story format. */
export const tweeStoryFormats: Record<TweeFormat, { name: string; version: string }> = {
  sugarcube: { name: 'SugarCube', version: '2.37.3' },
  harlowe: { name: 'Harlowe', version: '3.3.9' },
  chapbook: { name: 'Chapbook', version: '2.3.0' },
};

export function tweeFormatOf(name: unknown): TweeFormat | undefined {
  if (typeof name !== 'string') return undefined;
  const key = name.trim().toLowerCase();
  return tweeFormats.find((format) => format === key);
}

/**
 * Harlowe and Chapbook read a passage's text as markup (Harlowe's own, or
 * Markdown with Chapbook's inserts and modifiers), and both show an HTML
 * character reference as the character: the characters that could start
 * markup are written as references, and so is the first character of a line
 * that is not a letter or a space (lists, headings, `--`, `::`).
 */
const harloweMarkup = /[\\`*_{}[\]<>#|~&$^=()'/-]/;
const chapbookMarkup = /[\\`*_{}[\]<>#|~&$^=-]/;

export function entityEscaped(text: string, format: 'harlowe' | 'chapbook'): string {
  const special = format === 'harlowe' ? harloweMarkup : chapbookMarkup;
  let out = '';
  let index = 0;
  for (const character of text) {
    const first = index === 0 && !/[\p{L} ]/u.test(character);
    out += first || special.test(character) ? `&#${character.codePointAt(0)};` : character;
    index++;
  }
  return out;
}

const namedEntities: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
};

/** HTML character references as the characters a browser shows for them. */
export function entitiesDecoded(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, body: string) => {
    if (body[0] === '#') {
      const code =
        body[1] === 'x' || body[1] === 'X' ? parseInt(body.slice(2), 16) : Number(body.slice(1));
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return namedEntities[body.toLowerCase()] ?? whole;
  });
}

/** Twee 3: the tag and metadata openers, and the backslash, are escaped in a passage name. */
export function escapeHeaderName(name: string): string {
  return name.replace(/[\\[\]{}]/g, (character) => `\\${character}`);
}

/** SugarCube's special passages (besides StoryTitle and StoryData): scripts and chrome, not story. */
export const sugarCubeSpecialPassages: readonly string[] = [
  'StoryInit',
  'StoryCaption',
  'StoryMenu',
  'StoryBanner',
  'StorySubtitle',
  'StoryAuthor',
  'StoryDisplayTitle',
  'StoryInterface',
  'StoryShare',
  'StorySettings',
  'StoryIncludes',
  'PassageReady',
  'PassageDone',
  'PassageHeader',
  'PassageFooter',
];
