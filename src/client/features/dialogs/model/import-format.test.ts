// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { importFormatOf, importFormatOfFile } from './import-format';

describe('importFormatOf', () => {
  it('takes the format from the extension first', () => {
    expect(importFormatOf('tavern.twee', '{}')).toBe('twee-3');
    expect(importFormatOf('Tavern.TW', '')).toBe('twee-3');
    expect(importFormatOf('tavern.yarn', '')).toBe('yarn-2');
    expect(importFormatOf('tavern.lorehub.json', ':: Start')).toBe('lorehub-v2');
  });

  it('reads the first characters of a file without a known extension', () => {
    expect(importFormatOf('story.txt', '\uFEFF:: StoryTitle\nNight')).toBe('twee-3');
    expect(importFormatOf('story', 'Some notes\n:: Start\nHi')).toBe('twee-3');
    expect(importFormatOf('dialog.txt', 'title: Start\n---\nHi\n===')).toBe('yarn-2');
    expect(importFormatOf('export', '  {"type": "@lorehub/export-schema"}')).toBe('lorehub-v2');
  });
});

describe('importFormatOfFile', () => {
  it('reads the start of a file only when its extension does not tell', async () => {
    const twee = new Blob([':: Start\nHello']);
    const unread = { name: 'a.yarn', slice: () => new Blob(['{}']) };
    expect(await importFormatOfFile({ name: 'story.txt', slice: (...a) => twee.slice(...a) })).toBe(
      'twee-3',
    );
    expect(await importFormatOfFile(unread)).toBe('yarn-2');
  });
});
