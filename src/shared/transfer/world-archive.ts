import * as z from 'zod/mini';
import { roles } from '../permissions';
import { calendarConfigSchema, dateParts } from '../calendar/calendar-config';
import { richTextSchema } from '../wiki/rich-text';
import { dialogGraph, dialogKinds, metaSchemaTypes, variableTypes } from '../dialogs/dialog-graph';

/**
 * The world archive (issue 9, data ownership): one zip holding a whole world.
 *
 *   manifest.json              format name and version, when, counts
 *   world.json                 the world, its calendar, members (user names), cover
 *   data/<entity>.json         one JSON array per kind of entity (below)
 *   documents/<name>.md        every document's contents as Markdown, for reading anywhere
 *   images/<image id>.<ext>    the gallery's pictures; cover.<ext> the world's cover
 *
 * Ids are the exporting server's; an import gives every entity a new one and
 * rewires the references. People are named by user name, never by id.
 * Derived values (search index, name keys, plain text, sort keys, link
 * tables a graph or text implies, co-editing state, thumbnails) are left out
 * and rebuilt on import. Version 1; an importer refuses other versions.
 */
export const worldArchiveFormat = 'loreweave-world';
export const worldArchiveVersion = 1;

/** What an import accepts before it inflates anything (a zip bomb is refused from its directory). */
export const worldArchiveLimits = {
  /** The uploaded zip. */
  maxArchiveBytes: 2 * 1024 ** 3,
  /** Everything inside, inflated. */
  maxUncompressedBytes: 4 * 1024 ** 3,
  maxEntries: 100_000,
  /** One JSON entry, inflated. */
  maxJsonBytes: 512 * 1024 ** 2,
} as const;

export const archiveFiles = {
  manifest: 'manifest.json',
  world: 'world.json',
  tags: 'data/tags.json',
  documents: 'data/documents.json',
  revisions: 'data/revisions.json',
  templates: 'data/templates.json',
  todos: 'data/todos.json',
  timelineRows: 'data/timeline-rows.json',
  events: 'data/events.json',
  imageCategories: 'data/image-categories.json',
  images: 'data/images.json',
  relationTypes: 'data/relation-types.json',
  relations: 'data/relations.json',
  graphPositions: 'data/graph-positions.json',
  storyVariables: 'data/story-variables.json',
  metaSchema: 'data/meta-schema.json',
  dialogs: 'data/dialogs.json',
  stories: 'data/stories.json',
  storyBlocks: 'data/story-blocks.json',
  storyScenes: 'data/story-scenes.json',
} as const;

export type ArchiveEntity = Exclude<keyof typeof archiveFiles, 'manifest' | 'world'>;

/** An entry name of a picture: `images/<id>.<ext>` or `cover.<ext>`. */
export const imageEntryName = /^(?:images\/[A-Za-z0-9-]{1,64}|cover)\.(?:png|jpg|webp|gif)$/;

const id = z.string().check(z.minLength(1), z.maxLength(64));
const text = (max: number) => z.string().check(z.maxLength(max));
const name = text(500);
const time = text(40);
const userName = z.nullable(text(100));
const count = z.number().check(z.int(), z.nonnegative());
const version = z.number().check(z.int(), z.positive());

export const manifestSchema = z.object({
  format: z.string(),
  version: z.number(),
  exportedAt: time,
  world: z.object({ name }),
  counts: z.record(z.string(), count),
});
export type WorldArchiveManifest = z.infer<typeof manifestSchema>;

export const worldFileSchema = z.object({
  world: z.object({
    name,
    urlName: text(60),
    description: text(10_000),
    createdAt: time,
    updatedAt: time,
    version,
  }),
  calendar: z.object({
    config: calendarConfigSchema,
    version,
    updatedAt: z.nullable(time),
    updatedBy: userName,
  }),
  members: z.array(z.object({ userName: text(100), role: z.enum(roles), addedAt: time })),
  cover: z.nullable(z.object({ file: text(100), updatedBy: userName, updatedAt: time })),
});
export type WorldFile = z.infer<typeof worldFileSchema>;

