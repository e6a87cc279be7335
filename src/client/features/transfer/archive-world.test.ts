import { describe, expect, it } from 'vitest';
import { readArchiveWorld, worldFromFileName } from './archive-world';
import { zipOf } from '../../../../tests/kits/client/test-zip';

const worldJson = (world: object) =>
  JSON.stringify({ world, calendar: {}, members: [], cover: null });

describe('readArchiveWorld', () => {
  it('reads the name and address from a deflated world.json among other entries', async () => {
    const archive = zipOf(
      [
        { name: 'manifest.json', text: '{"format":"loreweave-world"}', deflate: true },
        {
          name: 'world.json',
          text: worldJson({ name: 'Срединные земли', urlName: 'middle' }),
          deflate: true,
        },
        { name: 'data/tags.json', text: '[]' },
      ],
      'a comment after the directory',
    );
    expect(await readArchiveWorld(archive)).toEqual({ name: 'Срединные земли', urlName: 'middle' });
  });

  it('reads a stored entry, and leaves an unusable archived address empty', async () => {
    const archive = zipOf([
      { name: 'world.json', text: worldJson({ name: 'The Elder Realm', urlName: 'Bad URL' }) },
    ]);
    expect(await readArchiveWorld(archive)).toEqual({ name: 'The Elder Realm', urlName: '' });
  });

  it('is null for what it cannot read: not a zip, no world.json, broken JSON', async () => {
    expect(await readArchiveWorld(new Blob(['just text']))).toBeNull();
    expect(await readArchiveWorld(zipOf([{ name: 'manifest.json', text: '{}' }]))).toBeNull();
    expect(await readArchiveWorld(zipOf([{ name: 'world.json', text: '{"world": ' }]))).toBeNull();
  });
});

describe('worldFromFileName', () => {
  it('drops .zip and the export date', () => {
    expect(worldFromFileName('Aerth-2026-11-27.zip')).toEqual({ name: 'Aerth', urlName: '' });
  });
});
