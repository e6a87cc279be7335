import { callApi, isOk, type JsonAnswer } from '../support/http';
import { multipart } from '../kits/server/test-images';
import { plainText, type RichText } from '../../src/shared/wiki/rich-text';
import { dialogNode } from '../../src/shared/dialogs/dialog-fixtures';
import type { Random } from '../../scripts/generate/random';
import type {
  Entity,
  EntityKind,
  Ledger,
  Snapshot,
  World,
  WorldContent,
  WriteKind,
} from './ledger';

/** A picture the clients upload: PNG bytes and their size in px. */
export interface SamplePicture {
  data: Buffer;
  width: number;
  height: number;
}

/** What a content write needs from the client that makes it. */
export interface WriteContext {
  baseUrl: string;
  round: number;
  ledger: Ledger;
  random: Random;
  pictures: readonly SamplePicture[];
  unique(prefix: string): string;
  /** True for a 2xx; otherwise notes the answer as unexpected. */
  accepted(answer: JsonAnswer, what: string): boolean;
}

type Write = (context: WriteContext, world: World) => Promise<void>;

/** How often each write is chosen; one whose records are missing makes them first. */
const writes: [Write, number][] = [
  [createDocument, 6],
  [updateDocument, 14],
  [createEvent, 5],
  [updateEvent, 8],
  [uploadImage, 6],
  [createRelationType, 2],
  [createRelation, 5],
  [updateRelation, 3],
  [createStory, 2],
  [addBlock, 3],
  [addScene, 4],
  [updateScene, 6],
  [createDialog, 3],
  [saveDialog, 8],
];
const totalWeight = writes.reduce((sum, [, weight]) => sum + weight, 0);

/** One write to the world's documents, revisions, events, images, relations, stories or dialogs. */
export async function writeContent(context: WriteContext, world: World): Promise<void> {
  let roll = context.random.next() * totalWeight;
  for (const [write, weight] of writes) {
    roll -= weight;
    if (roll < 0) return write(context, world);
  }
}

export function richText(text: string): RichText {
  return {
    v: 1,
    doc: { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text }] }] },
  };
}

/** The text a document's contents show, as the checks read it back. */
export function documentText(contents: RichText): string {
  return plainText(contents.doc);
}

const worldPath = (world: World) => `/api/Setting/${world.id}`;

export async function send(
  context: WriteContext,
  world: World,
  method: string,
  path: string,
  body: unknown,
): Promise<JsonAnswer> {
  return callApi(context.baseUrl, method, `${worldPath(world)}${path}`, {
    token: world.owner.token,
    body,
  });
}

/**
 * A create: counted and tracked once acknowledged. One in flight at the kill
 * is not tracked (its id never arrived); names are unique, so it can be in
 * nobody's way if it landed.
 */
export async function create(
  context: WriteContext,
  world: World,
  request: { kind: EntityKind; count: WriteKind; list: keyof WorldContent; what: string },
  post: () => Promise<JsonAnswer>,
  made: (body: Record<string, unknown>) => Pick<Entity, 'id' | 'state' | 'storyId' | 'mapId'>,
): Promise<Entity | undefined> {
  const answer = await post();
  if (!context.accepted(answer, request.what)) return undefined;
  const entity: Entity = {
    kind: request.kind,
    world,
    pending: undefined,
    round: context.round,
    ...made(answer.body as Record<string, unknown>),
  };
  (world.content[request.list] as Entity[]).push(entity);
  context.ledger.entities.push(entity);
  context.ledger.acknowledged[request.count]++;
  return entity;
}

/** An update: `next` is pending until the answer arrives, and the state once acknowledged. */
export async function update(
  context: WriteContext,
  entity: Entity,
  next: Snapshot,
  request: { count: WriteKind; what: string },
  put: () => Promise<JsonAnswer>,
): Promise<void> {
  entity.pending = next;
  entity.round = context.round;
  const answer = await put();
  entity.pending = undefined;
  if (!context.accepted(answer, request.what)) return;
  entity.state = next;
  context.ledger.acknowledged[request.count]++;
}

