import * as z from 'zod/mini';
import { visibilities } from '../visibility';
import { membershipRoles } from '../permissions';
import { nameField, worldUrlField } from '../schemas/fields';
import { calendarConfigSchema, dateParts } from '../calendar/calendar-config';
import { richTextSchema } from '../wiki/rich-text';
import {
  dialogGraph,
  dialogKinds,
  dialogLimits,
  metaSchemaTypes,
  variableTypes,
} from '../dialogs/dialog-graph';
import {
  dialogLanguagePattern,
  maxDialogCharLimit,
  maxDialogTargetLanguages,
} from '../schemas/dialog-localization';
import { mapGeometry, mapPinIcons } from '../schemas/map';
import { maxDocumentTypes } from '../schemas/document-type';
import { documentTypeColorNames, documentTypeIcons } from '../wiki/document-types';

/**
 * The world archive (issue 9, data ownership): one zip holding a whole world.
 *
 *   manifest.json              format name and version, when, counts
 *   world.json                 the world, its calendar, members (user names), cover
 *   data/<entity>.json         one JSON array per kind of entity (below)
 *   documents/<name>.md        every document's contents as Markdown, for reading anywhere
 *   images/<image id>.<ext>    the gallery's pictures; cover.<ext> the world's cover
 *   maps/<map id>.<ext>        each map's picture as uploaded (an import cuts its tiles again)
 *
 * Ids are the exporting server's; an import gives every entity a new one and
 * rewires the references. People are named by user name, never by id.
 * Derived values (search index, name keys, plain text, sort keys, link
 * tables a graph or text implies, co-editing state, thumbnails) are left out
 * and rebuilt on import. Version 1; an importer refuses other versions.
 * Entries added since (dialog translations, maps) are optional: an archive
 * made before them reads as a world without them, so the version stays.
 */
export const worldArchiveFormat = 'loreweave-world';
export const worldArchiveVersion = 1;

/**
 * What an import accepts. The zip directory is checked before anything is
 * inflated (a zip bomb is refused from it); the JSON entries are then read
 * as streams, item by item, against `archiveEntryLimits` and the totals
 * here, so no entry is ever held whole and the first limit passed ends the
 * import. A generated world of 10,000 documents of ~1,000 words with a
 * revision each, 10,000 events and 1,500 relations holds ~160 MB of JSON in
 * ~2.9 million values.
 */
export const worldArchiveLimits = {
  /** The uploaded zip. */
  maxArchiveBytes: 2 * 1024 ** 3,
  /** Everything inside, inflated. */
  maxUncompressedBytes: 4 * 1024 ** 3,
  maxEntries: 100_000,
  /** All JSON entries together, inflated: the import holds what they parse to. */
  maxJsonBytes: 400 * 1024 ** 2,
  /** Values (arrays, objects, members, elements) in all JSON entries together. */
  maxJsonValues: 8_000_000,
  /** Nesting levels of one item: as deep as a JSON request body may go. */
  maxDepth: 200,
} as const;

/** One JSON entry: how many items its array holds, and how large one item may be. */
export interface ArchiveEntryLimit {
  maxRows: number;
  /** One item's JSON text, in characters. */
  maxRowBytes: number;
  /** Values in one item. */
  maxRowValues: number;
}

const kb = 1024;
const mb = 1024 * 1024;
/**
 * An item's text may be six times its characters (JSON's `\uXXXX`); these
 * figures leave that room over each entity's own limits (names 500, texts
 * 5,000 to 200,000 characters). Contents and dialog graphs are bounded by
 * the API that saves them (a 1 MB body for a document, 16 MB for a dialog);
 * the value counts keep one item's parse and check short, so the server
 * answers others in between.
 */
