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
import type { DialogGraph } from '../../shared/dialogs/dialog-graph';
import { ErrorCode } from '../../shared/errors';
import { AppError } from '../http/app-error';
import { presentDialog, presentDialogSummary } from '../presenters/dialog';
import { presentMetaSchema } from '../presenters/meta-schema';
import { presentStoryVariable } from '../presenters/story-variable';
import { isPublicItem, type PublicCut } from './public-items';

type DialogFilter = z.output<typeof dialogListQuery>;

// ── Story variables ─────────────────────────────────────────────────────────

/**
 * A world's story variables by name, with how many dialogs use each. A
 * reader's cut holds only the variables public dialogs use, counts only
 * those dialogs and leaves out the writers' commentary.
 */
export async function listStoryVariables(
  db: Kysely<DB>,
  worldId: string,
  variableId?: string,
  publicCut?: PublicCut,
): Promise<StoryVariable[]> {
  if (publicCut) return publicStoryVariables(db, worldId, publicCut);
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

async function publicStoryVariables(
  db: Kysely<DB>,
  worldId: string,
  publicCut: NonNullable<PublicCut>,
): Promise<StoryVariable[]> {
  const rows = await db
    .selectFrom('story_variables')
    .innerJoin('dialog_variables', 'dialog_variables.variable_id', 'story_variables.id')
    .innerJoin('dialogs', 'dialogs.id', 'dialog_variables.dialog_id')
    .select([
      'story_variables.id',
      'story_variables.name',
      'story_variables.type',
      'story_variables.default_value',
    ])
    .select((eb) => eb.fn.count<number>('dialog_variables.dialog_id').as('used_by'))
    .where('story_variables.world_id', '=', worldId)
    .where('dialogs.world_id', '=', worldId)
    .where(isPublicItem('dialogs.visibility', publicCut))
    .groupBy([
      'story_variables.id',
      'story_variables.name',
      'story_variables.type',
      'story_variables.default_value',
    ])
    .orderBy('story_variables.name')
    .execute();
  return rows.map((row) => presentStoryVariable({ ...row, commentary: '' }));
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

/** A reader's cut holds only the fields public dialogs use, without the writers' commentary. */
export async function listMetaSchemas(
  db: Kysely<DB>,
  worldId: string,
  definitionId?: string,
  publicCut?: PublicCut,
): Promise<MetaSchemaDefinitionResponse[]> {
  let query = db
    .selectFrom('dialog_meta_schemas')
    .select(['id', 'name', 'type', 'commentary'])
    .where('world_id', '=', worldId);
  if (definitionId) query = query.where('id', '=', definitionId);
  if (publicCut)
    query = query.where(({ exists, selectFrom }) =>
      exists(
        selectFrom('dialog_meta_fields')
          .innerJoin('dialogs', 'dialogs.id', 'dialog_meta_fields.dialog_id')
          .select('dialog_meta_fields.definition_id')
          .whereRef('dialog_meta_fields.definition_id', '=', 'dialog_meta_schemas.id')
          .where('dialogs.world_id', '=', worldId)
          .where(isPublicItem('dialogs.visibility', publicCut)),
      ),
    );
  const rows = await query.orderBy('name').execute();
  return rows.map((row) => presentMetaSchema(publicCut ? { ...row, commentary: '' } : row));
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
  publicCut?: PublicCut,
): Promise<DialogList> {
  let matching = db.selectFrom('dialogs').where('dialogs.world_id', '=', worldId);
  if (publicCut) matching = matching.where(isPublicItem('dialogs.visibility', publicCut));
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
        'dialogs.visibility',
        'editor.user_name as updated_by_name',
      ])
      .orderBy('dialogs.name_key')
      .orderBy('dialogs.id')
      .offset(filter.offset)
      .limit(filter.limit)
      .execute(),
    matching.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  const items = rows.map(presentDialogSummary);
  return {
    total: Number(count.total),
    // Readers are not told who among the members edits what.
    items: publicCut ? items.map((item) => ({ ...item, updatedBy: null })) : items,
  };
}

/**
 * One dialog with its graph and the documents the graph names. Unknown id: 404
 * with 40044. A reader's cut answers a members-only dialog as unknown, names
 * only public documents and takes the others out of the graph's speakers.
 */
export async function loadDialogDetail(
  db: Kysely<DB>,
  worldId: string,
  dialogId: string,
  publicCut?: PublicCut,
): Promise<DialogDetail> {
  let rowQuery = db
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
      'dialogs.visibility',
      'editor.user_name as updated_by_name',
    ])
    .where('dialogs.world_id', '=', worldId)
    .where('dialogs.id', '=', dialogId);
  if (publicCut) rowQuery = rowQuery.where(isPublicItem('dialogs.visibility', publicCut));
  const row = await rowQuery.executeTakeFirst();
  if (!row) throw new AppError(404, ErrorCode.dialogNotFound);
  let documentQuery = db
    .selectFrom('dialog_documents')
    .innerJoin('documents', 'documents.id', 'dialog_documents.document_id')
    .select(['documents.id', 'documents.name', 'documents.type'])
    .where('dialog_documents.dialog_id', '=', row.id)
    .where('documents.world_id', '=', worldId);
  if (publicCut)
    documentQuery = documentQuery.where(isPublicItem('documents.visibility', publicCut));
  const documents = await documentQuery.orderBy('documents.name_key').execute();
  if (!publicCut) return presentDialog(row, documents);
  const answer = presentDialog(row, documents);
  return {
    ...answer,
    updatedBy: null,
    graph: withPublicSpeakers(answer.graph, new Set(documents.map((document) => document.id))),
  };
}

/** 404 with 40044 unless the dialog is in the world and, for a reader, public. */
export async function requireReadableDialog(
  db: Kysely<DB>,
  worldId: string,
  dialogId: string,
  publicCut: PublicCut,
): Promise<void> {
  let query = db
    .selectFrom('dialogs')
    .select('id')
    .where('world_id', '=', worldId)
    .where('id', '=', dialogId);
  if (publicCut) query = query.where(isPublicItem('dialogs.visibility', publicCut));
  if (!(await query.executeTakeFirst())) throw new AppError(404, ErrorCode.dialogNotFound);
}

/** The graph with every speaker outside `shown` left unnamed (null), so no hidden document's id travels. */
function withPublicSpeakers(graph: DialogGraph, shown: ReadonlySet<string>): DialogGraph {
  return {
    ...graph,
    nodes: graph.nodes.map((node) =>
      node.speakerId !== null && !shown.has(node.speakerId) ? { ...node, speakerId: null } : node,
    ),
  };
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}
