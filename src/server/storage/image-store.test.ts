import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LocalImageStore } from './image-store';

let root: string;
beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'image-store-'));
});
afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

async function read(store: LocalImageStore, worldId: string, name: string): Promise<Buffer | null> {
  const opened = await store.open(worldId, name);
  if (!opened) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of opened.stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

describe('LocalImageStore', () => {
  it('writes whole files under the world folder, leaving no temporary file', async () => {
    const store = new LocalImageStore(path.join(root, 'images'));
    await store.write('world-1', 'a.png', Buffer.from('first'));
    await store.write('world-1', 'a.png', Buffer.from('second, longer'));
    expect((await read(store, 'world-1', 'a.png'))?.toString()).toBe('second, longer');
    expect(fs.readdirSync(path.join(root, 'images', 'world-1'))).toEqual(['a.png']);
    expect(await store.listWorlds()).toEqual(['world-1']);
    expect((await store.listFiles('world-1')).map((file) => file.name)).toEqual(['a.png']);
  });

  it('answers null for a missing file and forgives removing one twice', async () => {
    const store = new LocalImageStore(path.join(root, 'images'));
    expect(await store.open('world-1', 'nothing.png')).toBeNull();
    await store.write('world-1', 'a.png', Buffer.from('x'));
    await store.remove('world-1', ['a.png', 'a.png', 'b.png']);
    expect(await store.listFiles('world-1')).toEqual([]);
    await store.removeWorld('world-1');
    await store.removeWorld('world-1');
    expect(await store.listWorlds()).toEqual([]);
  });

  it('never touches a path outside its folder', async () => {
    const store = new LocalImageStore(path.join(root, 'images'));
    await expect(store.write('..', 'x.png', Buffer.from('x'))).rejects.toThrow(/unsafe/);
    await expect(store.write('world', '../x.png', Buffer.from('x'))).rejects.toThrow(/unsafe/);
    await expect(store.open('world', '.hidden')).rejects.toThrow(/unsafe/);
    expect(fs.readdirSync(root)).toEqual([]);
  });
});