export const versionOf = (entity: Entity) => Number(entity.state['version']);

// ── Documents (each create and update also makes a revision) ─────────────────

async function createDocument(context: WriteContext, world: World): Promise<void> {
  const name = `Doc ${context.unique('d')}`;
  const contents = richText(`first ${context.unique('t')}`);
  await create(
    context,
    world,
    { kind: 'document', count: 'documents', list: 'documents', what: `create document ${name}` },
    () => send(context, world, 'POST', '/Documents', { name, type: 'note', contents }),
    (body) => ({
      id: String(body['id']),
      state: { name, text: documentText(contents), version: 1 },
    }),
  );
}

async function updateDocument(context: WriteContext, world: World): Promise<void> {
  const documents = world.content.documents;
  if (documents.length === 0) return createDocument(context, world);
  const document = context.random.pick(documents);
  const version = versionOf(document);
  // A save renames half the time and always changes the contents.
  const name =
    context.random.next() < 0.5 ? `Doc ${context.unique('d')}` : String(document.state['name']);
  const contents = richText(`edit ${context.unique('t')}`);
  await update(
    context,
    document,
    { name, text: documentText(contents), version: version + 1 },
    { count: 'documentUpdates', what: `update document ${document.id}` },
    () =>
      send(context, world, 'PUT', `/Documents/${document.id}`, {
        name,
        type: 'note',
        contents,
        version,
      }),
  );
}

// ── Events ──────────────────────────────────────────────────────────────────

async function timelineRow(context: WriteContext, world: World): Promise<string> {
  if (world.content.rowId) return world.content.rowId;
  const rows = await callApi(context.baseUrl, 'GET', `${worldPath(world)}/TimelineRows`, {
    token: world.owner.token,
  });
  const first = (rows.body as { id: string }[] | undefined)?.[0];
  if (!isOk(rows) || !first) throw new Error(`No timeline row in ${world.urlName}: ${rows.status}`);
  world.content.rowId = first.id;
  return first.id;
}

function eventBody(context: WriteContext, name: string, description: string, rowId: string) {
  const start = {
    year: context.random.int(1, 3000),
    month: 1,
    day: 1,
    hour: 0,
    minute: 0,
    second: 0,
  };
  return { name, kind: 'instant', start, rowId, description };
}

async function createEvent(context: WriteContext, world: World): Promise<void> {
  const rowId = await timelineRow(context, world);
  const name = `Event ${context.unique('e')}`;
  const description = `told ${context.unique('t')}`;
  await create(
    context,
    world,
    { kind: 'event', count: 'events', list: 'events', what: `create event ${name}` },
    () => send(context, world, 'POST', '/Events', eventBody(context, name, description, rowId)),
    (body) => ({ id: String(body['id']), state: { name, description, version: 1 } }),
  );
}

async function updateEvent(context: WriteContext, world: World): Promise<void> {
  const events = world.content.events;
  if (events.length === 0) return createEvent(context, world);
  const event = context.random.pick(events);
  const rowId = await timelineRow(context, world);
  const version = versionOf(event);
  const name = `Event ${context.unique('e')}`;
  const description = `retold ${context.unique('t')}`;
  await update(
    context,
    event,
    { name, description, version: version + 1 },
    { count: 'eventUpdates', what: `update event ${event.id}` },
    () =>
      send(context, world, 'PUT', `/Events/${event.id}`, {
        ...eventBody(context, name, description, rowId),
        version,
      }),
  );
}

// ── Images ──────────────────────────────────────────────────────────────────

