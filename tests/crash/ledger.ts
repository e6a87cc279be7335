/**
 * What the clients were told was written. A write counts once its 2xx answer
 * arrived in full; a write in flight when the server died may or may not have
 * landed, so it is kept as "maybe" (or `pending`) and settled by what the
 * restarted server shows.
 */
export interface Account {
  userName: string;
  password: string;
  token: string;
  round: number;
}

export interface World {
  id: string;
  urlName: string;
  owner: Account;
  name: string;
  maybeName: string | undefined;
  /** User names of acknowledged members besides the owner. */
  members: Set<string>;
  maybeMembers: Set<string>;
  /** The last round that wrote (or tried to write) the world's name or members. */
  round: number;
  content: WorldContent;
}

/** Records of the world's content, each written only by the client that owns the world. */
export interface WorldContent {
  documents: Entity[];
  events: Entity[];
  images: Entity[];
  relationTypes: Entity[];
  relations: Entity[];
  stories: Entity[];
  blocks: Entity[];
  scenes: Entity[];
  dialogs: Entity[];
  /** Maps, their layers and their pins, regions and paths (deleted ones stay, to be checked absent). */
  maps: Entity[];
  mapLayers: Entity[];
  mapFeatures: Entity[];
  /** The timeline row new events go on (every world starts with one). */
  rowId: string | undefined;
  /** "type:source:target" of every relation tried, landed or not: a type holds a pair once. */
  relationPairs: Set<string>;
  /** The last round that tried an upload (its files are checked even when it was not acknowledged). */
  uploadRound: number;
}

export const entityKinds = [
  'document',
  'event',
  'image',
  'relationType',
  'relation',
  'story',
  'block',
  'scene',
  'dialog',
  'map',
  'mapLayer',
  'mapFeature',
] as const;
export type EntityKind = (typeof entityKinds)[number];

/** The fields of a record that the test checks, as the API shows them. */
export type Snapshot = Record<string, string | number | readonly string[]>;

/** One record the server acknowledged creating. */
export interface Entity {
  kind: EntityKind;
  world: World;
  id: string;
  /** The story of a block or a scene. */
  storyId?: string;
  /** The map of a layer or a feature. */
  mapId?: string;
  /** A map's picture as uploaded (the last upload tried), and whether the server showed it ready. */
  picture?: { width: number; height: number; ready: boolean };
  /** What the last acknowledged write left. */
  state: Snapshot;
  /** What the write in flight at the kill would leave instead, until settled. */
  pending: Snapshot | undefined;
  /** The last round that wrote (or tried to write) it. */
  round: number;
}

/** A document typed into through co-editing, by one client that owns its world. */
export interface CoEditedDocument {
  worldId: string;
  documentId: string;
  /** The owner's token. */
  token: string;
  /** Words the server acknowledged (the provider had no unsynced change left after them). */
  acknowledged: string[];
  /** The last round that typed into it. */
  round: number;
}

/** Acknowledged writes by resource; an update is counted apart from a create. */
export const writeKinds = [
  'accounts',
  'worlds',
  'members',
  'renames',
  'documents',
  'documentUpdates',
  'events',
  'eventUpdates',
  'images',
  'relationTypes',
  'relations',
  'relationUpdates',
  'stories',
  'blocks',
  'scenes',
  'sceneUpdates',
  'dialogs',
  'dialogSaves',
  'maps',
  'mapUpdates',
  'mapPictures',
  'mapLayers',
  'mapLayerUpdates',
  'mapFeatures',
  'mapFeatureUpdates',
  'mapDeletes',
  'coEdits',
] as const;
export type WriteKind = (typeof writeKinds)[number];

export interface Ledger {
  accounts: Account[];
  worlds: World[];
  entities: Entity[];
  coEdited: CoEditedDocument[];
  acknowledged: Record<WriteKind, number>;
  /** What verification looked at: revisions listed, image files and map tiles fetched and decoded. */
  checked: { revisions: number; imageFiles: number; mapTiles: number };
  /** Every loss found so far, each reported once. */
  lost: Set<string>;
  /** 4xx/5xx answers to writes that should have succeeded: a bug even without a crash. */
  unexpected: string[];
}

export function emptyLedger(): Ledger {
  return {
    accounts: [],
    worlds: [],
    entities: [],
    coEdited: [],
    acknowledged: Object.fromEntries(writeKinds.map((kind) => [kind, 0])) as Record<
      WriteKind,
      number
    >,
    checked: { revisions: 0, imageFiles: 0, mapTiles: 0 },
    lost: new Set(),
    unexpected: [],
  };
}

export function emptyContent(): WorldContent {
  return {
    documents: [],
    events: [],
    images: [],
    relationTypes: [],
    relations: [],
    stories: [],
    blocks: [],
    scenes: [],
    dialogs: [],
    maps: [],
    mapLayers: [],
    mapFeatures: [],
    rowId: undefined,
    relationPairs: new Set(),
    uploadRound: 0,
  };
}

export function acknowledgedTotal(ledger: Ledger): number {
  return writeKinds.reduce((sum, kind) => sum + ledger.acknowledged[kind], 0);
}

/** "accounts 12, worlds 9, …" for the printed summary. */
export function describeWrites(ledger: Ledger): string {
  return writeKinds.map((kind) => `${kind} ${ledger.acknowledged[kind]}`).join(', ');
}

/** The state of a record whose deletion was acknowledged (or is in flight, as `pending`). */
export const deleted: Snapshot = { deleted: 'yes' };

export const isDeleted = (snapshot: Snapshot | undefined): boolean =>
  snapshot !== undefined && snapshot['deleted'] === 'yes';

/** Same fields, same values (arrays in order). */
export function sameSnapshot(a: Snapshot, b: Snapshot): boolean {
  return canonical(a) === canonical(b);
}

export function canonical(snapshot: Snapshot): string {
  return JSON.stringify(
    Object.keys(snapshot)
      .sort()
      .map((key) => [key, snapshot[key]]),
  );
}
