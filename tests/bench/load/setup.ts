import { Random } from '../../../scripts/generate/random';
import { generateBranchingDialog } from '../../../src/shared/dialogs/dialog-generator';
import type { DialogGraph } from '../../../src/shared/dialogs/dialog-graph';
import type { Role } from '../../../src/shared/permissions';
import { runGenerate, type GenerateTarget } from '../../support/generate';
import type { Answer, Traffic } from './traffic';
import type { LoadWorld, Member, NamedId, StoryIds } from './world';

/**
 * The world the load runs on, made as a team would: everyone signs up
 * through the API, each owner creates a world and adds the team by user
 * name (owner, writers, artists, viewers), then the generator fills each
 * world with documents of ~1,000 words, events, relations and images, and
 * the owner adds stories, dialogs, image categories and to-dos through the
 * API. Nothing here is measured.
 */
export const teamSize = 25;
export const seeded = { documents: 250, events: 250, relations: 300, images: 4 };
const password = 'load-bench-password';

/** A team of 25: the owner, 7 writers, 4 artists and 13 viewers. */
export function roleAt(position: number): Role {
  if (position === 0) return 'owner';
  if (position < 8) return 'writer';
  if (position < 12) return 'artist';
  return 'viewer';
}

export async function prepareWorlds(
  traffic: Traffic,
  target: GenerateTarget,
  userCount: number,
  seed: number,
): Promise<LoadWorld[]> {
  const members = await signUpAll(traffic, userCount);
  const worlds: LoadWorld[] = [];
  for (let index = 0; index * teamSize < members.length; index++) {
    const team = members.slice(index * teamSize, (index + 1) * teamSize);
    worlds.push(await createWorld(traffic, index, team));
  }
  for (const world of worlds) {
    // Seeds 1–99,999 as the generator wants; different per world, so are its ids.
    const generatorSeed = ((seed * 100 + world.index) % 99_999) + 1;
    await runGenerate(target, [
      '--seed',
      String(generatorSeed),
      '--documents',
      String(seeded.documents),
      '--events',
      String(seeded.events),
      '--relations',
      String(seeded.relations),
      '--images',
      String(seeded.images),
      '--into-world',
      world.id,
    ]);
    await addWorkInProgress(traffic, world, new Random(generatorSeed));
    await collectIds(traffic, world);
  }
  return worlds;
}

async function signUpAll(traffic: Traffic, count: number): Promise<Member[]> {
  const members: Member[] = [];
  let next = 0;
  // argon2 makes each sign-up cost ~50 ms of CPU: four at a time.
  const worker = async () => {
    for (let index = next++; index < count; index = next++) {
      const userName = `load-u${index}`;
      const answer = await traffic.send({
        route: 'POST /api/Account/CreateAccount',
        path: '/api/Account/CreateAccount',
        token: '',
        body: { userName, password, emailAdress: `${userName}@load.test` },
      });
      const user = answer.body as { id: string; token: string };
      members[index] = {
        id: user.id,
        userName,
        password,
        token: user.token,
        role: roleAt(index % teamSize),
      };
    }
  };
  await Promise.all([worker(), worker(), worker(), worker()]);
  return members;
}

async function createWorld(traffic: Traffic, index: number, team: Member[]): Promise<LoadWorld> {
  const [owner] = team;
  if (!owner) throw new Error('A team without members');
  const call = (route: string, path: string, body?: unknown) =>
    traffic.send({ route, path, token: owner.token, body });
  const created = await call('POST /api/Setting', '/api/Setting', {
    urlName: `load-world-${index}`,
    name: `Load world ${index}`,
    description: 'A team at work, simulated by the load bench.',
  });
  const id = (created.body as { id: string }).id;
  for (const member of team.slice(1)) {
    await call('POST /api/Setting/{id}/Members', `/api/Setting/${id}/Members`, {
      userName: member.userName,
      role: member.role,
    });
  }
  return {
    id,
    index,
    members: team,
    seededDocuments: [],
    createdDocuments: new Map(),
    events: [],
    createdEvents: new Map(),
    rows: [],
    relationTypes: [],
    stories: [],
    dialogs: [],
    imageCategories: [],
    images: [],
    todos: [],
    createdTodos: new Map(),
    tagNames: [],
    searchWords: [],
    deleted: new Set(),
  };
}

const idOf = (answer: Answer) => (answer.body as { id: string }).id;