const contentsRow = { maxRowBytes: 16 * mb, maxRowValues: 200_000 };
export const archiveEntryLimits = {
  manifest: { maxRows: 1, maxRowBytes: 64 * kb, maxRowValues: 1_000 },
  world: { maxRows: 1, maxRowBytes: 4 * mb, maxRowValues: 100_000 },
  tags: { maxRows: 10_000, maxRowBytes: 8 * kb, maxRowValues: 16 },
  documentTypes: { maxRows: maxDocumentTypes, maxRowBytes: 8 * kb, maxRowValues: 16 },
  documents: { maxRows: 100_000, ...contentsRow },
  revisions: { maxRows: 1_000_000, ...contentsRow },
  templates: { maxRows: 10_000, ...contentsRow },
  todos: { maxRows: 100_000, maxRowBytes: 64 * kb, maxRowValues: 32 },
  timelineRows: { maxRows: 1_000, maxRowBytes: 8 * kb, maxRowValues: 16 },
  events: { maxRows: 200_000, maxRowBytes: 1 * mb, maxRowValues: 20_000 },
  imageCategories: { maxRows: 10_000, maxRowBytes: 8 * kb, maxRowValues: 16 },
  images: { maxRows: 100_000, maxRowBytes: 1 * mb, maxRowValues: 20_000 },
  relationTypes: { maxRows: 10_000, maxRowBytes: 8 * kb, maxRowValues: 16 },
  relations: { maxRows: 500_000, maxRowBytes: 16 * kb, maxRowValues: 32 },
  graphPositions: { maxRows: 200_000, maxRowBytes: 4 * kb, maxRowValues: 8 },
  storyVariables: { maxRows: 10_000, maxRowBytes: 64 * kb, maxRowValues: 32 },
  metaSchema: { maxRows: 10_000, maxRowBytes: 64 * kb, maxRowValues: 32 },
  dialogs: { maxRows: 10_000, maxRowBytes: 17 * mb, maxRowValues: 400_000 },
  dialogTranslations: { maxRows: 2_000_000, maxRowBytes: 128 * kb, maxRowValues: 16 },
  stories: { maxRows: 10_000, maxRowBytes: 128 * kb, maxRowValues: 32 },
  storyBlocks: { maxRows: 100_000, maxRowBytes: 8 * kb, maxRowValues: 32 },
  storyScenes: { maxRows: 200_000, maxRowBytes: 2 * mb, maxRowValues: 2_000 },
  maps: { maxRows: 10_000, maxRowBytes: 128 * kb, maxRowValues: 64 },
  mapLayers: { maxRows: 100_000, maxRowBytes: 8 * kb, maxRowValues: 16 },
  // A region or path of 10,000 vertices: ~30,000 values, a few hundred KB.
  mapFeatures: { maxRows: 1_000_000, maxRowBytes: 2 * mb, maxRowValues: 31_000 },
} as const satisfies Record<'manifest' | 'world' | ArchiveEntity, ArchiveEntryLimit>;

export const archiveFiles = {
  manifest: 'manifest.json',
  world: 'world.json',
  tags: 'data/tags.json',
  documentTypes: 'data/document-types.json',
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
  dialogTranslations: 'data/dialog-translations.json',
  stories: 'data/stories.json',
  storyBlocks: 'data/story-blocks.json',
  storyScenes: 'data/story-scenes.json',
  maps: 'data/maps.json',
  mapLayers: 'data/map-layers.json',
  mapFeatures: 'data/map-features.json',
} as const;

export type ArchiveEntity = Exclude<keyof typeof archiveFiles, 'manifest' | 'world'>;

/** An entry name of a picture: `images/<id>.<ext>` or `cover.<ext>`. */
export const imageEntryName = /^(?:images\/[A-Za-z0-9-]{1,64}|cover)\.(?:png|jpg|webp|gif)$/;
/** An entry name of a map's picture: `maps/<id>.<ext>`. */
export const mapPictureEntryName = /^maps\/[A-Za-z0-9-]{1,64}\.(?:png|jpg|webp)$/;

const id = z.string().check(z.minLength(1), z.maxLength(64));
const text = (max: number) => z.string().check(z.maxLength(max));
const name = text(500);
const time = text(40);
const userName = z.nullable(text(100));
const count = z.number().check(z.int(), z.nonnegative());
const version = z.number().check(z.int(), z.positive());
const language = z.string().check(z.regex(dialogLanguagePattern));
const typeName = z.string().check(z.trim(), z.minLength(1), z.maxLength(60));
const charLimit = z.nullable(
  z.number().check(z.int(), z.minimum(1), z.maximum(maxDialogCharLimit)),
);

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
    /** What its items are by default once published; absent in archives made before publishing. */
    defaultVisibility: z.optional(z.enum(visibilities)),
  }),
  calendar: z.object({
    config: calendarConfigSchema,
    version,
    updatedAt: z.nullable(time),
    updatedBy: userName,
  }),
  members: z.array(z.object({ userName: text(100), role: z.enum(membershipRoles), addedAt: time })),
  cover: z.nullable(z.object({ file: text(100), updatedBy: userName, updatedAt: time })),
  /** The dialogs' languages and limits; absent in archives made before them (and for the defaults). */
  dialogLanguages: z.optional(
    z.nullable(
      z.object({
        sourceLanguage: language,
        languages: z.array(language).check(z.maxLength(maxDialogTargetLanguages)),
        lineCharLimit: charLimit,
        choiceCharLimit: charLimit,
        updatedAt: time,
      }),
    ),
  ),
});
export type WorldFile = z.infer<typeof worldFileSchema>;