async function uploadImage(context: WriteContext, world: World): Promise<void> {
  const name = context.unique('i');
  const picture = context.random.pick(context.pictures);
  const linked =
    world.content.documents.length > 0 && context.random.next() < 0.5
      ? context.random.pick(world.content.documents)
      : undefined;
  const body = multipart(`${name}.png`, picture.data, 'image/png');
  world.content.uploadRound = context.round;
  await create(
    context,
    world,
    { kind: 'image', count: 'images', list: 'images', what: `upload image ${name}` },
    () =>
      callApi(context.baseUrl, 'POST', '/api/Images/Upload', {
        token: world.owner.token,
        raw: { data: body.payload, contentType: body.contentType },
        headers: { WorldId: world.id, DocumentId: linked?.id ?? '', CategoryId: '' },
        timeoutMs: 30_000,
      }),
    (answer) => ({
      id: String(answer['id']),
      state: {
        name,
        width: picture.width,
        height: picture.height,
        documentIds: linked ? [linked.id] : [],
      },
    }),
  );
}

// ── Relations ───────────────────────────────────────────────────────────────

async function createRelationType(context: WriteContext, world: World): Promise<void> {
  const name = `Type ${context.unique('r')}`;
  await create(
    context,
    world,
    {
      kind: 'relationType',
      count: 'relationTypes',
      list: 'relationTypes',
      what: `create relation type ${name}`,
    },
    () =>
      send(context, world, 'POST', '/RelationTypes', {
        name,
        directed: context.random.next() < 0.5,
      }),
    (body) => ({ id: String(body['id']), state: { name } }),
  );
}

async function createRelation(context: WriteContext, world: World): Promise<void> {
  const { documents, relationTypes, relationPairs } = world.content;
  if (documents.length < 2) return createDocument(context, world);
  if (relationTypes.length === 0) return createRelationType(context, world);
  const type = context.random.pick(relationTypes);
  const source = context.random.pick(documents);
  const target = context.random.pick(documents.filter((document) => document !== source));
  // Either way round: an undirected type holds a pair once, and a tried pair may have landed.
  const pair = [source.id, target.id].sort().join(':');
  if (relationPairs.has(`${type.id}:${pair}`)) return createRelationType(context, world);
  relationPairs.add(`${type.id}:${pair}`);
  const label = `label ${context.unique('l')}`;
  await create(
    context,
    world,
    { kind: 'relation', count: 'relations', list: 'relations', what: `create relation ${label}` },
    () =>
      send(context, world, 'POST', '/Relations', {
        typeId: type.id,
        sourceId: source.id,
        targetId: target.id,
        label,
      }),
    (body) => ({
      id: String(body['id']),
      state: { label, sourceId: source.id, targetId: target.id },
    }),
  );
}

async function updateRelation(context: WriteContext, world: World): Promise<void> {
  const relations = world.content.relations;
  if (relations.length === 0) return createRelation(context, world);
  const relation = context.random.pick(relations);
  const label = `label ${context.unique('l')}`;
  const { sourceId, targetId } = relation.state;
  await update(
    context,
    relation,
    { label, sourceId: String(sourceId), targetId: String(targetId) },
    { count: 'relationUpdates', what: `update relation ${relation.id}` },
    () => send(context, world, 'PUT', `/Relations/${relation.id}`, { sourceId, targetId, label }),
  );
}

// ── Stories ─────────────────────────────────────────────────────────────────

interface StoryAnswer {
  id: string;
  blocks: { id: string; name: string; scenes: { id: string; name: string }[] }[];
}

async function createStory(context: WriteContext, world: World): Promise<void> {
  const name = `Story ${context.unique('s')}`;
  await create(
    context,
    world,
    { kind: 'story', count: 'stories', list: 'stories', what: `create story ${name}` },
    () => send(context, world, 'POST', '/Stories', { name, type: 'novel' }),
    (body) => ({ id: String(body['id']), state: { name } }),
  );
}

