import type { TFunction } from 'i18next';
import { isRole } from '../../../shared/permissions';
import type { Activity, ActivityType } from '../../../shared/schemas/activity';
import { activityTypes } from '../../../shared/schemas/activity';

/**
 * The sentence a feed row shows for an activity, in the interface language.
 * The actor is shown beside it, so sentences have no subject (which also
 * spares Russian the gender of a past-tense verb). Details come from stored
 * JSON: a missing or odd field falls back to a plainer sentence, never to
 * "undefined".
 */
export function describeActivity(
  activity: Pick<Activity, 'type' | 'details'>,
  t: TFunction,
): string {
  const details = activity.details;
  const text = (key: string) => {
    const value = details[key];
    return typeof value === 'string' && value.trim() ? value : undefined;
  };
  const role = (key: string) => {
    const value = details[key];
    return isRole(value) ? t(`ROLES.${value}`) : undefined;
  };
  const type = isActivityType(activity.type) ? activity.type : undefined;
  const name = text('name');
  const member = text('userName');
  const task = clip(text('text'));

  switch (type) {
    case 'create_world':
      return name ? t('WORLDS.FEED.CREATE_WORLD', { name }) : t('WORLDS.FEED.CREATE_WORLD_PLAIN');
    case 'import_world': {
      const file = text('archiveFileName');
      const originalName = text('originalName');
      if (file && originalName) return t('WORLDS.FEED.IMPORT_WORLD', { file, originalName });
      if (file) return t('WORLDS.FEED.IMPORT_WORLD_FILE', { file });
      if (originalName) return t('WORLDS.FEED.IMPORT_WORLD_ORIGINAL', { originalName });
      return t('WORLDS.FEED.IMPORT_WORLD_PLAIN');
    }
    case 'update_world': {
      const previousName = text('previousName');
      return name && previousName && previousName !== name
        ? t('WORLDS.FEED.RENAME_WORLD', { name, previousName })
        : t('WORLDS.FEED.UPDATE_WORLD');
    }
    case 'delete_world':
      return t('WORLDS.FEED.DELETE_WORLD');
    case 'publish_world':
      return t('WORLDS.FEED.PUBLISH_WORLD');
    case 'unpublish_world':
      return t('WORLDS.FEED.UNPUBLISH_WORLD');
    case 'update_world_visibility':
      return details.defaultVisibility === 'public'
        ? t('WORLDS.FEED.DEFAULT_VISIBILITY_PUBLIC')
        : t('WORLDS.FEED.DEFAULT_VISIBILITY_MEMBERS');
    case 'add_member': {
      const newRole = role('role');
      if (!member) return t('WORLDS.FEED.MEMBERS_CHANGED');
      return newRole
        ? t('WORLDS.FEED.ADD_MEMBER', { member, role: newRole })
        : t('WORLDS.FEED.ADD_MEMBER_PLAIN', { member });
    }
    case 'change_member_role': {
      const newRole = role('role');
      const previousRole = role('previousRole');
      if (!member || !newRole) return t('WORLDS.FEED.MEMBERS_CHANGED');
      return previousRole
        ? t('WORLDS.FEED.CHANGE_ROLE', { member, role: newRole, previousRole })
        : t('WORLDS.FEED.CHANGE_ROLE_PLAIN', { member, role: newRole });
    }
    case 'remove_member':
      return member ? t('WORLDS.FEED.REMOVE_MEMBER', { member }) : t('WORLDS.FEED.MEMBERS_CHANGED');
    case 'leave_world':
      return member ? t('WORLDS.FEED.LEAVE_WORLD', { member }) : t('WORLDS.FEED.MEMBERS_CHANGED');
    case 'transfer_ownership':
      return member
        ? t('WORLDS.FEED.TRANSFER_OWNERSHIP', { member })
        : t('WORLDS.FEED.TRANSFER_OWNERSHIP_PLAIN');
    case 'upload_image':
      return name ? t('WORLDS.FEED.UPLOAD_IMAGE', { name }) : t('WORLDS.FEED.UPLOAD_IMAGE_PLAIN');
    case 'create_new_event':
      return name ? t('WORLDS.FEED.CREATE_EVENT', { name }) : t('WORLDS.FEED.CREATE_EVENT_PLAIN');
    case 'create_new_document':
      return name
        ? t('WORLDS.FEED.CREATE_DOCUMENT', { name })
        : t('WORLDS.FEED.CREATE_DOCUMENT_PLAIN');
    case 'update_document': {
      const previousName = text('previousName');
      if (!name) return t('WORLDS.FEED.UPDATE_DOCUMENT_PLAIN');
      return previousName && previousName !== name
        ? t('WORLDS.FEED.RENAME_DOCUMENT', { name, previousName })
        : t('WORLDS.FEED.UPDATE_DOCUMENT', { name });
    }
    case 'restore_document':
      return name
        ? t('WORLDS.FEED.RESTORE_DOCUMENT', { name })
        : t('WORLDS.FEED.RESTORE_DOCUMENT_PLAIN');
    case 'delete_document':
      return name
        ? t('WORLDS.FEED.DELETE_DOCUMENT', { name })
        : t('WORLDS.FEED.DELETE_DOCUMENT_PLAIN');
    case 'create_tag':
      return name ? t('WORLDS.FEED.CREATE_TAG', { name }) : t('WORLDS.FEED.TAGS_CHANGED');
    case 'update_tag': {
      const previousName = text('previousName');
      if (!name) return t('WORLDS.FEED.TAGS_CHANGED');
      return previousName && previousName !== name
        ? t('WORLDS.FEED.RENAME_TAG', { name, previousName })
        : t('WORLDS.FEED.UPDATE_TAG', { name });
    }
    case 'delete_tag':
      return name ? t('WORLDS.FEED.DELETE_TAG', { name }) : t('WORLDS.FEED.TAGS_CHANGED');
    case 'create_template':
      return name ? t('WORLDS.FEED.CREATE_TEMPLATE', { name }) : t('WORLDS.FEED.TEMPLATES_CHANGED');
    case 'delete_template':
      return name ? t('WORLDS.FEED.DELETE_TEMPLATE', { name }) : t('WORLDS.FEED.TEMPLATES_CHANGED');
    case 'create_document_type':
      return name
        ? t('WORLDS.FEED.CREATE_DOCUMENT_TYPE', { name })
        : t('WORLDS.FEED.DOCUMENT_TYPES_CHANGED');
    case 'update_document_type': {
      const previousName = text('previousName');
      return name && previousName && previousName !== name
        ? t('WORLDS.FEED.RENAME_DOCUMENT_TYPE', { name, previousName })
        : t('WORLDS.FEED.DOCUMENT_TYPES_CHANGED');
    }
    case 'delete_document_type':
      return name
        ? t('WORLDS.FEED.DELETE_DOCUMENT_TYPE', { name })
        : t('WORLDS.FEED.DOCUMENT_TYPES_CHANGED');
    case 'create_todo':
      return task ? t('WORLDS.FEED.CREATE_TODO', { task }) : t('WORLDS.FEED.TODOS_CHANGED');
    case 'update_todo':
      if (!task) return t('WORLDS.FEED.TODOS_CHANGED');
      return details['done'] === true
        ? t('WORLDS.FEED.COMPLETE_TODO', { task })
        : t('WORLDS.FEED.UPDATE_TODO', { task });
    case 'delete_todo':
      return task ? t('WORLDS.FEED.DELETE_TODO', { task }) : t('WORLDS.FEED.TODOS_CHANGED');
    case 'update_event': {
      const previousName = text('previousName');
      if (!name) return t('WORLDS.FEED.EVENTS_CHANGED');
      return previousName && previousName !== name
        ? t('WORLDS.FEED.RENAME_EVENT', { name, previousName })
        : t('WORLDS.FEED.UPDATE_EVENT', { name });
    }
    case 'delete_event':
      return name ? t('WORLDS.FEED.DELETE_EVENT', { name }) : t('WORLDS.FEED.EVENTS_CHANGED');
    case 'update_calendar':
      return t('WORLDS.FEED.UPDATE_CALENDAR');
    case 'create_timeline_row':
      return name ? t('WORLDS.FEED.CREATE_ROW', { name }) : t('WORLDS.FEED.ROWS_CHANGED');
    case 'update_timeline_row': {
      const previousName = text('previousName');
      return name && previousName && previousName !== name
        ? t('WORLDS.FEED.RENAME_ROW', { name, previousName })
        : t('WORLDS.FEED.ROWS_CHANGED');
    }
    case 'delete_timeline_row':
      return name ? t('WORLDS.FEED.DELETE_ROW', { name }) : t('WORLDS.FEED.ROWS_CHANGED');
    case 'update_image': {
      const previousName = text('previousName');
      if (!name) return t('WORLDS.FEED.IMAGES_CHANGED');
      return previousName && previousName !== name
        ? t('WORLDS.FEED.RENAME_IMAGE', { name, previousName })
        : t('WORLDS.FEED.UPDATE_IMAGE', { name });
    }
    case 'delete_image':
      return name ? t('WORLDS.FEED.DELETE_IMAGE', { name }) : t('WORLDS.FEED.IMAGES_CHANGED');
    case 'create_image_category':
      return name
        ? t('WORLDS.FEED.CREATE_IMAGE_CATEGORY', { name })
        : t('WORLDS.FEED.IMAGE_CATEGORIES_CHANGED');
    case 'update_image_category': {
      const previousName = text('previousName');
      return name && previousName && previousName !== name
        ? t('WORLDS.FEED.RENAME_IMAGE_CATEGORY', { name, previousName })
        : t('WORLDS.FEED.IMAGE_CATEGORIES_CHANGED');
    }
    case 'delete_image_category':
      return name
        ? t('WORLDS.FEED.DELETE_IMAGE_CATEGORY', { name })
        : t('WORLDS.FEED.IMAGE_CATEGORIES_CHANGED');
    case 'update_world_cover':
      return t('WORLDS.FEED.UPDATE_WORLD_COVER');
    case 'delete_world_cover':
      return t('WORLDS.FEED.DELETE_WORLD_COVER');
    case 'create_relation_type':
      return name
        ? t('WORLDS.FEED.CREATE_RELATION_TYPE', { name })
        : t('WORLDS.FEED.RELATION_TYPES_CHANGED');
    case 'update_relation_type': {
      const previousName = text('previousName');
      return name && previousName && previousName !== name
        ? t('WORLDS.FEED.RENAME_RELATION_TYPE', { name, previousName })
        : t('WORLDS.FEED.RELATION_TYPES_CHANGED');
    }
    case 'delete_relation_type':
      return name
        ? t('WORLDS.FEED.DELETE_RELATION_TYPE', { name })
        : t('WORLDS.FEED.RELATION_TYPES_CHANGED');
    case 'pin_graph_positions':
      return t('WORLDS.FEED.PIN_GRAPH_POSITIONS');
    case 'create_relation':
    case 'update_relation':
    case 'delete_relation': {
      const source = text('sourceName');
      const target = text('targetName');
      const relationType = text('typeName');
      if (!source || !target || !relationType) return t('WORLDS.FEED.RELATIONS_CHANGED');
      const key = {
        create_relation: 'CREATE_RELATION',
        update_relation: 'UPDATE_RELATION',
        delete_relation: 'DELETE_RELATION',
      }[type];
      return t(`WORLDS.FEED.${key}`, { source, target, type: relationType });
    }
    case 'create_new_dialog':
      return name ? t('WORLDS.FEED.CREATE_DIALOG', { name }) : t('WORLDS.FEED.DIALOGS_CHANGED');
    case 'update_dialog': {
      const previousName = text('previousName');
      if (!name) return t('WORLDS.FEED.DIALOGS_CHANGED');
      return previousName && previousName !== name
        ? t('WORLDS.FEED.RENAME_DIALOG', { name, previousName })
        : t('WORLDS.FEED.UPDATE_DIALOG', { name });
    }
    case 'delete_dialog':
      return name ? t('WORLDS.FEED.DELETE_DIALOG', { name }) : t('WORLDS.FEED.DIALOGS_CHANGED');
    case 'create_story_variable':
    case 'update_story_variable':
    case 'delete_story_variable': {
      if (!name) return t('WORLDS.FEED.STORY_VARIABLES_CHANGED');
      const key = {
        create_story_variable: 'CREATE_STORY_VARIABLE',
        update_story_variable: 'UPDATE_STORY_VARIABLE',
        delete_story_variable: 'DELETE_STORY_VARIABLE',
      }[type];
      return t(`WORLDS.FEED.${key}`, { name });
    }
    case 'create_dialog_meta_schema':
    case 'update_dialog_meta_schema':
    case 'delete_dialog_meta_schema': {
      if (!name) return t('WORLDS.FEED.META_SCHEMA_CHANGED');
      const key = {
        create_dialog_meta_schema: 'CREATE_META_SCHEMA',
        update_dialog_meta_schema: 'UPDATE_META_SCHEMA',
        delete_dialog_meta_schema: 'DELETE_META_SCHEMA',
      }[type];
      return t(`WORLDS.FEED.${key}`, { name });
    }
    case 'update_dialog_languages': {
      const source = text('sourceLanguage');
      const languages = details['languages'];
      const list = Array.isArray(languages)
        ? languages.filter((item): item is string => typeof item === 'string')
        : null;
      return source && list
        ? t('WORLDS.FEED.UPDATE_DIALOG_LANGUAGES', {
            source,
            languages: list.length > 0 ? list.join(', ') : '—',
          })
        : t('WORLDS.FEED.DIALOG_LANGUAGES_CHANGED');
    }
    case 'import_dialog_translations': {
      const language = text('language');
      if (!language) return t('WORLDS.FEED.DIALOGS_CHANGED');
      return name
        ? t('WORLDS.FEED.IMPORT_DIALOG_TRANSLATIONS', { language, name })
        : t('WORLDS.FEED.IMPORT_DIALOGS_TRANSLATIONS', { language });
    }
    case 'create_new_story':
      return name ? t('WORLDS.FEED.CREATE_STORY', { name }) : t('WORLDS.FEED.STORIES_CHANGED');
    case 'update_story': {
      const previousName = text('previousName');
      if (!name) return t('WORLDS.FEED.STORIES_CHANGED');
      return previousName && previousName !== name
        ? t('WORLDS.FEED.RENAME_STORY', { name, previousName })
        : t('WORLDS.FEED.UPDATE_STORY', { name });
    }
    case 'delete_story':
      return name ? t('WORLDS.FEED.DELETE_STORY', { name }) : t('WORLDS.FEED.STORIES_CHANGED');
    case 'create_map':
    case 'update_map':
    case 'delete_map':
    case 'upload_map_picture':
    case 'update_map_layers':
    case 'create_map_feature':
    case 'update_map_feature':
    case 'delete_map_feature':
      return describeMapActivity(type, details, text, t);
    default:
      return t('WORLDS.FEED.UNKNOWN');
  }
}

