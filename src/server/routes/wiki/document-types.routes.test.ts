import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  codes,
  createTestServer,
  messages,
  type TestServer,
} from '../../../../tests/kits/server/test-server';
import {
  newImageWorld,
  signUpTeam,
  type ImageTeam,
} from '../../../../tests/kits/server/image-world';
import type { DocumentTypeInfo } from '../../../shared/schemas/document-type';
import { documentTypes } from '../../../shared/wiki/document-types';

let server: TestServer;
let team: ImageTeam;

beforeAll(async () => {
  server = await createTestServer();
  team = await signUpTeam(server, 'dtype');
});
afterAll(() => server.close());

const emptyContents = { v: 1, doc: { type: 'doc', content: [] } };

async function typeWorld(urlName: string) {
  const world = await newImageWorld(server, team, urlName);
  const types = `${world.url}/DocumentTypes`;
  const list = async (token = team.viewer.token): Promise<DocumentTypeInfo[]> => {
    const response = await server.api('GET', types, { token });
    expect(response.status).toBe(200);
    return response.body;
  };
  const add = (body: unknown, token = team.writer.token, lang: 'en' | 'ru' = 'en') =>
    server.api('POST', types, { token, lang, body });
  const put = (id: string, body: unknown, token = team.writer.token, lang: 'en' | 'ru' = 'en') =>
    server.api('PUT', `${types}/${id}`, { token, lang, body });
  const remove = (id: string, moveTo?: string, lang: 'en' | 'ru' = 'en') =>
    server.api('DELETE', `${types}/${id}${moveTo ? `?moveTo=${moveTo}` : ''}`, {
      token: team.writer.token,
      lang,
    });
  const addDocument = async (name: string, type: string) => {
    const response = await server.api('POST', `${world.url}/Documents`, {
      token: team.writer.token,
      body: { name, type, contents: emptyContents },
    });
    expect(response.status).toBe(200);
    return response.body as { id: string; version: number; type: string };
  };
  return { ...world, types, list, add, put, remove, addDocument };
}

