import { diffLines, diffWordsWithSpace } from 'diff';
import { plainText, type RichText } from '../../../shared/wiki/rich-text';

/** One state of a document as the history compares it: a revision, the saved document, or unsaved edits. */
export interface Snapshot {
  name: string;
  type: string;
  description: string;
  tags: readonly string[];
  contents: RichText;
}

export interface DiffSegment {
  kind: 'same' | 'added' | 'removed';
  text: string;
}

export type DiffBlock =
  | { kind: 'same' | 'added' | 'removed'; lines: string[] }
  /** A line edited in place: its words, kept, removed and added. */
  | { kind: 'changed'; segments: DiffSegment[] };

export type FieldChange =
  | { field: 'name' | 'type'; before: string; after: string }
  | { field: 'tags'; added: string[]; removed: string[] }
  | { field: 'description'; blocks: DiffBlock[] };

function splitLines(value: string): string[] {
  const lines = value.split('\n');
  if (lines.at(-1) === '') lines.pop();
  return lines;
}

/**
 * The difference of two texts, line by line; a line replaced by one other
 * line is shown word by word, which is how a reader spots a changed name.
 */
export function diffText(before: string, after: string): DiffBlock[] {
  // Every line ends with a newline, so a last line is not "changed" when a line follows it.
  const changes = diffLines(withFinalNewline(before), withFinalNewline(after));
  const blocks: DiffBlock[] = [];
  for (let index = 0; index < changes.length; index += 1) {
    const change = changes[index]!;
    const next = changes[index + 1];
    const lines = splitLines(change.value);
    if (change.removed && next?.added) {
      const added = splitLines(next.value);
      if (added.length === lines.length) {
        lines.forEach((line, at) => blocks.push(...pairLines(line, added[at]!)));
      } else {
        blocks.push({ kind: 'removed', lines }, { kind: 'added', lines: added });
      }
      index += 1;
    } else {
      blocks.push({ kind: change.added ? 'added' : change.removed ? 'removed' : 'same', lines });
    }
  }
  return blocks;
}

/** Below this share of kept characters, an edited line reads better as one line out and one in. */
const similarEnough = 0.4;

function pairLines(before: string, after: string): DiffBlock[] {
  if (!before.trim()) return [{ kind: 'added', lines: [after] }];
  if (!after.trim()) return [{ kind: 'removed', lines: [before] }];
  const segments = diffWords(before, after);
  const kept = segments.reduce(
    (sum, part) => sum + (part.kind === 'same' ? part.text.trim().length : 0),
    0,
  );
  if (kept / Math.max(before.trim().length, after.trim().length) < similarEnough) {
    return [
      { kind: 'removed', lines: [before] },
      { kind: 'added', lines: [after] },
    ];
  }
  return [{ kind: 'changed', segments }];
}

function withFinalNewline(value: string): string {
  return value === '' || value.endsWith('\n') ? value : `${value}\n`;
}

function diffWords(before: string, after: string): DiffSegment[] {
  return diffWordsWithSpace(before, after).map((part) => ({
    kind: part.added ? 'added' : part.removed ? 'removed' : 'same',
    text: part.value,
  }));
}

/** What changed besides the text: name, type, tags and description. */
export function fieldChanges(before: Snapshot, after: Snapshot): FieldChange[] {
  const changes: FieldChange[] = [];
  if (before.name !== after.name)
    changes.push({ field: 'name', before: before.name, after: after.name });
  if (before.type !== after.type)
    changes.push({ field: 'type', before: before.type, after: after.type });
  const beforeTags = new Set(before.tags.map((tag) => tag.toLowerCase()));
  const afterTags = new Set(after.tags.map((tag) => tag.toLowerCase()));
  const added = after.tags.filter((tag) => !beforeTags.has(tag.toLowerCase()));
  const removed = before.tags.filter((tag) => !afterTags.has(tag.toLowerCase()));
  if (added.length || removed.length) changes.push({ field: 'tags', added, removed });
  if (before.description !== after.description) {
    changes.push({ field: 'description', blocks: diffText(before.description, after.description) });
  }
  return changes;
}

/** Lines added and removed, for a one-line summary ("+3 −1"); an edited line counts once each way. */
export function diffStats(blocks: readonly DiffBlock[]): { added: number; removed: number } {
  let added = 0;
  let removed = 0;
  for (const block of blocks) {
    if (block.kind === 'added') added += block.lines.length;
    else if (block.kind === 'removed') removed += block.lines.length;
    else if (block.kind === 'changed') {
      added += 1;
      removed += 1;
    }
  }
  return { added, removed };
}

/** Everything the history shows for two snapshots. */
export function compareSnapshots(before: Snapshot, after: Snapshot) {
  const text = diffText(plainText(before.contents.doc), plainText(after.contents.doc));
  return { fields: fieldChanges(before, after), text, stats: diffStats(text) };
}
