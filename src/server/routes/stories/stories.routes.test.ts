import crypto from 'node:crypto';
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

let server: TestServer;
let team: ImageTeam;

beforeAll(async () => {
  server = await createTestServer();
  team = await signUpTeam(server, 'sto');
});
afterAll(() => server.close());

interface StoryBody {
  id: string;
  version: number;
  blocks: {
    id: string;
    name: string;
    version: number;
    scenes: { id: string; name: string; version: number; links: unknown[] }[];
  }[];
}

async function storyWorld(urlName: string) {
  const world = await newImageWorld(server, team, urlName);
  const stories = `${world.url}/Stories`;
  const create = (body: unknown, token = team.writer.token, lang: 'en' | 'ru' = 'en') =>
    server.api('POST', stories, { token, lang, body });
  const story = (id: string) => `${stories}/${id}`;
  const addBlock = async (storyId: string, name: string): Promise<StoryBody> =>
    (
      await server.api('POST', `${story(storyId)}/Blocks`, {
        token: team.writer.token,
        body: { name },
      })
    ).body;
  const addScene = async (storyId: string, blockId: string, body: unknown): Promise<StoryBody> => {
    const response = await server.api('POST', `${story(storyId)}/Blocks/${blockId}/Scenes`, {
      token: team.writer.token,
      body,
    });
    if (response.status !== 200) throw new Error(JSON.stringify(response.body));
    return response.body;
  };
  const addEvent = async (name: string): Promise<string> => {
    const rows = await server.api('GET', `${world.url}/TimelineRows`, { token: team.writer.token });
    const response = await server.api('POST', `${world.url}/Events`, {
      token: team.writer.token,
      body: {
        name,
        kind: 'instant',
        start: { year: 1, month: 1, day: 1, hour: 0, minute: 0, second: 0 },
        rowId: rows.body[0].id,
      },
    });
    if (response.status !== 200) throw new Error(JSON.stringify(response.body));
    return response.body.id;
  };
  return { ...world, stories, create, story, addBlock, addScene, addEvent };
}

const sceneNames = (story: StoryBody) =>
  story.blocks.map((block) => block.scenes.map((scene) => scene.name));