describe('document types', () => {
  it('a new world starts with the ten built-in types, untranslated on the wire', async () => {
    const world = await typeWorld('dt-defaults');
    const types = await world.list();
    expect(types.map((type) => type.key)).toEqual([...documentTypes]);
    expect(types[0]).toEqual({
      id: expect.any(String),
      key: 'character',
      name: null,
      plural: null,
      icon: 'user',
      color: 'grape',
      position: 0,
      builtIn: true,
      documents: 0,
      version: 1,
    });
  });

  it('creates a type with a generated key, unique names in any case and language', async () => {
    const world = await typeWorld('dt-create');
    const created = await world.add({
      name: ' Spaceship ',
      plural: 'Spaceships',
      icon: 'rocket',
      color: 'violet',
    });
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({
      name: 'Spaceship',
      plural: 'Spaceships',
      icon: 'rocket',
      color: 'violet',
      position: 10,
      builtIn: false,
      documents: 0,
      version: 1,
    });
    expect(created.body.key).toMatch(/^t-[0-9a-f]{12}$/);

    const again = await world.add({ name: 'SPACESHIP', icon: 'rocket', color: 'violet' });
    expect([again.status, codes(again), messages(again)]).toEqual([
      409,
      ['40064'],
      ['A document type with this name already exists'],
    ]);
    // An untouched built-in type holds its name in both languages.
    const builtInRu = await world.add(
      { name: 'персонаж', icon: 'user', color: 'red' },
      team.writer.token,
      'ru',
    );
    expect([builtInRu.status, messages(builtInRu)]).toEqual([
      409,
      ['Тип документа с таким названием уже существует'],
    ]);
    const builtInEn = await world.add({ name: 'Location', icon: 'user', color: 'red' });
    expect(builtInEn.status).toBe(409);

    const noPlural = await world.add({ name: 'Starbase', icon: 'planet', color: 'blue' });
    expect(noPlural.body).toMatchObject({ plural: 'Starbase', position: 11 });
  });

  it('refuses bad input with translated messages', async () => {
    const world = await typeWorld('dt-bad');
    const empty = await world.add({ name: '  ', icon: 'rocket', color: 'red' });
    expect([empty.status, messages(empty)]).toEqual([400, ['Enter the type name']]);
    const emptyRu = await world.add(
      { name: '', icon: 'rocket', color: 'red' },
      team.writer.token,
      'ru',
    );
    expect(messages(emptyRu)).toEqual(['Введите название типа']);
    const long = await world.add({ name: 'x'.repeat(61), icon: 'rocket', color: 'red' });
    expect(messages(long)).toEqual(['A type name must be at most 60 chars']);
    const icon = await world.add({ name: 'Ship', icon: 'unicorn', color: 'red' });
    expect(messages(icon)).toEqual(['Choose an icon from the list']);
    const color = await world.add({ name: 'Ship', icon: 'rocket', color: '#ff0000' });
    expect(messages(color)).toEqual(['Choose a colour from the list']);
    const colorRu = await world.add(
      { name: 'Ship', icon: 'rocket', color: 'sky' },
      team.writer.token,
      'ru',
    );
    expect(messages(colorRu)).toEqual(['Выберите цвет из списка']);
    expect((await world.list()).length).toBe(10);
  });

  it('renames, recolours and moves a type with an optimistic version', async () => {
    const world = await typeWorld('dt-update');
    const [character] = await world.list();
    const renamed = await world.put(character!.id, {
      name: 'Hero',
      plural: 'Heroes',
      icon: 'crown',
      color: 'red',
      position: 3,
      version: 1,
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body).toMatchObject({
      key: 'character',
      name: 'Hero',
      plural: 'Heroes',
      icon: 'crown',
      color: 'red',
      position: 3,
      builtIn: true,
      version: 2,
    });
    const stale = await world.put(character!.id, {
      name: 'Villain',
      plural: 'Villains',
      icon: 'crown',
      color: 'red',
      position: 3,
      version: 1,
    });
    expect([stale.status, codes(stale)]).toEqual([409, ['4091']]);
    // A renamed built-in frees its translated name; "Hero" is now taken.
    expect((await world.add({ name: 'Character', icon: 'user', color: 'red' })).status).toBe(200);
    const [, location] = await world.list();
    const clash = await world.put(location!.id, {
      name: 'hero',
      plural: 'Heroes',
      icon: 'map-pin',
      color: 'teal',
      position: 1,
      version: 1,
    });
    expect([clash.status, codes(clash)]).toEqual([409, ['40064']]);
    // Back to the built-in words: null name and plural.
    const back = await world.put(character!.id, {
      name: null,
      plural: null,
      icon: 'user',
      color: 'grape',
      position: 0,
      version: 2,
    });
    expect(back.body).toMatchObject({ name: null, plural: null, version: 3 });
    // A custom type cannot lose its name.
    const custom = (await world.list()).find((type) => !type.builtIn)!;
    const nameless = await world.put(custom.id, {
      name: null,
      plural: null,
      icon: 'user',
      color: 'red',
      position: 5,
      version: 1,
    });
    expect([nameless.status, messages(nameless)]).toEqual([400, ['Enter the type name']]);
  });

  it('counts documents, and a delete asks where they go, then moves them', async () => {
    const world = await typeWorld('dt-delete');
    const ship = (await world.add({ name: 'Spaceship', icon: 'rocket', color: 'violet' })).body;
    const document = await world.addDocument('Rocinante', ship.key);
    await world.addDocument('Canterbury', ship.key);
    const types = await world.list();
    expect(types.find((type) => type.id === ship.id)?.documents).toBe(2);
    const item = types.find((type) => type.key === 'item')!;

    const asked = await world.remove(ship.id);
    expect([asked.status, codes(asked), messages(asked)]).toEqual([
      409,
      ['40065'],
      ['Documents use this type: choose the type they move to. Documents: 2'],
    ]);
    const self = await world.remove(ship.id, ship.id);
    expect([self.status, messages(self)]).toEqual([
      400,
      ['Choose another type of this world for the documents'],
    ]);
    const elsewhere = await world.remove(ship.id, 'no-such-type');
    expect(elsewhere.status).toBe(400);

    const moved = await world.remove(ship.id, item.id);
    expect(moved.status).toBe(204);
    const after = await server.api('GET', `${world.url}/Documents/${document.id}`, {
      token: team.viewer.token,
    });
    expect(after.body).toMatchObject({ type: 'item', version: document.version + 1 });
    const left = await world.list();
    expect(left.map((type) => type.key)).not.toContain(ship.key);
    expect(left.find((type) => type.key === 'item')?.documents).toBe(2);

    // An unused type goes without asking.
    const note = left.find((type) => type.key === 'note')!;
    expect((await world.remove(note.id)).status).toBe(204);
  });

  it('refuses documents and templates of a type the world does not have', async () => {
    const world = await typeWorld('dt-validate');
    const unknown = await server.api('POST', `${world.url}/Documents`, {
      token: team.writer.token,
      lang: 'ru',
      body: { name: 'Ghost', type: 'spaceship', contents: emptyContents },
    });
    expect([unknown.status, messages(unknown)]).toEqual([400, ['Выберите тип документа']]);
    const ship = (await world.add({ name: 'Spaceship', icon: 'rocket', color: 'violet' })).body;
    const made = await world.addDocument('Nostromo', ship.key);
    expect(made.type).toBe(ship.key);
    const template = await server.api('POST', `${world.url}/Templates`, {
      token: team.writer.token,
      body: { name: 'Wreck', type: 'wreck', contents: emptyContents },
    });
    expect([template.status, messages(template)]).toEqual([400, ['Choose a document type']]);
    const shipTemplate = await server.api('POST', `${world.url}/Templates`, {
      token: team.writer.token,
      body: { name: 'Ship', type: ship.key, contents: emptyContents },
    });
    expect(shipTemplate.status).toBe(200);
    // Changing a document to a deleted type is refused too.
    const renamed = await server.api('PUT', `${world.url}/Documents/${made.id}`, {
      token: team.writer.token,
      body: { name: 'Nostromo', type: 'gone', version: made.version },
    });
    expect([renamed.status, messages(renamed)]).toEqual([400, ['Choose a document type']]);
  });

  it('keeps the last type of a world', async () => {
    const world = await typeWorld('dt-last');
    const types = await world.list();
    for (const type of types.slice(1)) expect((await world.remove(type.id)).status).toBe(204);
    const last = await world.remove(types[0]!.id, undefined, 'ru');
    expect([last.status, codes(last), messages(last)]).toEqual([
      409,
      ['40066'],
      ['В мире должен остаться хотя бы один тип документов'],
    ]);
  });

  it('lets viewers read but not change, and says so in the feed', async () => {
    const world = await typeWorld('dt-roles');
    const byViewer = await world.add(
      { name: 'Ship', icon: 'rocket', color: 'red' },
      team.viewer.token,
    );
    expect(byViewer.status).toBe(403);
    const byArtist = await world.add(
      { name: 'Ship', icon: 'rocket', color: 'red' },
      team.artist.token,
    );
    expect(byArtist.status).toBe(403);
    const byOwner = await world.add(
      { name: 'Ship', icon: 'rocket', color: 'red' },
      team.owner.token,
    );
    expect(byOwner.status).toBe(200);
    const outsider = await server.api('GET', world.types, { token: team.outsider.token });
    expect(outsider.status).toBe(403);
  });
});
