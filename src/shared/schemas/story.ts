import * as z from 'zod/mini';
import { descriptionField, idField, visibilityField } from './fields';
import { visibilities } from '../visibility';

/**
 * Stories (SPEC §3 Story: name, type, story blocks, scenes; §5 name and type
 * required; §6 writers and the owner edit).
 *
 * A story holds ordered story blocks (acts, chapters); a block holds ordered
 * scenes; a scene has text and links to documents, timeline events and
 * dialogs of the same world. Concurrency is checked per thing edited: the
 * story's own fields, each block and each scene carry a version (409 4091
 * when stale). A reorder sends the whole new order and is refused (400) when
 * it leaves something out, so nobody reorders a list they have not seen.
 *
 * Every write answers with the whole story (`storyResponse`), so the page
 * shows the server's truth after each step.
 */

/** Kinds of story, as writers in games, film, comics and books name them. */
export const storyTypes = [
  'novel',
  'short_story',
  'game_quest',
  'screenplay',
  'comic',
  'tabletop_campaign',
  'other',
] as const;
export type StoryType = (typeof storyTypes)[number];

const versionField = z.number().check(z.int(), z.minimum(1));

export const storyNameField = z
  .string({ error: 'VALIDATION.STORY_NAME_REQUIRED' })
  .check(
    z.trim(),
    z.minLength(1, { error: 'VALIDATION.STORY_NAME_REQUIRED' }),
    z.maxLength(200, { error: 'VALIDATION.NAME_TOO_LONG' }),
  );

/** The name of a block or a scene: required ("Name is required"). */
export const storyPartNameField = z
  .string({ error: 'VALIDATION.NAME_REQUIRED' })
  .check(
    z.trim(),
    z.minLength(1, { error: 'VALIDATION.NAME_REQUIRED' }),
    z.maxLength(200, { error: 'VALIDATION.NAME_TOO_LONG' }),
  );

export const storyTypeField = z.enum(storyTypes, { error: 'VALIDATION.STORY_TYPE_REQUIRED' });

/** POST body: a new story (SPEC §5: name and type required). */
export const storyRequest = z.strictObject({
  name: storyNameField,
  type: storyTypeField,
  description: z._default(z.optional(descriptionField), ''),
  /** Who reads it in a public world; absent keeps it as it is (new: the world's default). */
  visibility: z.optional(visibilityField),
});
export type StoryRequest = z.input<typeof storyRequest>;

/** PUT body: the story's own fields and the version they were edited from. */
export const storyUpdateRequest = z.extend(storyRequest, { version: versionField });
export type StoryUpdateRequest = z.input<typeof storyUpdateRequest>;

export const storyBlockRequest = z.strictObject({ name: storyPartNameField });
export type StoryBlockRequest = z.input<typeof storyBlockRequest>;

export const storyBlockUpdateRequest = z.strictObject({
  name: storyPartNameField,
  version: versionField,
});
export type StoryBlockUpdateRequest = z.input<typeof storyBlockUpdateRequest>;

export const sceneLinkKinds = ['document', 'event', 'dialog'] as const;
export type SceneLinkKind = (typeof sceneLinkKinds)[number];

/** A link from a scene; the target must belong to the world (`VALIDATION.STORY_LINK_INVALID`). */
export const sceneLinkRequest = z.strictObject({
  kind: z.enum(sceneLinkKinds, { error: 'VALIDATION.INVALID_VALUE' }),
  id: idField,
});
export type SceneLinkRequest = z.input<typeof sceneLinkRequest>;

export const sceneTextField = z
  .string({ error: 'VALIDATION.INVALID_VALUE' })
  .check(z.maxLength(100_000, { error: 'VALIDATION.SCENE_TEXT_TOO_LONG' }));

const sceneFields = {
  name: storyPartNameField,
  text: z._default(z.optional(sceneTextField), ''),
  /** In the order shown; a target listed twice is kept once. */
  links: z._default(z.optional(z.array(sceneLinkRequest).check(z.maxLength(200))), []),
};

export const sceneRequest = z.strictObject(sceneFields);
export type SceneRequest = z.input<typeof sceneRequest>;

export const sceneUpdateRequest = z.strictObject({ ...sceneFields, version: versionField });
export type SceneUpdateRequest = z.input<typeof sceneUpdateRequest>;

/** PUT …/Blocks/Order: every block of the story, once, in the new order. */
export const blockOrderRequest = z.strictObject({
  blockIds: z.array(idField).check(z.maxLength(1000)),
});
export type BlockOrderRequest = z.input<typeof blockOrderRequest>;

/**
 * PUT …/Blocks/{blockId}/Scenes/Order: the block's scenes in the new order.
 * It lists every scene the block has, and may also list scenes of the
 * story's other blocks: those move into this block at their place.
 */
export const sceneOrderRequest = z.strictObject({
  sceneIds: z.array(idField).check(z.maxLength(2000)),
});
export type SceneOrderRequest = z.input<typeof sceneOrderRequest>;

// ── Answers ─────────────────────────────────────────────────────────────────

export const sceneLinkResponse = z.object({
  kind: z.enum(sceneLinkKinds),
  id: z.string(),
  name: z.string(),
});
export type SceneLink = z.infer<typeof sceneLinkResponse>;

export const sceneResponse = z.object({
  id: z.string(),
  blockId: z.string(),
  name: z.string(),
  text: z.string(),
  position: z.number(),
  version: z.number(),
  links: z.array(sceneLinkResponse),
});
export type Scene = z.infer<typeof sceneResponse>;

export const storyBlockResponse = z.object({
  id: z.string(),
  name: z.string(),
  position: z.number(),
  version: z.number(),
  scenes: z.array(sceneResponse),
});
export type StoryBlock = z.infer<typeof storyBlockResponse>;

const userRef = z.nullable(z.object({ id: z.string(), userName: z.string() }));

export const storyResponse = z.object({
  id: z.string(),
  name: z.string(),
  type: z.enum(storyTypes),
  description: z.string(),
  version: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
  updatedBy: userRef,
  /** Its own setting; null follows the world's default (src/shared/visibility.ts). */
  visibility: z.nullable(z.enum(visibilities)),
  blocks: z.array(storyBlockResponse),
});
export type Story = z.infer<typeof storyResponse>;

export const storySummary = z.object({
  id: z.string(),
  name: z.string(),
  type: z.enum(storyTypes),
  description: z.string(),
  blocks: z.number(),
  scenes: z.number(),
  updatedAt: z.string(),
  visibility: z.nullable(z.enum(visibilities)),
});
export type StorySummary = z.infer<typeof storySummary>;

export const storyListQuery = z.object({
  /** Part of the name, any case. */
  search: z._default(z.optional(z.string().check(z.trim(), z.maxLength(200))), ''),
  offset: z._default(z.coerce.number().check(z.int(), z.minimum(0), z.maximum(1_000_000)), 0),
  limit: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(500)), 100),
});
export type StoryListQuery = z.input<typeof storyListQuery>;

export const storyListResponse = z.object({
  items: z.array(storySummary),
  /** Matching stories in all, beyond this page too. */
  total: z.number(),
});
export type StoryList = z.infer<typeof storyListResponse>;

export const storyParams = z.object({ id: idField, storyId: idField });
export const storyBlockParams = z.object({ id: idField, storyId: idField, blockId: idField });
export const sceneParams = z.object({ id: idField, storyId: idField, sceneId: idField });