/** Stories, dialogs, image categories and to-dos the generator does not make. */
async function addWorkInProgress(
  traffic: Traffic,
  world: LoadWorld,
  random: Random,
): Promise<void> {
  const owner = world.members[0]!;
  const base = `/api/Setting/${world.id}`;
  const call = (route: string, path: string, body?: unknown) =>
    traffic.send({ route, path: `${base}${path}`, token: owner.token, body });
  const documents = (await call('GET Documents', '/Documents?limit=50')).body as {
    items: NamedId[];
  };
  for (const name of ['Team sketches', 'Team maps'])
    await call('POST ImageCategories', '/ImageCategories', { name });
  await call('POST StoryVariables', '/StoryVariables', {
    name: 'trust',
    type: 'integer',
    commentary: '',
    defaultValue: '0',
  });
  await call('POST DialogMetaSchema', '/DialogMetaSchema', {
    name: 'mood',
    type: 'text',
    commentary: '',
  });
  for (let s = 0; s < 2; s++) {
    const story: StoryIds = {
      id: idOf(
        await call('POST Stories', '/Stories', {
          name: `Saga ${s + 1}`,
          type: 'novel',
          description: '',
        }),
      ),
      blockIds: [],
      sceneIds: [],
    };
    for (let b = 0; b < 3; b++) {
      const blocks = (
        await call('POST Blocks', `/Stories/${story.id}/Blocks`, { name: `Part ${b + 1}` })
      ).body as { blocks: { id: string }[] };
      const blockId = blocks.blocks.at(-1)!.id;
      story.blockIds.push(blockId);
      for (let c = 0; c < 3; c++) {
        const links = [{ kind: 'document', id: random.pick(documents.items).id }];
        const after = (
          await call('POST Scenes', `/Stories/${story.id}/Blocks/${blockId}/Scenes`, {
            name: `Scene ${c + 1}`,
            text: 'The tide turns.',
            links,
          })
        ).body as {
          blocks: { id: string; scenes: { id: string }[] }[];
        };
        story.sceneIds.push(after.blocks.find((block) => block.id === blockId)!.scenes.at(-1)!.id);
      }
    }
    world.stories.push(story);
  }
  for (let d = 0; d < 3; d++) {
    const name = `Conversation ${d + 1}`;
    const dialog = (await call('POST Dialogs', '/Dialogs', { name, kind: 'branching' })).body as {
      id: string;
      version: number;
    };
    const graph = plainDialog(
      random.int(1, 1e6),
      documents.items.map((document) => document.id),
    );
    await call('PUT Dialog', `/Dialogs/${dialog.id}`, { name, graph, version: dialog.version });
    world.dialogs.push(dialog.id);
  }
  for (let t = 0; t < 6; t++)
    world.todos.push(
      idOf(
        await call('POST Todos', '/Todos', {
          text: `Review chapter ${t + 1}`,
          done: false,
          assigneeId: null,
        }),
      ),
    );
}

/** A generated branching dialog of 30 nodes, its speakers made the world's documents, without variables or meta fields. */
function plainDialog(seed: number, documentIds: string[]): DialogGraph {
  const { graph } = generateBranchingDialog(30, seed);
  return {
    ...graph,
    nodes: graph.nodes.map((node, index) => ({
      ...node,
      speakerId: node.speakerId ? (documentIds[index % documentIds.length] ?? null) : null,
      meta: [],
      onEnter: [],
      choices: node.choices.map((choice) => ({ ...choice, conditions: [] })),
    })),
  };
}

/** What the users pick from: every generated document, event, row, type, image and tag. */
async function collectIds(traffic: Traffic, world: LoadWorld): Promise<void> {
  const owner = world.members[0]!;
  const base = `/api/Setting/${world.id}`;
  const get = async <T>(path: string) =>
    (await traffic.send({ route: `GET ${path}`, path: `${base}${path}`, token: owner.token }))
      .body as T;
  for (let offset = 0; ; offset += 200) {
    const page = await get<{ items: NamedId[]; total: number }>(
      `/Documents?limit=200&offset=${offset}`,
    );
    world.seededDocuments.push(...page.items.map(({ id, name }) => ({ id, name })));
    if (offset + 200 >= page.total) break;
  }
  world.events.push(
    ...(await get<{ items: { id: string }[] }>('/Events')).items.map((event) => event.id),
  );
  world.rows.push(...(await get<{ id: string }[]>('/TimelineRows')).map((row) => row.id));
  world.relationTypes.push(
    ...(await get<{ id: string }[]>('/RelationTypes')).map((type) => type.id),
  );
  world.images.push(
    ...(await get<{ items: { id: string }[] }>('/Images')).items.map((image) => image.id),
  );
  world.imageCategories.push(
    ...(await get<{ items: { id: string }[] }>('/ImageCategories')).items.map(
      (category) => category.id,
    ),
  );
  world.tagNames.push(...(await get<{ name: string }[]>('/Tags')).map((tag) => tag.name));
  const nameWords = world.seededDocuments
    .flatMap((document) => document.name.toLowerCase().split(/[^\p{L}]+/u))
    .filter((word) => word.length >= 4);
  world.searchWords.push(
    ...new Set(nameWords),
    'river',
    'king',
    'storm',
    'the',
    'harbour',
    'shadow',
    'silver',
  );
}
