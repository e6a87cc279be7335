import { richTextVersion, type RichNode, type RichText } from '../../src/shared/wiki/rich-text';
import { templateSections, type DocumentType } from '../../src/shared/wiki/document-types';
import type { Random } from './random';
import { capitalize, inventedWord, type ZipfWords } from './vocabulary';

/** A document before its text is written: enough for others to mention it. */
export interface PlannedDocument {
  id: string;
  name: string;
  type: DocumentType;
  /** The invented word the document is about; rare in the world, so a good search. */
  subject: string;
}

const suffixes = {
  location: ['Reach', 'Hollow', 'Crossing', 'Harbour', 'Vale', 'Spire'],
  faction: ['Compact', 'Order', 'Circle', 'Company', 'Wardens'],
  item: ['Lantern', 'Blade', 'Crown', 'Codex', 'Bell', 'Ring'],
  creature: ['Wyrm', 'Stalker', 'Moth', 'Hound', 'Serpent'],
  event: ['Fall', 'Siege', 'Burning', 'Founding', 'Flight'],
  lore: ['Song', 'Legend', 'Riddle', 'Chronicle'],
};

const nameShapes: Record<DocumentType, (subject: string, random: Random) => string> = {
  character: (subject, random) => `${capitalize(inventedWord(random, 1, 2))} ${subject}`,
  location: (subject, random) => `${subject} ${random.pick(suffixes.location)}`,
  faction: (subject, random) => `The ${subject} ${random.pick(suffixes.faction)}`,
  item: (subject, random) => `${subject} ${random.pick(suffixes.item)}`,
  creature: (subject, random) => `${subject} ${random.pick(suffixes.creature)}`,
  culture: (subject) => `The ${subject} People`,
  religion: (subject) => `Faith of ${subject}`,
  event: (subject, random) => `${random.pick(suffixes.event)} of ${subject}`,
  lore: (subject, random) => `${random.pick(suffixes.lore)} of ${subject}`,
  note: (subject) => `Notes on ${subject}`,
};

/** The real words of generated names; the other words of a name are invented (rare, good searches). */
export const nameShapeWords: ReadonlySet<string> = new Set(
  [...Object.values(suffixes).flat(), 'The', 'People', 'Faith', 'of', 'Notes', 'on'].map((word) =>
    word.toLowerCase(),
  ),
);

/** A unique name for a document of this type, built around a new invented subject. */
export function planName(
  random: Random,
  type: DocumentType,
  takenSubjects: Set<string>,
  takenNames: Set<string>,
) {
  for (;;) {
    const subject = capitalize(inventedWord(random, 2, 4));
    if (takenSubjects.has(subject)) continue;
    const name = nameShapes[type](subject, random);
    if (takenNames.has(name.toLowerCase())) continue;
    takenSubjects.add(subject);
    takenNames.add(name.toLowerCase());
    return { subject, name };
  }
}

/** "POINTS_OF_INTEREST" → "Points of interest". */
function headingText(key: string): string {
  return capitalize(key.toLowerCase().replace(/_/g, ' '));
}

/**
 * Writes about `words` words of Zipf-distributed prose under the type's
 * template headings; the subject recurs, and each document in `mentions`
 * appears once as an `@` mention (a TipTap mention node).
 */
export function writeContents(
  random: Random,
  vocabulary: ZipfWords,
  document: PlannedDocument,
  mentions: PlannedDocument[],
  words: number,
): RichText {
  const headings = templateSections[document.type];
  const paragraphs = Math.max(headings.length, Math.round(words / 125));
  const perParagraph = Math.round(words / paragraphs);
  const content: RichNode[] = [];
  const mentionAt = new Map<number, PlannedDocument[]>();
  for (const target of mentions) {
    const at = random.int(0, paragraphs - 1);
    mentionAt.set(at, [...(mentionAt.get(at) ?? []), target]);
  }
  const sectionOf = (index: number) => Math.floor((index * headings.length) / paragraphs);
  for (let index = 0; index < paragraphs; index++) {
    // The template's sections in order, spread evenly over the paragraphs.
    const heading = headings[sectionOf(index)];
    if (heading && (index === 0 || sectionOf(index - 1) !== sectionOf(index))) {
      content.push({
        type: 'heading',
        attrs: { level: 2 },
        content: [{ type: 'text', text: headingText(heading) }],
      });
    }
    content.push(
      paragraph(random, vocabulary, document.subject, perParagraph, mentionAt.get(index) ?? []),
    );
  }
  return { v: richTextVersion, doc: { type: 'doc', content } };
}

/** One sentence of 6–22 words; `subject` is woven in about one sentence in six. */
export function sentence(random: Random, vocabulary: ZipfWords, subject: string): string {
  const length = random.int(6, 22);
  const words: string[] = [];
  for (let index = 0; index < length; index++) words.push(vocabulary.next(random));
  if (random.next() < 1 / 6) words.splice(random.int(1, length - 1), 0, subject);
  if (length > 12 && random.next() < 0.5) words[random.int(3, length - 4)] += ',';
  return `${capitalize(words.join(' '))}.`;
}

function paragraph(
  random: Random,
  vocabulary: ZipfWords,
  subject: string,
  words: number,
  mentions: PlannedDocument[],
): RichNode {
  const inline: RichNode[] = [];
  let text = '';
  let written = 0;
  const pending = [...mentions];
  while (written < words) {
    const next = sentence(random, vocabulary, subject);
    written += next.split(' ').length;
    text += (text ? ' ' : '') + next;
    const target = pending.length > 0 && random.next() < 0.3 ? pending.shift() : undefined;
    if (target) {
      inline.push({ type: 'text', text: `${text} See ` });
      inline.push({ type: 'mention', attrs: { id: target.id, label: target.name } });
      text = '.';
    }
  }
  for (const target of pending) {
    inline.push({ type: 'text', text: `${text} See also ` });
    inline.push({ type: 'mention', attrs: { id: target.id, label: target.name } });
    text = '.';
  }
  inline.push({ type: 'text', text });
  return { type: 'paragraph', content: inline };
}