async function addBlock(context: WriteContext, world: World): Promise<void> {
  if (world.content.stories.length === 0) return createStory(context, world);
  const story = context.random.pick(world.content.stories);
  const name = `Block ${context.unique('b')}`;
  await create(
    context,
    world,
    { kind: 'block', count: 'blocks', list: 'blocks', what: `add block ${name}` },
    () => send(context, world, 'POST', `/Stories/${story.id}/Blocks`, { name }),
    (body) => {
      const block = (body as unknown as StoryAnswer).blocks.find(
        (candidate) => candidate.name === name,
      );
      return { id: block?.id ?? 'missing from the answer', storyId: story.id, state: { name } };
    },
  );
}

async function addScene(context: WriteContext, world: World): Promise<void> {
  if (world.content.blocks.length === 0) return addBlock(context, world);
  const block = context.random.pick(world.content.blocks);
  const name = `Scene ${context.unique('c')}`;
  const text = `scene ${context.unique('t')}`;
  await create(
    context,
    world,
    { kind: 'scene', count: 'scenes', list: 'scenes', what: `add scene ${name}` },
    () =>
      send(context, world, 'POST', `/Stories/${block.storyId}/Blocks/${block.id}/Scenes`, {
        name,
        text,
      }),
    (body) => {
      const scenes = (body as unknown as StoryAnswer).blocks.flatMap(
        (candidate) => candidate.scenes,
      );
      const scene = scenes.find((candidate) => candidate.name === name);
      return {
        id: scene?.id ?? 'missing from the answer',
        storyId: block.storyId ?? '',
        state: { name, text, version: 1 },
      };
    },
  );
}

async function updateScene(context: WriteContext, world: World): Promise<void> {
  if (world.content.scenes.length === 0) return addScene(context, world);
  const scene = context.random.pick(world.content.scenes);
  const version = versionOf(scene);
  const name = String(scene.state['name']);
  const text = `rewritten ${context.unique('t')}`;
  await update(
    context,
    scene,
    { name, text, version: version + 1 },
    { count: 'sceneUpdates', what: `update scene ${scene.id}` },
    () =>
      send(context, world, 'PUT', `/Stories/${scene.storyId}/Scenes/${scene.id}`, {
        name,
        text,
        links: [],
        version,
      }),
  );
}

// ── Dialogs (the whole graph is saved with the version it was made on) ───────

async function createDialog(context: WriteContext, world: World): Promise<void> {
  const name = `Dialog ${context.unique('g')}`;
  await create(
    context,
    world,
    { kind: 'dialog', count: 'dialogs', list: 'dialogs', what: `create dialog ${name}` },
    () => send(context, world, 'POST', '/Dialogs', { name, kind: 'branching' }),
    (body) => ({ id: String(body['id']), state: { name, nodes: [], version: 1 } }),
  );
}

/** A graph of text nodes named by their ids, each leading to the next. */
export function dialogGraph(nodeIds: readonly string[]) {
  return {
    version: 1,
    startNodeId: nodeIds[0] ?? null,
    nodes: nodeIds.map((id, index) =>
      dialogNode(id, {
        text: `line ${id}`,
        nextId: nodeIds[index + 1] ?? null,
        position: { x: index * 200, y: 0 },
      }),
    ),
  };
}

async function saveDialog(context: WriteContext, world: World): Promise<void> {
  if (world.content.dialogs.length === 0) return createDialog(context, world);
  const dialog = context.random.pick(world.content.dialogs);
  const version = versionOf(dialog);
  // Each save adds a node; a long dialog starts over so bodies stay small.
  const kept = dialog.state['nodes'] as readonly string[];
  const nodes = [...(kept.length >= 30 ? [] : kept), context.unique('n')];
  const name = String(dialog.state['name']);
  await update(
    context,
    dialog,
    { name, nodes, version: version + 1 },
    { count: 'dialogSaves', what: `save dialog ${dialog.id}` },
    () =>
      send(context, world, 'PUT', `/Dialogs/${dialog.id}`, {
        name,
        graph: dialogGraph(nodes),
        version,
      }),
  );
}
