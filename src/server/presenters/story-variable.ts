import type { StoryVariablesTable } from '../db/schema';
import type { StoryVariable } from '../../shared/schemas/story-variable';
import type { VariableType } from '../../shared/dialogs/dialog-graph';

/**
 * The columns a story variable is built from, with how many dialogs use it
 * (a count as the driver gives it).
 */
export type StoryVariableRow = Pick<
  StoryVariablesTable,
  'id' | 'name' | 'type' | 'commentary' | 'default_value'
> & { used_by: number | string | bigint };

/** A story variable with its default as stored (text, as the builder edits it). */
export function presentStoryVariable(row: StoryVariableRow): StoryVariable {
  return {
    id: row.id,
    name: row.name,
    type: row.type as VariableType,
    commentary: row.commentary,
    defaultValue: row.default_value,
    usedBy: Number(row.used_by),
  };
}
