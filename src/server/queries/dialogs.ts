import { sql, type Kysely } from 'kysely';
import type { z } from 'zod/mini';
import type { DB } from '../db/schema';
import type {
  DialogDetail,
  DialogList,
  MetaSchemaDefinitionResponse,
  dialogListQuery,
} from '../../shared/schemas/dialog';
import type { StoryVariable } from '../../shared/schemas/story-variable';
import { ErrorCode } from '../../shared/errors';
import { AppError } from '../http/app-error';
import { presentDialog, presentDialogSummary } from '../presenters/dialog';
import { presentMetaSchema } from '../presenters/meta-schema';
import { presentStoryVariable } from '../presenters/story-variable';

type DialogFilter = z.output<typeof dialogListQuery>;

// ── Story variables ─────────────────────────────────────────────────────────

/** A world's story variables by name, with how many dialogs use each. */
export async function listStoryVariables(
  db: Kysely<DB>,
  worldId: string,
  variableId?: string,
): Promise<StoryVariable[]> {
  let query = db
    .selectFrom('story_variables')
    .leftJoin('dialog_variables', 'dialog_variables.variable_id', 'story_variables.id')
    .select([
      'story_variables.id',
      'story_variables.name',
      'story_variables.type',
      'story_variables.commentary',
      'story_variables.default_value',
    ])
    .select((eb) => eb.fn.count<number>('dialog_variables.dialog_id').as('used_by'))
    .where('story_variables.world_id', '=', worldId);
  if (variableId) query = query.where('story_variables.id', '=', variableId);
  const rows = await query
    .groupBy([
      'story_variables.id',
      'story_variables.name',
      'story_variables.type',
      'story_variables.commentary',
      'story_variables.default_value',
    ])
    .orderBy('story_variables.name')
    .execute();
  return rows.map(presentStoryVariable);
}

export async function loadStoryVariable(
  db: Kysely<DB>,
  worldId: string,
  variableId: string,
): Promise<StoryVariable> {
  const [variable] = await listStoryVariables(db, worldId, variableId);
  if (!variable) throw new AppError(404, ErrorCode.notFound);
  return variable;
}

// ── Meta schema definitions ─────────────────────────────────────────────────

export async function listMetaSchemas(
  db: Kysely<DB>,
  worldId: string,
  definitionId?: string,
): Promise<MetaSchemaDefinitionResponse[]> {
  let query = db
    .selectFrom('dialog_meta_schemas')
    .select(['id', 'name', 'type', 'commentary'])
    .where('world_id', '=', worldId);
  if (definitionId) query = query.where('id', '=', definitionId);
  const rows = await query.orderBy('name').execute();
  return rows.map(presentMetaSchema);
}

export async function loadMetaSchema(
  db: Kysely<DB>,
  worldId: string,
  definitionId: string,
): Promise<MetaSchemaDefinitionResponse> {
  const [definition] = await listMetaSchemas(db, worldId, definitionId);
  if (!definition) throw new AppError(404, ErrorCode.notFound);
  return definition;
}

// ── Dialogs ─────────────────────────────────────────────────────────────────

/** The dialogs list: by name, paged, with the total; `search` matches part of the name in any case. */
export async function listDialogs(
  db: Kysely<DB>,
  worldId: string,
  filter: DialogFilter,
): Promise<DialogList> {
  let matching = db.selectFrom('dialogs').where('dialogs.world_id', '=', worldId);
  const search = filter.search?.trim().toLowerCase();
  if (search)
    matching = matching.where(
      sql<boolean>`dialogs.name_key like ${`%${escapeLike(search)}%`} escape '\\'`,
    );
  const [rows, count] = await Promise.all([
    matching
      .leftJoin('users as editor', 'editor.id', 'dialogs.updated_by')
      .select([
        'dialogs.id',
        'dialogs.name',
        'dialogs.kind',
        'dialogs.node_count',
        'dialogs.version',
        'dialogs.updated_at',
        'dialogs.updated_by',
        'editor.user_name as updated_by_name',
      ])
      .orderBy('dialogs.name_key')
      .orderBy('dialogs.id')
      .offset(filter.offset)
      .limit(filter.limit)
      .execute(),
    matching.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return {
    total: Number(count.total),
    items: rows.map(presentDialogSummary),
  };
}

/** One dialog with its graph and the documents the graph names. Unknown id: 404 with 40044. */
export async function loadDialogDetail(
  db: Kysely<DB>,
  worldId: string,
  dialogId: string,
): Promise<DialogDetail> {
  const row = await db
    .selectFrom('dialogs')
    .leftJoin('users as editor', 'editor.id', 'dialogs.updated_by')
    .select([
      'dialogs.id',
      'dialogs.name',
      'dialogs.kind',
      'dialogs.graph',
      'dialogs.version',
      'dialogs.updated_at',
      'dialogs.updated_by',
      'editor.user_name as updated_by_name',
    ])
    .where('dialogs.world_id', '=', worldId)
    .where('dialogs.id', '=', dialogId)
    .executeTakeFirst();
  if (!row) throw new AppError(404, ErrorCode.dialogNotFound);
  const documents = await db
    .selectFrom('dialog_documents')
    .innerJoin('documents', 'documents.id', 'dialog_documents.document_id')
    .select(['documents.id', 'documents.name', 'documents.type'])
    .where('dialog_documents.dialog_id', '=', row.id)
    .where('documents.world_id', '=', worldId)
    .orderBy('documents.name_key')
    .execute();
  return presentDialog(row, documents);
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}
