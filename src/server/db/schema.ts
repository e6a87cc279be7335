import type { Generated } from 'kysely';

/** Row types of every table. Timestamps are ISO-8601 UTC strings on both dialects. */
export interface UsersTable {
  id: string;
  user_name: string;
  email: string;
  password_hash: string;
  is_guest: number;
  created_at: string;
  updated_at: string;
}

export interface SessionsTable {
  id: string;
  user_id: string;
  created_at: string;
  expires_at: string;
  revoked_at: string | null;
}

/** A personal API token; the secret itself is never stored, only its SHA-256 (auth/api-tokens.ts). */
export interface ApiTokensTable {
  id: string;
  user_id: string;
  name: string;
  secret_hash: string;
  /** 'read' or 'write' (ApiTokenAccess). */
  access: string;
  created_at: string;
  expires_at: string | null;
  last_used_at: string | null;
}

/** The worlds a token may reach; always a subset of its user's worlds. */
export interface ApiTokenWorldsTable {
  token_id: string;
  world_id: string;
}

export interface LoginFailuresTable {
  user_id: string;
  ip: string;
  failures: number;
  window_started_at: string;
  locked_until: string | null;
}

export interface PasswordResetsTable {
  id: string;
  user_id: string;
  code_hash: string;
  created_at: string;
  expires_at: string;
  attempts: number;
  used_at: string | null;
}

export interface WorldsTable {
  id: string;
  owner_id: string;
  url_name: string;
  name: string;
  description: string;
  created_at: string;
  updated_at: string;
  version: number;
  /** Null for a world in use; while an import stages the world (hidden), when it last wrote. */
  import_heartbeat_at: string | null;
  /** 1: anyone reads its public items. Optional: rows written without it are private. */
  is_public?: number;
  /** 'public' | 'members' (src/shared/visibility.ts): items without their own setting. */
  default_visibility?: string;
  /** When it was last made public; null while it never was. */
  published_at?: string | null;
}

export interface WorldMembersTable {
  world_id: string;
  user_id: string;
  role: string;
  added_at: string;
}

export interface ActivitiesTable {
  id: Generated<number>;
  world_id: string;
  user_id: string | null;
  type: string;
  details: string;
  created_at: string;
}

export interface DocumentsTable {
  id: string;
  world_id: string;
  name: string;
  name_key: string;
  type: string;
  description: string;
  /** Rich text JSON `{v, doc}` (src/shared/wiki/rich-text.ts). */
  contents: string;
  contents_text: string;
  version: number;
  created_by: string | null;
  updated_by: string | null;
  created_at: string;
  updated_at: string;
  /** 'public' | 'members', or null for the world's default (src/shared/visibility.ts). */
  visibility?: string | null;
  /** The document it sits inside (same world), or null at the top level. */
  parent_id?: string | null;
}

export interface TagsTable {
  id: string;
  world_id: string;
  name: string;
  name_key: string;
  previewable: number;
  created_at: string;
}

export interface DocumentTagsTable {
  world_id: string;
  document_id: string;
  tag_id: string;
}

export interface DocumentLinksTable {
  world_id: string;
  source_id: string;
  target_id: string;
}

export interface DocumentRevisionsTable {
  id: string;
  world_id: string;
  document_id: string;
  version: number;
  kind: string;
  restored_from: number | null;
  name: string;
  type: string;
  description: string;
  /** JSON array of tag names at the time of the save. */
  tags: string;
  contents: string;
  author_id: string | null;
  created_at: string;
  /** JSON array of the ids of everyone a co-edited save holds edits of ("[]" for one person's save). */
  editors: string;
}

/** The Yjs state of a co-edited document (src/server/collab). */
export interface DocumentCollabStatesTable {
  document_id: string;
  world_id: string;
  /** Y.encodeStateAsUpdate of the whole document. */
  state: Uint8Array;
  /** The document version whose contents the state holds. */
  synced_version: number;
  updated_at: string;
}

/** A Yjs update of a co-editing session, kept from its arrival until a save of the document holds it. */
export interface DocumentCollabUpdatesTable {
  id: Generated<number>;
  document_id: string;
  world_id: string;
  /** Who sent it; null once the account is gone. */
  user_id: string | null;
  /** The update as the provider sent it (Yjs update format v1). */
  data: Uint8Array;
  created_at: string;
}

