import * as z from 'zod/mini';

/**
 * SPEC §3 Feed activity: date, user, type and details. The three types the
 * spec names come first; the rest are the other changes the feed shows.
 */
export const activityTypes = [
  'upload_image',
  'create_new_event',
  'create_new_document',
  'create_world',
  'import_world',
  'update_world',
  'delete_world',
  'publish_world',
  'unpublish_world',
  'update_world_visibility',
  'add_member',
  'change_member_role',
  'remove_member',
  'leave_world',
  'transfer_ownership',
  'update_document',
  'delete_document',
  'restore_document',
  'create_tag',
  'update_tag',
  'delete_tag',
  'create_template',
  'delete_template',
  'create_todo',
  'update_todo',
  'delete_todo',
  'update_event',
  'delete_event',
  'update_calendar',
  'create_timeline_row',
  'update_timeline_row',
  'delete_timeline_row',
  'update_image',
  'delete_image',
  'create_image_category',
  'update_image_category',
  'delete_image_category',
  'update_world_cover',
  'delete_world_cover',
  'create_relation_type',
  'update_relation_type',
  'delete_relation_type',
  'create_relation',
  'update_relation',
  'delete_relation',
  'pin_graph_positions',
  'create_new_dialog',
  'update_dialog',
  'delete_dialog',
  'create_story_variable',
  'update_story_variable',
  'delete_story_variable',
  'create_dialog_meta_schema',
  'update_dialog_meta_schema',
  'delete_dialog_meta_schema',
  'update_dialog_languages',
  'import_dialog_translations',
  'create_new_story',
  'update_story',
  'delete_story',
  'create_map',
  'update_map',
  'delete_map',
  'upload_map_picture',
  'update_map_layers',
  'create_map_feature',
  'update_map_feature',
  'delete_map_feature',
] as const;
export type ActivityType = (typeof activityTypes)[number];

export const activityResponse = z.object({
  id: z.number(),
  date: z.string(),
  user: z.nullable(z.object({ id: z.string(), userName: z.string() })),
  type: z.string(),
  details: z.record(z.string(), z.unknown()),
});
export type Activity = z.infer<typeof activityResponse>;

export const feedQuery = z.object({
  after: z.optional(z.coerce.number().check(z.int(), z.minimum(0))),
  before: z.optional(z.coerce.number().check(z.int(), z.minimum(0))),
  limit: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(200)), 50),
});

export const feedResponse = z.object({ items: z.array(activityResponse) });
