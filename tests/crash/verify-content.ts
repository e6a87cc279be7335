import { callApi, isOk } from '../support/http';
import type { RichText } from '../../src/shared/wiki/rich-text';
import { documentText } from './content-writes';
import { imageFileProblems, type ShownImage } from './image-check';
import { readMapEntity } from './verify-maps';
import {
  canonical,
  sameSnapshot,
  type Entity,
  type Ledger,
  type Snapshot,
  type World,
} from './ledger';

/** What a reader found: the record's fields, or why there are none, and other problems seen on the way. */
interface Reading {
  found: Snapshot | undefined;
  missing?: string;
  problems: string[];
}

interface StoryAnswer {
  name: string;
  blocks: {
    id: string;
    name: string;
    scenes: { id: string; name: string; text: string; version: number }[];
  }[];
}
interface GraphAnswer {
  types: { id: string; name: string }[];
  edges: { id: string; label: string; source: string; target: string }[];
}
interface ImageAnswer extends ShownImage {
  name: string;
  documentIds: string[];
}

/**
 * Reads records back from the restarted server, once per verification pass:
 * a story (for its blocks and scenes) and a world's relations graph are
 * fetched once however many of their records are checked.
 */
class Reader {
  private readonly shared = new Map<string, Promise<{ status: number; body: unknown }>>();

  constructor(
    private readonly baseUrl: string,
    private readonly ledger: Ledger,
  ) {}

  get(world: World, path: string, cache = false) {
    const url = `/api/Setting/${world.id}${path}`;
    if (!cache) return callApi(this.baseUrl, 'GET', url, { token: world.owner.token });
    let answer = this.shared.get(url);
    if (!answer) {
      answer = callApi(this.baseUrl, 'GET', url, { token: world.owner.token });
      this.shared.set(url, answer);
    }
    return answer;
  }

  async read(entity: Entity): Promise<Reading> {
    switch (entity.kind) {
      case 'document':
        return this.document(entity);
      case 'event':
        return this.single(
          entity,
          `/Events/${entity.id}`,
          (body: { name: string; description: string; version: number }) => ({
            name: body.name,
            description: body.description,
            version: body.version,
          }),
        );
      case 'image':
        return this.image(entity);
      case 'relationType':
        return this.inGraph(
          entity,
          (graph) => graph.types.find((type) => type.id === entity.id),
          (type) => ({ name: type.name }),
        );
      case 'relation':
        return this.inGraph(
          entity,
          (graph) => graph.edges.find((edge) => edge.id === entity.id),
          (edge) => ({ label: edge.label, sourceId: edge.source, targetId: edge.target }),
        );
      case 'story':
        return this.inStory(
          entity,
          (story) => story,
          (story) => ({ name: story.name }),
        );
      case 'block':
        return this.inStory(
          entity,
          (story) => story.blocks.find((block) => block.id === entity.id),
          (block) => ({ name: block.name }),
        );
      case 'scene':
        return this.inStory(
          entity,
          (story) =>
            story.blocks.flatMap((block) => block.scenes).find((scene) => scene.id === entity.id),
          (scene) => ({ name: scene.name, text: scene.text, version: scene.version }),
        );
      case 'map':
      case 'mapLayer':
      case 'mapFeature':
        return readMapEntity(this.baseUrl, this.ledger, entity, (world, path, cache) =>
          this.get(world, path, cache),
        );
      case 'dialog':
        return this.single(
          entity,
          `/Dialogs/${entity.id}`,
          (body: { name: string; graph: { nodes: { id: string }[] }; version: number }) => ({
            name: body.name,
            nodes: body.graph.nodes.map((node) => node.id),
            version: body.version,
          }),
        );
    }
  }

  private async single<T>(
    entity: Entity,
    path: string,
    fields: (body: T) => Snapshot,
  ): Promise<Reading> {
    const answer = await this.get(entity.world, path);
    if (!isOk(answer))
      return { found: undefined, missing: `answer ${answer.status}`, problems: [] };
    return { found: fields(answer.body as T), problems: [] };
  }