export interface DocumentTemplatesTable {
  id: string;
  world_id: string;
  name: string;
  type: string;
  contents: string;
  created_by: string | null;
  created_at: string;
}

export interface TodosTable {
  id: string;
  world_id: string;
  text: string;
  done: number;
  assignee_id: string | null;
  created_by: string | null;
  created_at: string;
  updated_at: string;
}

export interface CalendarsTable {
  world_id: string;
  /** Versioned calendar JSON (src/shared/calendar/calendar-config.ts). */
  config: string;
  version: number;
  /** Null until the owner first saves a calendar of their own. */
  updated_at: string | null;
  updated_by: string | null;
}

export interface TimelineRowsTable {
  id: string;
  world_id: string;
  name: string;
  name_key: string;
  /** 0 for the top row. */
  position: number;
  created_at: string;
  /** 'public' | 'members', or null for the world's default (src/shared/visibility.ts). */
  visibility?: string | null;
}

export interface EventsTable {
  id: string;
  world_id: string;
  row_id: string;
  name: string;
  kind: string;
  start_year: number;
  start_month: number;
  start_day: number;
  start_hour: number;
  start_minute: number;
  start_second: number;
  end_year: number | null;
  end_month: number | null;
  end_day: number | null;
  end_hour: number | null;
  end_minute: number | null;
  end_second: number | null;
  /** Absolute seconds on the world's calendar; a sort key recomputed when the calendar changes. */
  start_seconds: number;
  /** The end on the axis: the end date, the start when instant, the calendar's end when open-ended. */
  end_seconds: number;
  description: string;
  version: number;
  created_by: string | null;
  updated_by: string | null;
  created_at: string;
  updated_at: string;
}

export interface EventDocumentsTable {
  world_id: string;
  event_id: string;
  document_id: string;
}

export interface ImageCategoriesTable {
  id: string;
  world_id: string;
  name: string;
  name_key: string;
  created_at: string;
}

export interface ImagesTable {
  id: string;
  world_id: string;
  category_id: string | null;
  name: string;
  /** Files: DATA_DIR/images/<world>/<file_key>.<ext> and <file_key>.thumb.webp. */
  file_key: string;
  ext: string;
  mime: string;
  width: number;
  height: number;
  byte_size: number;
  version: number;
  created_by: string | null;
  updated_by: string | null;
  created_at: string;
  updated_at: string;
}

export interface ImageDocumentsTable {
  world_id: string;
  image_id: string;
  document_id: string;
}

export interface WorldCoversTable {
  world_id: string;
  file_key: string;
  ext: string;
  mime: string;
  width: number;
  height: number;
  byte_size: number;
  updated_by: string | null;
  updated_at: string;
}

/** A world's own document type; `documents.type` holds its `key` (built-in ones: 'character', …). */
export interface DocumentTypesTable {
  id: string;
  world_id: string;
  key: string;
  /** Null: a built-in type not renamed, shown in the reader's language. */
  name: string | null;
  /** Lower-cased name, unique in the world; null while the name is. */
  name_key: string | null;
  plural: string | null;
  icon: string;
  /** A Mantine palette name. */
  color: string;
  position: number;
  version: number;
  created_at: string;
  updated_at: string;
}

export interface RelationTypesTable {
  id: string;
  world_id: string;
  name: string;
  name_key: string;
  color: string;
  directed: number;
  created_at: string;
}

export interface RelationsTable {
  id: string;
  world_id: string;
  type_id: string;
  source_id: string;
  target_id: string;
  /** Unique per type: "source>target" when directed, "a|b" (ids in order) when not. */
  pair_key: string;
  label: string;
  created_by: string | null;
  created_at: string;
  updated_at: string;
}

export interface GraphPositionsTable {
  world_id: string;
  document_id: string;
  x: number;
  y: number;
}

export interface StoryVariablesTable {
  id: string;
  world_id: string;
  name: string;
  /** 'boolean' | 'integer' | 'text' (src/shared/dialogs/dialog-graph.ts `variableTypes`). */
  type: string;
  commentary: string;
  default_value: string;
  created_at: string;
  updated_at: string;
}

export interface DialogMetaSchemasTable {
  id: string;
  world_id: string;
  name: string;
  /** 'integer' | 'text' (`metaSchemaTypes`). */
  type: string;
  commentary: string;
  created_at: string;
  updated_at: string;
}