const authored = { createdBy: userName, updatedBy: userName, createdAt: time, updatedAt: time };

export const entitySchemas = {
  tags: z.object({ id, name, previewable: z.boolean(), createdAt: time }),
  documents: z.object({
    id,
    name,
    type: text(50),
    description: text(10_000),
    contents: richTextSchema,
    tags: z.array(name),
    version,
    markdown: text(300),
    ...authored,
  }),
  revisions: z.object({
    id,
    documentId: id,
    version,
    kind: text(20),
    restoredFrom: z.nullable(count),
    name,
    type: text(50),
    description: text(10_000),
    tags: z.array(name),
    contents: richTextSchema,
    author: userName,
    editors: z.array(text(100)),
    createdAt: time,
  }),
  templates: z.object({
    id,
    name,
    type: text(50),
    contents: z.unknown(),
    createdBy: userName,
    createdAt: time,
  }),
  todos: z.object({ id, text: text(5_000), done: z.boolean(), assignee: userName, ...authored }),
  timelineRows: z.object({ id, name, position: count, createdAt: time }),
  events: z.object({
    id,
    rowId: id,
    name,
    kind: z.enum(['instant', 'lasting']),
    start: dateParts,
    end: z.nullable(dateParts),
    description: text(100_000),
    documentIds: z.array(id),
    version,
    ...authored,
  }),
  imageCategories: z.object({ id, name, createdAt: time }),
  images: z.object({
    id,
    categoryId: z.nullable(id),
    name,
    file: text(100),
    documentIds: z.array(id),
    version,
    ...authored,
  }),
  relationTypes: z.object({ id, name, color: text(20), directed: z.boolean(), createdAt: time }),
  relations: z.object({
    id,
    typeId: id,
    sourceId: id,
    targetId: id,
    label: text(500),
    createdBy: userName,
    createdAt: time,
    updatedAt: time,
  }),
  graphPositions: z.object({ documentId: id, x: z.number(), y: z.number() }),
  storyVariables: z.object({
    id,
    name: text(100),
    type: z.enum(variableTypes),
    commentary: text(5_000),
    defaultValue: text(1_000),
    createdAt: time,
    updatedAt: time,
  }),
  metaSchema: z.object({
    id,
    name: text(100),
    type: z.enum(metaSchemaTypes),
    commentary: text(5_000),
    createdAt: time,
    updatedAt: time,
  }),
  dialogs: z.object({
    id,
    name,
    kind: z.enum(dialogKinds),
    graph: dialogGraph,
    version,
    ...authored,
  }),
  stories: z.object({ id, name, type: text(50), description: text(10_000), version, ...authored }),
  storyBlocks: z.object({
    id,
    storyId: id,
    name,
    position: count,
    version,
    createdAt: time,
    updatedAt: time,
  }),
  storyScenes: z.object({
    id,
    storyId: id,
    blockId: id,
    name,
    text: text(200_000),
    position: count,
    links: z.array(z.object({ kind: z.enum(['document', 'event', 'dialog']), id })),
    version,
    createdAt: time,
    updatedAt: time,
  }),
} satisfies Record<ArchiveEntity, z.ZodMiniType>;

export type ArchiveRow<E extends ArchiveEntity> = z.infer<(typeof entitySchemas)[E]>;
export type ArchiveRows = { [E in ArchiveEntity]: ArchiveRow<E>[] };

export const archiveEntities = Object.keys(entitySchemas) as ArchiveEntity[];

/** What an import did (the screen lists it). */
export const importReportSchema = z.object({
  world: z.object({ id: z.string(), urlName: z.string(), name: z.string() }),
  ownerUserName: z.string(),
  counts: z.record(z.string(), z.number()),
  /** Members of the archive with no account of that name here: not added. */
  droppedMembers: z.array(z.string()),
  /** Authors with no account here: their names are no longer on what they wrote. */
  unknownAuthors: z.array(z.string()),
  /** References to things the archive does not hold (a link to a document deleted while it was written), left out. */
  droppedReferences: z.number(),
});
export type ImportReport = z.infer<typeof importReportSchema>;
