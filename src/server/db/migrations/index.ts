import type { Migration } from 'kysely';
import * as m20261122T190000 from './20261122T190000_accounts_and_worlds';
import * as m20261123T090000 from './20261123T090000_wiki';
import * as m20261123T100000 from './20261123T100000_search';
import * as m20261123T110000 from './20261123T110000_todos';
import * as m20261123T120000 from './20261123T120000_timeline';
import * as m20261123T130000 from './20261123T130000_search_at_scale';
import * as m20261123T140000 from './20261123T140000_images_relations';
import * as m20261123T145000 from './20261123T145000_story_variables_dialogs';
import * as m20261124T100000 from './20261124T100000_stories';
import * as m20261125T160000 from './20261125T160000_collab';
import * as m20261127T040000 from './20261127T040000_collab_updates';
import * as m20261127T090000 from './20261127T090000_world_import_staging';
import * as m20261127T120000 from './20261127T120000_search_per_world';
import * as m20261127T123000 from './20261127T123000_table_change_notices';
import * as m20261127T150000 from './20261127T150000_api_tokens';
import * as m20261127T190000 from './20261127T190000_dialog_localization';
import * as m20261127T220000 from './20261127T220000_maps';
import * as m20261128T010000 from './20261128T010000_map_tiling_owner';
import * as m20261128T050000 from './20261128T050000_map_change_notices';
import * as m20261128T060000 from './20261128T060000_map_tile_size';
import * as m20261129T010000 from './20261129T010000_map_place_versions';
import * as m20261129T030000 from './20261129T030000_dialog_share_links';
import * as m20261129T034000 from './20261129T034000_search_world_function';
import * as m20261129T070000 from './20261129T070000_world_visibility';
import * as m20261129T101500 from './20261129T101500_world_cover_change_notices';
import * as m20261129T104500 from './20261129T104500_story_change_notices';
import * as m20261129T141000 from './20261129T141000_document_parents';
import * as m20261129T140000 from './20261129T140000_timeline_change_notices';
import * as m20261129T142000 from './20261129T142000_document_types';

/**
 * Every migration, by its timestamped name. Listed statically (not read from
 * disk) so the bundled server carries them. Append; never edit a landed one.
 */
export const migrations: Record<string, Migration> = {
  '20261122T190000_accounts_and_worlds': m20261122T190000,
  '20261123T090000_wiki': m20261123T090000,
  '20261123T100000_search': m20261123T100000,
  '20261123T110000_todos': m20261123T110000,
  '20261123T120000_timeline': m20261123T120000,
  '20261123T130000_search_at_scale': m20261123T130000,
  '20261123T140000_images_relations': m20261123T140000,
  '20261123T145000_story_variables_dialogs': m20261123T145000,
  '20261124T100000_stories': m20261124T100000,
  '20261125T160000_collab': m20261125T160000,
  '20261127T040000_collab_updates': m20261127T040000,
  '20261127T090000_world_import_staging': m20261127T090000,
  '20261127T120000_search_per_world': m20261127T120000,
  '20261127T123000_table_change_notices': m20261127T123000,
  '20261127T150000_api_tokens': m20261127T150000,
  '20261127T190000_dialog_localization': m20261127T190000,
  '20261127T220000_maps': m20261127T220000,
  '20261128T010000_map_tiling_owner': m20261128T010000,
  '20261128T050000_map_change_notices': m20261128T050000,
  '20261128T060000_map_tile_size': m20261128T060000,
  '20261129T010000_map_place_versions': m20261129T010000,
  '20261129T030000_dialog_share_links': m20261129T030000,
  '20261129T034000_search_world_function': m20261129T034000,
  '20261129T070000_world_visibility': m20261129T070000,
  '20261129T101500_world_cover_change_notices': m20261129T101500,
  '20261129T104500_story_change_notices': m20261129T104500,
  '20261129T141000_document_parents': m20261129T141000,
  '20261129T140000_timeline_change_notices': m20261129T140000,
  '20261129T142000_document_types': m20261129T142000,
};