export interface DialogsTable {
  id: string;
  world_id: string;
  name: string;
  name_key: string;
  /** 'linear' | 'branching'. */
  kind: string;
  /** The dialog graph JSON (src/shared/dialogs/dialog-graph.ts), versioned by its `version` field. */
  graph: string;
  node_count: number;
  version: number;
  created_by: string | null;
  updated_by: string | null;
  created_at: string;
  updated_at: string;
  /** 'public' | 'members', or null for the world's default (src/shared/visibility.ts). */
  visibility?: string | null;
}

export interface DialogDocumentsTable {
  dialog_id: string;
  world_id: string;
  document_id: string;
}

export interface DialogVariablesTable {
  dialog_id: string;
  world_id: string;
  variable_id: string;
}

export interface DialogMetaFieldsTable {
  dialog_id: string;
  world_id: string;
  definition_id: string;
}

/** A world's dialog languages (no row: source 'en', no targets, no limits). */
export interface WorldDialogLanguagesTable {
  world_id: string;
  source_language: string;
  /** JSON array of the target language codes, in the world's order. */
  languages: string;
  line_char_limit: number | null;
  choice_char_limit: number | null;
  updated_at: string;
}

/** A dialog line's translation into one language (src/shared/dialogs/localization). */
export interface DialogTranslationsTable {
  dialog_id: string;
  language: string;
  line_id: string;
  text: string;
  /** The source the translation was made from: stale when the line's text differs. */
  source_text: string;
  updated_at: string;
  updated_by: string | null;
}

/** A play link of one dialog (the token itself is never stored, only its SHA-256). */
export interface DialogShareLinksTable {
  id: string;
  world_id: string;
  dialog_id: string;
  token_hash: string;
  label: string;
  expires_at: string | null;
  revoked_at: string | null;
  created_by: string | null;
  created_at: string;
}

/** One anonymous play through a link: what it reached and chose, each once. */
export interface DialogPlaysTable {
  id: string;
  world_id: string;
  dialog_id: string;
  link_id: string;
  /** JSON array of node ids. */
  reached_nodes: string;
  /** JSON array of [nodeId, choiceId] pairs. */
  chosen_options: string;
  /** 1 when the play reached an end, 0 when it was left. */
  finished: number;
  created_at: string;
}

export interface StoriesTable {
  id: string;
  world_id: string;
  name: string;
  /** Lower-cased, trimmed name: the list's order and search. */
  name_key: string;
  type: string;
  description: string;
  /** Optimistic concurrency of the story's own fields (name, type, description). */
  version: number;
  created_by: string | null;
  updated_by: string | null;
  created_at: string;
  updated_at: string;
  /** 'public' | 'members', or null for the world's default (src/shared/visibility.ts). */
  visibility?: string | null;
}

export interface StoryBlocksTable {
  id: string;
  world_id: string;
  story_id: string;
  name: string;
  /** 0 for the first block of the story. */
  position: number;
  version: number;
  created_at: string;
  updated_at: string;
}

export interface StoryScenesTable {
  id: string;
  world_id: string;
  story_id: string;
  block_id: string;
  name: string;
  text: string;
  /** 0 for the first scene of its block. */
  position: number;
  version: number;
  created_at: string;
  updated_at: string;
}

export interface StorySceneLinksTable {
  world_id: string;
  scene_id: string;
  target_kind: string;
  target_id: string;
  /** Set when `target_kind` is 'document' (cascades when the document is deleted). */
  document_id: string | null;
  /** Set when `target_kind` is 'event' (cascades when the event is deleted). */
  event_id: string | null;
  /** Set when `target_kind` is 'dialog' (cascades when the dialog is deleted). */
  dialog_id: string | null;
  /** The link's place in the scene's list. */
  position: number;
}