const authored = { createdBy: userName, updatedBy: userName, createdAt: time, updatedAt: time };

export const entitySchemas = {
  tags: z.object({ id, name, previewable: z.boolean(), createdAt: time }),
  /**
   * A world's document type; documents and templates name it by `key`, which
   * an import keeps. Name and plural null: a built-in type (its key one of
   * the ten) not renamed. Absent in archives made before types were a
   * world's own: those worlds get the ten built-in ones.
   */
  documentTypes: z.object({
    id,
    key: z.string().check(z.minLength(1), z.maxLength(50)),
    name: z.nullable(typeName),
    plural: z.nullable(typeName),
    icon: z.enum(documentTypeIcons),
    color: z.enum(documentTypeColorNames),
    position: count,
    version,
    createdAt: time,
    updatedAt: time,
  }),
  documents: z.object({
    id,
    name,
    type: text(50),
    description: text(10_000),
    contents: richTextSchema,
    tags: z.array(name),
    version,
    markdown: text(300),
    /** Who sees it once the world is public; absent in archives made before publishing (members only). */
    visibility: z.optional(z.nullable(z.enum(visibilities))),
    /** The document it sits inside; absent in archives made before documents had parents. */
    parentId: z.optional(z.nullable(id)),
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
  timelineRows: z.object({
    id,
    name,
    position: count,
    createdAt: time,
    visibility: z.optional(z.nullable(z.enum(visibilities))),
  }),
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
    /** Who sees it once the world is public; absent in archives made before publishing (members only). */
    visibility: z.optional(z.nullable(z.enum(visibilities))),
    ...authored,
  }),
  /** A dialog line's translation; the line id as the dialog's id made it (an import maps it to the new id's). */
  dialogTranslations: z.object({
    dialogId: id,
    language,
    lineId: text(64),
    text: text(dialogLimits.maxTextLength),
    sourceText: text(dialogLimits.maxTextLength),
    updatedBy: userName,
    updatedAt: time,
  }),
  stories: z.object({
    id,
    name,
    type: text(50),
    description: text(10_000),
    version,
    visibility: z.optional(z.nullable(z.enum(visibilities))),
    ...authored,
  }),
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
  /**
   * A map; `picture` names its picture's entry, null when it has none (or a
   * picture cut before pictures were kept). `width` and `height` are the
   * pixels its features' coordinates are in.
   */
  maps: z.object({
    id,
    name,
    description: text(10_000),
    parentMapId: z.nullable(id),
    parentPinId: z.nullable(id),
    picture: z.nullable(text(100)),
    width: z.nullable(count),
    height: z.nullable(count),
    scale: z.nullable(z.object({ unitsPerPixel: z.number(), unit: text(20) })),
    version,
    /** Who sees it once the world is public; absent in archives made before publishing (members only). */
    visibility: z.optional(z.nullable(z.enum(visibilities))),
    ...authored,
  }),
  /** A layer; a secret one is carried too (only the owner exports). */
  mapLayers: z.object({
    id,
    mapId: id,
    name,
    position: count,
    secret: z.boolean(),
    visible: z.boolean(),
    version,
    /** Who sees it once the world is public; absent in archives made before publishing (members only). */
    visibility: z.optional(z.nullable(z.enum(visibilities))),

    createdAt: time,
    updatedAt: time,
  }),
  mapFeatures: z.object({
    id,
    mapId: id,
    layerId: z.nullable(id),
    geometry: mapGeometry,
    name: text(200),
    description: text(10_000),
    documentId: z.nullable(id),
    childMapId: z.nullable(id),
    eventId: z.nullable(id),
    color: z.nullable(text(20)),
    icon: z.nullable(z.enum(mapPinIcons)),
    from: z.nullable(dateParts),
    until: z.nullable(dateParts),
    version,
    ...authored,
  }),
} satisfies Record<ArchiveEntity, z.ZodMiniType>;

export type ArchiveRow<E extends ArchiveEntity> = z.infer<(typeof entitySchemas)[E]>;
export type ArchiveRows = { [E in ArchiveEntity]: ArchiveRow<E>[] };

export const archiveEntities = Object.keys(entitySchemas) as ArchiveEntity[];

/**
 * The import prompt's fields, sent beside the archive: the new world's name
 * and address, checked as a new world's. Absent: the archive's own.
 */
export const importChoiceSchema = z.strictObject({
  name: z.optional(nameField),
  urlName: z.optional(worldUrlField),
});
export type ImportChoiceFields = z.infer<typeof importChoiceSchema>;

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
  /** Maps whose pictures are being cut into tiles after the import (each turns ready by itself). */
  mapsTiling: z.optional(z.number()),
});
export type ImportReport = z.infer<typeof importReportSchema>;
