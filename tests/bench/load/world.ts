import type { Random } from '../../../scripts/generate/random';
import type { Role } from '../../../src/shared/permissions';

/**
 * What the simulated users know about a world: ids they can pick from (as the
 * lists on their screens would show them), kept up to date as they create and
 * delete things. Seeded documents are never deleted, so events, relations,
 * links and scenes point only at those; documents made during the run may be
 * deleted by their author, and a 404 for an id in `deleted` is then an
 * expected outcome for everyone else.
 */
export interface Member {
  id: string;
  userName: string;
  password: string;
  token: string;
  role: Role;
}

export interface NamedId {
  id: string;
  name: string;
}

export interface StoryIds {
  id: string;
  blockIds: string[];
  sceneIds: string[];
}

export interface LoadWorld {
  id: string;
  index: number;
  members: Member[];
  /** Documents of the generator: never deleted. */
  seededDocuments: NamedId[];
  /** Documents created during the run, by author id (only their author deletes them). */
  createdDocuments: Map<string, NamedId[]>;
  events: string[];
  createdEvents: Map<string, string[]>;
  rows: string[];
  relationTypes: string[];
  stories: StoryIds[];
  dialogs: string[];
  imageCategories: string[];
  images: string[];
  todos: string[];
  createdTodos: Map<string, string[]>;
  tagNames: string[];
  /** Words to search for: parts of document names and common words of the generated prose. */
  searchWords: string[];
  deleted: Set<string>;
}

/** A handful of pages most of the team works on, then the long tail: 40 % of picks go to the first ten. */
export function pickHot<T>(random: Random, items: readonly T[]): T {
  if (items.length > 10 && random.next() < 0.4) return random.pick(items.slice(0, 10));
  return random.pick(items);
}

/** Any document: seeded ones and those made during the run that still exist. */
export function anyDocument(random: Random, world: LoadWorld): NamedId {
  const created = [...world.createdDocuments.values()].flat();
  if (created.length > 0 && random.next() < 0.15) return random.pick(created);
  return pickHot(random, world.seededDocuments);
}

export function addTo<T>(map: Map<string, T[]>, key: string, value: T): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

/** Removes and answers a random item of an author's own list, or undefined. */
export function takeOwn<T>(random: Random, map: Map<string, T[]>, key: string): T | undefined {
  const list = map.get(key);
  if (!list || list.length === 0) return undefined;
  const index = random.int(0, list.length - 1);
  return list.splice(index, 1)[0];
}