export interface MapsTable {
  id: string;
  world_id: string;
  name: string;
  description: string;
  parent_map_id: string | null;
  /** A pin of the parent map the child opens from (no foreign key). */
  parent_pin_id: string | null;
  /** 'empty' | 'tiling' | 'ready' | 'failed' (MapStatus). */
  status: string;
  /** 0 to 1 while tiling. */
  tiling_progress: number | null;
  /** The whole pyramid: DATA_DIR/maps/<world>/<file_key>/; null before the first picture. */
  file_key: string | null;
  width: number | null;
  height: number | null;
  max_zoom: number | null;
  /**
   * The side of the pyramid's tiles in px (map-tiler.ts): 256 for pyramids cut
   * before 512, the column's default. Optional: a row written without it takes that.
   */
  tile_size?: number;
  /** The pyramid being cut while status is 'tiling'. */
  pending_file_key: string | null;
  /**
   * While tiling: the instance whose queue holds the job, and when it last
   * said so (ISO). Optional: a row written without them names no owner.
   */
  tiling_owner?: string | null;
  tiling_heartbeat_at?: string | null;
  scale_units_per_pixel: number | null;
  scale_unit: string | null;
  version: number;
  created_by: string | null;
  updated_by: string | null;
  created_at: string;
  updated_at: string;
  /** 'public' | 'members', or null for the world's default (src/shared/visibility.ts). */
  visibility?: string | null;
}

export interface MapLayersTable {
  id: string;
  world_id: string;
  map_id: string;
  name: string;
  /** 0 for the bottom layer. */
  position: number;
  /** 1: seen by `maps.secrets` roles only. */
  secret: number;
  visible: number;
  version: number;
  created_at: string;
  updated_at: string;
  /** 'public' | 'members', or null for the world's default (src/shared/visibility.ts). */
  visibility?: string | null;
}

/**
 * Moves with every write to a map's places or layers (database triggers):
 * the map answer cache keeps the places while it stands still.
 */
export interface MapPlaceVersionsTable {
  map_id: string;
  world_id: string;
  version: number;
}

export interface MapFeaturesTable {
  id: string;
  world_id: string;
  map_id: string;
  /** Null: the map's base layer. */
  layer_id: string | null;
  /** 'pin' | 'region' | 'path'. */
  kind: string;
  /** JSON of MapGeometry, in picture pixels. */
  geometry: string;
  name: string;
  description: string;
  document_id: string | null;
  child_map_id: string | null;
  event_id: string | null;
  color: string | null;
  icon: string | null;
  /** JSON of DateParts, or null. */
  from_date: string | null;
  until_date: string | null;
  version: number;
  created_by: string | null;
  updated_by: string | null;
  created_at: string;
  updated_at: string;
}

export interface DB {
  users: UsersTable;
  sessions: SessionsTable;
  api_tokens: ApiTokensTable;
  api_token_worlds: ApiTokenWorldsTable;
  login_failures: LoginFailuresTable;
  password_resets: PasswordResetsTable;
  worlds: WorldsTable;
  world_members: WorldMembersTable;
  activities: ActivitiesTable;
  documents: DocumentsTable;
  tags: TagsTable;
  document_tags: DocumentTagsTable;
  document_links: DocumentLinksTable;
  document_revisions: DocumentRevisionsTable;
  document_collab_states: DocumentCollabStatesTable;
  document_collab_updates: DocumentCollabUpdatesTable;
  document_templates: DocumentTemplatesTable;
  document_types: DocumentTypesTable;
  todos: TodosTable;
  calendars: CalendarsTable;
  timeline_rows: TimelineRowsTable;
  events: EventsTable;
  event_documents: EventDocumentsTable;
  image_categories: ImageCategoriesTable;
  images: ImagesTable;
  image_documents: ImageDocumentsTable;
  world_covers: WorldCoversTable;
  relation_types: RelationTypesTable;
  relations: RelationsTable;
  graph_positions: GraphPositionsTable;
  story_variables: StoryVariablesTable;
  dialog_meta_schemas: DialogMetaSchemasTable;
  dialogs: DialogsTable;
  dialog_documents: DialogDocumentsTable;
  dialog_variables: DialogVariablesTable;
  dialog_meta_fields: DialogMetaFieldsTable;
  world_dialog_languages: WorldDialogLanguagesTable;
  dialog_translations: DialogTranslationsTable;
  dialog_share_links: DialogShareLinksTable;
  dialog_plays: DialogPlaysTable;
  stories: StoriesTable;
  story_blocks: StoryBlocksTable;
  story_scenes: StoryScenesTable;
  story_scene_links: StorySceneLinksTable;
  maps: MapsTable;
  map_layers: MapLayersTable;
  map_features: MapFeaturesTable;
  map_place_versions: MapPlaceVersionsTable;
}