describe('stories', () => {
  it("need a name and a type (SPEC §5), in the caller's language, and list with counts and search", async () => {
    const world = await storyWorld('stories-basics');
    const empty = await world.create({ name: ' ', type: 'novel' });
    expect([empty.status, messages(empty)]).toEqual([400, ['Name is required']]);
    const noType = await world.create({ name: 'The Long Road' });
    expect([noType.status, messages(noType)]).toEqual([400, ['Choose a story type']]);
    const badTypeRu = await world.create({ name: 'Путь', type: 'poem' }, team.writer.token, 'ru');
    expect(messages(badTypeRu)).toEqual(['Выберите тип сюжета']);

    const road = await world.create({
      name: ' The Long Road ',
      type: 'game_quest',
      description: 'A quest',
    });
    expect(road.status).toBe(200);
    expect(road.body).toMatchObject({
      name: 'The Long Road',
      type: 'game_quest',
      description: 'A quest',
      version: 1,
      blocks: [],
    });
    const other = (await world.create({ name: 'Ashes', type: 'novel' })).body;
    const act = await world.addBlock(road.body.id, 'Act I');
    await world.addScene(road.body.id, act.blocks[0]!.id, { name: 'Opening' });
    await world.addScene(road.body.id, act.blocks[0]!.id, { name: 'Ambush' });

    const list = await server.api('GET', world.stories, { token: team.viewer.token });
    expect(list.body).toMatchObject({
      total: 2,
      items: [
        { id: other.id, name: 'Ashes', blocks: 0, scenes: 0 },
        { id: road.body.id, name: 'The Long Road', type: 'game_quest', blocks: 1, scenes: 2 },
      ],
    });
    const found = await server.api('GET', `${world.stories}?search=LONG`, {
      token: team.viewer.token,
    });
    expect(found.body.items.map((item: { name: string }) => item.name)).toEqual(['The Long Road']);
    const percent = await server.api('GET', `${world.stories}?search=%25`, {
      token: team.viewer.token,
    });
    expect(percent.body.total).toBe(0);
  });

  it('refuses a stale version (409 4091) of the header, a block and a scene', async () => {
    const world = await storyWorld('stories-versions');
    const story: StoryBody = (await world.create({ name: 'Draft', type: 'screenplay' })).body;
    const first = await server.api('PUT', world.story(story.id), {
      token: team.writer.token,
      body: { name: 'Final', type: 'screenplay', description: 'Cut', version: 1 },
    });
    expect(first.body).toMatchObject({ name: 'Final', version: 2 });
    const stale = await server.api('PUT', world.story(story.id), {
      token: team.owner.token,
      body: { name: 'Other', type: 'novel', version: 1 },
    });
    expect([stale.status, codes(stale), messages(stale)]).toEqual([
      409,
      ['4091'],
      ['Someone else has changed this in the meantime'],
    ]);

    const withBlock = await world.addBlock(story.id, 'Act I');
    const block = withBlock.blocks[0]!;
    const renamed = await server.api('PUT', `${world.story(story.id)}/Blocks/${block.id}`, {
      token: team.writer.token,
      body: { name: 'Act One', version: block.version },
    });
    expect(renamed.body.blocks[0]).toMatchObject({ name: 'Act One', version: 2 });
    // A block's rename leaves the header's version alone: an open header edit stays valid.
    expect(renamed.body.version).toBe(2);
    const staleBlock = await server.api('PUT', `${world.story(story.id)}/Blocks/${block.id}`, {
      token: team.writer.token,
      body: { name: 'Act 1', version: block.version },
    });
    expect(codes(staleBlock)).toEqual(['4091']);

    const withScene = await world.addScene(story.id, block.id, { name: 'Opening', text: 'Night.' });
    const scene = withScene.blocks[0]!.scenes[0]!;
    const edited = await server.api('PUT', `${world.story(story.id)}/Scenes/${scene.id}`, {
      token: team.writer.token,
      body: { name: 'Opening', text: 'Dawn.', version: scene.version },
    });
    expect(edited.body.blocks[0].scenes[0]).toMatchObject({ text: 'Dawn.', version: 2 });
    const staleScene = await server.api('PUT', `${world.story(story.id)}/Scenes/${scene.id}`, {
      token: team.owner.token,
      body: { name: 'Opening', text: 'Dusk.', version: scene.version },
    });
    expect([staleScene.status, codes(staleScene)]).toEqual([409, ['4091']]);
  });

  it('answers 40043 for a story that is not in the world, and 404 for a missing block or scene', async () => {
    const world = await storyWorld('stories-missing');
    const elsewhere = await storyWorld('stories-elsewhere');
    const foreign: StoryBody = (await elsewhere.create({ name: 'Foreign', type: 'comic' })).body;
    const read = await server.api('GET', world.story(foreign.id), {
      token: team.viewer.token,
      lang: 'ru',
    });
    expect([read.status, codes(read), messages(read)]).toEqual([
      404,
      ['40043'],
      ['Такого сюжета нет'],
    ]);
    const write = await server.api('POST', `${world.story(foreign.id)}/Blocks`, {
      token: team.writer.token,
      body: { name: 'X' },
    });
    expect([write.status, codes(write)]).toEqual([404, ['40043']]);
    const own: StoryBody = (await world.create({ name: 'Own', type: 'comic' })).body;
    const withBlock = await elsewhere.addBlock(foreign.id, 'Theirs');
    const noBlock = await server.api(
      'POST',
      `${world.story(own.id)}/Blocks/${withBlock.blocks[0]!.id}/Scenes`,
      {
        token: team.writer.token,
        body: { name: 'Sneaky' },
      },
    );
    expect(noBlock.status).toBe(404);
    expect(await elsewhere.addBlock(foreign.id, 'Second')).toMatchObject({
      blocks: [{ scenes: [] }, { scenes: [] }],
    });
  });

  it('reorders blocks and scenes from whole lists, moves a scene to another block, and refuses an incomplete list', async () => {
    const world = await storyWorld('stories-order');
    const story: StoryBody = (await world.create({ name: 'Saga', type: 'novel' })).body;
    await world.addBlock(story.id, 'One');
    const both = await world.addBlock(story.id, 'Two');
    const [one, two] = both.blocks;
    await world.addScene(story.id, one!.id, { name: 'a' });
    await world.addScene(story.id, one!.id, { name: 'b' });
    await world.addScene(story.id, one!.id, { name: 'c' });
    const filled = await world.addScene(story.id, two!.id, { name: 'd' });
    const [a, b, c] = filled.blocks[0]!.scenes;
    const d = filled.blocks[1]!.scenes[0]!;

    const blocksOrder = `${world.story(story.id)}/Blocks/Order`;
    const missing = await server.api('PUT', blocksOrder, {
      token: team.writer.token,
      body: { blockIds: [two!.id] },
    });
    expect([missing.status, messages(missing)]).toEqual([
      400,
      ['The new order must list every part once. Reload the story and try again'],
    ]);
    const twice = await server.api('PUT', blocksOrder, {
      token: team.writer.token,
      body: { blockIds: [two!.id, two!.id] },
    });
    expect(twice.status).toBe(400);
    const swapped = await server.api('PUT', blocksOrder, {
      token: team.writer.token,
      body: { blockIds: [two!.id, one!.id] },
    });
    expect(swapped.body.blocks.map((block: { name: string }) => block.name)).toEqual([
      'Two',
      'One',
    ]);

    const scenesOrder = (blockId: string) =>
      `${world.story(story.id)}/Blocks/${blockId}/Scenes/Order`;
    const incomplete = await server.api('PUT', scenesOrder(one!.id), {
      token: team.writer.token,
      body: { sceneIds: [c!.id, a!.id] },
    });
    expect(incomplete.status).toBe(400);
    const reordered = await server.api('PUT', scenesOrder(one!.id), {
      token: team.writer.token,
      body: { sceneIds: [c!.id, a!.id, b!.id] },
    });
    expect(sceneNames(reordered.body)).toEqual([['d'], ['c', 'a', 'b']]);
    // Move "a" into block Two, before "d"; block One closes its gap.
    const moved = await server.api('PUT', scenesOrder(two!.id), {
      token: team.writer.token,
      body: { sceneIds: [a!.id, d.id] },
    });
    expect(sceneNames(moved.body)).toEqual([
      ['a', 'd'],
      ['c', 'b'],
    ]);
    expect(
      moved.body.blocks[1].scenes.map((scene: { position: number }) => scene.position),
    ).toEqual([0, 1]);

    const deleted = await server.api('DELETE', `${world.story(story.id)}/Scenes/${c!.id}`, {
      token: team.writer.token,
    });
    expect(deleted.status).toBe(204);
    const afterDelete = await server.api('GET', world.story(story.id), {
      token: team.viewer.token,
    });
    expect(sceneNames(afterDelete.body)).toEqual([['a', 'd'], ['b']]);
    expect(afterDelete.body.blocks[1].scenes[0].position).toBe(0);

    expect(
      (
        await server.api('DELETE', `${world.story(story.id)}/Blocks/${two!.id}`, {
          token: team.writer.token,
        })
      ).status,
    ).toBe(204);
    const left = await server.api('GET', world.story(story.id), { token: team.viewer.token });
    expect(left.body.blocks).toMatchObject([{ name: 'One', position: 0, scenes: [{ name: 'b' }] }]);
  });

  it('links a scene to documents, events and dialogs of the world only; deleting a target removes the link', async () => {
    const world = await storyWorld('stories-links');
    const elsewhere = await storyWorld('stories-links-other');
    const hero = await world.addDocument('Hero');
    const sword = await world.addDocument('Sword');
    const battle = await world.addEvent('Battle');
    const dialogId = crypto.randomUUID();
    const now = new Date().toISOString();
    await server.ctx.db
      .insertInto('dialogs')
      .values({
        id: dialogId,
        world_id: world.id,
        name: 'Parley',
        name_key: 'parley',
        kind: 'linear',
        graph: '{}',
        node_count: 0,
        version: 1,
        created_by: null,
        updated_by: null,
        created_at: now,
        updated_at: now,
      })
      .execute();
    const foreignDocument = await elsewhere.addDocument('Stranger');
    const story: StoryBody = (await world.create({ name: 'Linked', type: 'tabletop_campaign' }))
      .body;
    const block = (await world.addBlock(story.id, 'Act')).blocks[0]!;
    const foreign = await server.api('POST', `${world.story(story.id)}/Blocks/${block.id}/Scenes`, {
      token: team.writer.token,
      lang: 'en',
      body: { name: 'Bad', links: [{ kind: 'document', id: foreignDocument }] },
    });
    expect([foreign.status, messages(foreign)]).toEqual([
      400,
      ['Link documents, events and dialogs of this world only'],
    ]);
    const eventAsDocument = await server.api(
      'POST',
      `${world.story(story.id)}/Blocks/${block.id}/Scenes`,
      {
        token: team.writer.token,
        body: { name: 'Bad', links: [{ kind: 'document', id: battle }] },
      },
    );
    expect(eventAsDocument.status).toBe(400);

    const links = [
      { kind: 'event', id: battle },
      { kind: 'document', id: hero },
      { kind: 'document', id: sword },
      { kind: 'document', id: hero },
      { kind: 'dialog', id: dialogId },
    ];
    const linked = await world.addScene(story.id, block.id, {
      name: 'Clash',
      text: 'Steel rings.',
      links,
    });
    expect(linked.blocks[0]!.scenes[0]!.links).toEqual([
      { kind: 'event', id: battle, name: 'Battle' },
      { kind: 'document', id: hero, name: 'Hero' },
      { kind: 'document', id: sword, name: 'Sword' },
      { kind: 'dialog', id: dialogId, name: 'Parley' },
    ]);

    expect(
      (await server.api('DELETE', `${world.url}/Documents/${hero}`, { token: team.writer.token }))
        .status,
    ).toBe(204);
    expect(
      (await server.api('DELETE', `${world.url}/Events/${battle}`, { token: team.writer.token }))
        .status,
    ).toBe(204);
    const after = await server.api('GET', world.story(story.id), { token: team.viewer.token });
    expect(after.body.blocks[0].scenes[0].links.map((link: { name: string }) => link.name)).toEqual(
      ['Sword', 'Parley'],
    );
    await server.ctx.db.deleteFrom('dialogs').where('id', '=', dialogId).execute();
    const withoutDialog = await server.api('GET', world.story(story.id), {
      token: team.viewer.token,
    });
    expect(
      withoutDialog.body.blocks[0].scenes[0].links.map((link: { name: string }) => link.name),
    ).toEqual(['Sword']);
    const rows = await server.ctx.db.selectFrom('story_scene_links').select('target_id').execute();
    expect(rows.map((row) => row.target_id)).not.toContain(hero);
  });

  it('lets writers and the owner edit; viewers and artists only read; the feed tells what changed', async () => {
    const world = await storyWorld('stories-roles');
    for (const token of [team.viewer.token, team.artist.token]) {
      const refused = await world.create({ name: 'Nope', type: 'novel' }, token);
      expect([refused.status, codes(refused)]).toEqual([403, ['4031']]);
    }
    const outsider = await server.api('GET', world.stories, { token: team.outsider.token });
    expect(codes(outsider)).toEqual(['401_2']);
    const story: StoryBody = (
      await world.create({ name: 'Owned', type: 'other' }, team.owner.token)
    ).body;
    const block = (await world.addBlock(story.id, 'Act')).blocks[0]!;
    const viewerRename = await server.api('PUT', `${world.story(story.id)}/Blocks/${block.id}`, {
      token: team.viewer.token,
      body: { name: 'X', version: 1 },
    });
    expect(viewerRename.status).toBe(403);
    await server.api('PUT', world.story(story.id), {
      token: team.writer.token,
      body: { name: 'Renamed', type: 'other', version: 1 },
    });
    expect(
      (await server.api('DELETE', world.story(story.id), { token: team.writer.token })).status,
    ).toBe(204);
    expect(
      (await server.api('GET', world.story(story.id), { token: team.viewer.token })).status,
    ).toBe(404);
    const feed = await server.api('GET', `${world.url}/Feed`, { token: team.viewer.token });
    expect(
      feed.body.items
        .slice(0, 4)
        .map((item: { type: string; details: { name: string } }) => [item.type, item.details.name]),
    ).toEqual([
      ['delete_story', 'Renamed'],
      ['update_story', 'Renamed'],
      ['update_story', 'Owned'],
      ['create_new_story', 'Owned'],
    ]);
    const blocks = await server.ctx.db
      .selectFrom('story_blocks')
      .select('id')
      .where('story_id', '=', story.id)
      .execute();
    expect(blocks).toEqual([]);
  });
});