  /**
   * A document, and its history: its creation at version 1, then entries up
   * to the current version, the newest holding it. One person's quick saves
   * share an entry, so versions in between may be missing; a save never is.
   */
  private async document(entity: Entity): Promise<Reading> {
    const reading = await this.single(
      entity,
      `/Documents/${entity.id}`,
      (body: { name: string; contents: RichText; version: number }) => ({
        name: body.name,
        text: documentText(body.contents),
        version: body.version,
      }),
    );
    if (!reading.found) return reading;
    const version = Number(reading.found['version']);
    const revisions = await this.get(entity.world, `/Documents/${entity.id}/Revisions`);
    const versions = isOk(revisions)
      ? (revisions.body as { version: number }[])
          .map((revision) => revision.version)
          .sort((a, b) => a - b)
      : [];
    this.ledger.checked.revisions += versions.length;
    const ascending = versions.every((at, index) => index === 0 || at > versions[index - 1]!);
    if (!ascending || versions[0] !== 1 || versions.at(-1) !== version) {
      reading.problems.push(
        `revisions of document ${entity.id}: versions [${versions.join()}] at version ${version} (answer ${revisions.status})`,
      );
    }
    return reading;
  }

  /** An image, and its files: both served whole and decodable. */
  private async image(entity: Entity): Promise<Reading> {
    const answer = await this.get(entity.world, `/Images/${entity.id}`);
    if (!isOk(answer))
      return { found: undefined, missing: `answer ${answer.status}`, problems: [] };
    const image = answer.body as ImageAnswer;
    this.ledger.checked.imageFiles += 2;
    return {
      found: {
        name: image.name,
        width: image.width,
        height: image.height,
        documentIds: image.documentIds,
      },
      problems: await imageFileProblems(this.baseUrl, image),
    };
  }

  private async inGraph<T>(
    entity: Entity,
    find: (graph: GraphAnswer) => T | undefined,
    fields: (part: T) => Snapshot,
  ): Promise<Reading> {
    const answer = await this.get(entity.world, '/Graph', true);
    if (!isOk(answer))
      return { found: undefined, missing: `graph answer ${answer.status}`, problems: [] };
    const part = find(answer.body as GraphAnswer);
    return part
      ? { found: fields(part), problems: [] }
      : { found: undefined, missing: 'not in the graph', problems: [] };
  }

  private async inStory<T>(
    entity: Entity,
    find: (story: StoryAnswer) => T | undefined,
    fields: (part: T) => Snapshot,
  ): Promise<Reading> {
    const answer = await this.get(entity.world, `/Stories/${entity.storyId ?? entity.id}`, true);
    if (!isOk(answer))
      return { found: undefined, missing: `story answer ${answer.status}`, problems: [] };
    const part = find(answer.body as StoryAnswer);
    return part
      ? { found: fields(part), problems: [] }
      : { found: undefined, missing: 'not in its story', problems: [] };
  }
}

/**
 * Checks the given records against the restarted server. A record shows what
 * its last acknowledged write left, or what the write in flight at the kill
 * would have left (which then becomes the truth); anything else is a loss.
 */
export async function verifyEntities(
  baseUrl: string,
  ledger: Ledger,
  entities: readonly Entity[],
  lose: (loss: string) => void,
): Promise<void> {
  const reader = new Reader(baseUrl, ledger);
  await inParallel(entities, async (entity) => {
    const reading = await reader.read(entity);
    reading.problems.forEach(lose);
    const name = `${entity.kind} ${entity.id} of ${entity.world.urlName}`;
    const { found } = reading;
    if (!found) lose(`${name} (${reading.missing ?? 'missing'})`);
    else if (entity.pending && sameSnapshot(found, entity.pending)) entity.state = entity.pending;
    else if (!sameSnapshot(found, entity.state)) {
      lose(`${name}: acknowledged ${canonical(entity.state)}, found ${canonical(found)}`);
      // Go on from what is there, so later writes carry the right version.
      entity.state = found;
    }
    entity.pending = undefined;
  });
}

/**
 * Uploads in flight at the kill were not acknowledged, but if their row
 * landed, their files must be whole too: every image the world lists is checked.
 */
export async function verifyListedImages(
  baseUrl: string,
  ledger: Ledger,
  worlds: readonly World[],
  lose: (loss: string) => void,
) {
  const reader = new Reader(baseUrl, ledger);
  await inParallel(worlds, async (world) => {
    const answer = await reader.get(world, '/Images?limit=60');
    if (!isOk(answer)) return lose(`images of ${world.urlName} (answer ${answer.status})`);
    for (const image of (answer.body as { items: ShownImage[] }).items) {
      ledger.checked.imageFiles += 2;
      (await imageFileProblems(baseUrl, image)).forEach(lose);
    }
  });
}

export async function inParallel<T>(
  items: readonly T[],
  work: (item: T) => Promise<void>,
  width = 8,
): Promise<void> {
  let next = 0;
  const lane = async () => {
    while (next < items.length) {
      const item = items[next++] as T;
      await work(item);
    }
  };
  await Promise.all(Array.from({ length: Math.min(width, items.length) }, lane));
}