type MapActivityType = Extract<ActivityType, `${string}_map${string}`>;

/**
 * Map sentences name the map (`mapName`) and, for a pin, region or path, the
 * feature (`name`, `kind`). A change on a secret layer carries `secret: true`
 * and no feature or layer name: its sentence says only that notes changed.
 */
function describeMapActivity(
  type: MapActivityType,
  details: Record<string, unknown>,
  text: (key: string) => string | undefined,
  t: TFunction,
): string {
  const map = text('mapName');
  if (!map) return t('WORLDS.FEED.MAPS_CHANGED');
  if (details['secret'] === true) return t('WORLDS.FEED.MAP_SECRETS_CHANGED', { map });
  const name = text('name');
  switch (type) {
    case 'create_map':
      return t('WORLDS.FEED.CREATE_MAP', { map });
    case 'update_map': {
      const previousName = text('previousName');
      return previousName && previousName !== map
        ? t('WORLDS.FEED.RENAME_MAP', { map, previousName })
        : t('WORLDS.FEED.UPDATE_MAP', { map });
    }
    case 'delete_map':
      return t('WORLDS.FEED.DELETE_MAP', { map });
    case 'upload_map_picture':
      return t('WORLDS.FEED.UPLOAD_MAP_PICTURE', { map });
    case 'update_map_layers':
      return t('WORLDS.FEED.UPDATE_MAP_LAYERS', { map });
    case 'create_map_feature': {
      if (!name) return t('WORLDS.FEED.UPDATE_MAP_FEATURES', { map });
      const kind = details['kind'];
      const key =
        kind === 'region' ? 'ADD_MAP_REGION' : kind === 'path' ? 'ADD_MAP_PATH' : 'ADD_MAP_PIN';
      return t(`WORLDS.FEED.${key}`, { map, name });
    }
    case 'update_map_feature':
      return name
        ? t('WORLDS.FEED.UPDATE_MAP_FEATURE', { map, name })
        : t('WORLDS.FEED.UPDATE_MAP_FEATURES', { map });
    case 'delete_map_feature':
      return name
        ? t('WORLDS.FEED.DELETE_MAP_FEATURE', { map, name })
        : t('WORLDS.FEED.UPDATE_MAP_FEATURES', { map });
  }
}

/** A to-do's text can be long; the feed shows its start. */
const maxQuoted = 100;
function clip(value: string | undefined): string | undefined {
  if (value === undefined || value.length <= maxQuoted) return value;
  return `${value.slice(0, maxQuoted - 1).trimEnd()}…`;
}

function isActivityType(value: string): value is ActivityType {
  return (activityTypes as readonly string[]).includes(value);
}
