import { sql, type Kysely } from 'kysely';
import type { DB, DialogShareLinksTable, DialogsTable } from '../db/schema';
import type { ServerContext } from '../context';
import type { PlayableDialog, PlayStats, ShareLink } from '../../shared/schemas/dialog-share';
import type { DialogKind } from '../../shared/dialogs/dialog-graph';
import { ErrorCode } from '../../shared/errors';
import { AppError } from '../http/app-error';
import { dialectOf } from '../db/dialect';
import { hashPlayToken } from '../model/play-token';
import { storedGraph } from '../model/stored-dialog';
import { presentPlayableDialog, presentShareLink } from '../presenters/dialog-share';
import { translatedGraph } from '../../shared/dialogs/localization/translated-graph';
import { loadDialogLanguages, translationTexts } from './dialog-translations';

/** 404 with 40044 unless the dialog is in the world. */
export async function requireDialog(db: Kysely<DB>, worldId: string, dialogId: string) {
  const row = await db
    .selectFrom('dialogs')
    .select('id')
    .where('world_id', '=', worldId)
    .where('id', '=', dialogId)
    .executeTakeFirst();
  if (!row) throw new AppError(404, ErrorCode.dialogNotFound);
}

/** A dialog's play links, newest first, revoked ones too (their plays still count). */
export async function listShareLinks(
  db: Kysely<DB>,
  worldId: string,
  dialogId: string,
  linkId?: string,
): Promise<ShareLink[]> {
  await requireDialog(db, worldId, dialogId);
  let query = db
    .selectFrom('dialog_share_links as l')
    .leftJoin('users as creator', 'creator.id', 'l.created_by')
    .select([
      'l.id',
      'l.label',
      'l.created_at',
      'l.created_by',
      'l.expires_at',
      'l.revoked_at',
      'creator.user_name as created_by_name',
    ])
    .select((eb) =>
      eb
        .selectFrom('dialog_plays')
        .whereRef('dialog_plays.link_id', '=', 'l.id')
        .select(eb.fn.countAll<number>().as('n'))
        .as('plays'),
    )
    .where('l.world_id', '=', worldId)
    .where('l.dialog_id', '=', dialogId);
  if (linkId !== undefined) query = query.where('l.id', '=', linkId);
  const rows = await query.orderBy('l.created_at', 'desc').orderBy('l.id').execute();
  return rows.map((row) => presentShareLink({ ...row, plays: row.plays ?? 0 }));
}

export interface OpenPlayLink {
  link: DialogShareLinksTable;
  dialog: DialogsTable;
}

/**
 * The link a token opens and its dialog. Unknown, revoked and expired tokens
 * get the same 404 (4045): the answer tells a guesser nothing. So does a
 * world an import is still writing.
 */
export async function openPlayLink(ctx: ServerContext, token: string): Promise<OpenPlayLink> {
  const link = await ctx.db
    .selectFrom('dialog_share_links')
    .selectAll()
    .where('token_hash', '=', hashPlayToken(token))
    .executeTakeFirst();
  const now = ctx.clock.now().getTime();
  const closed =
    !link ||
    link.revoked_at !== null ||
    (link.expires_at !== null && Date.parse(link.expires_at) <= now);
  const dialog = closed
    ? undefined
    : await ctx.db
        .selectFrom('dialogs')
        .innerJoin('worlds', 'worlds.id', 'dialogs.world_id')
        .selectAll('dialogs')
        .where('dialogs.id', '=', link.dialog_id)
        .where('dialogs.world_id', '=', link.world_id)
        .where('worlds.import_heartbeat_at', 'is', null)
        .executeTakeFirst();
  if (!link || !dialog) throw new AppError(404, ErrorCode.playLinkNotFound);
  return { link, dialog };
}

/**
 * What the public player needs of the dialog a token opens, and nothing more:
 * in one of the world's dialog languages when asked (the translations are the
 * dialog's own lines; a 400 for a language the world does not have).
 */
export async function loadPlayableDialog(
  ctx: ServerContext,
  token: string,
  language?: string,
): Promise<PlayableDialog> {
  const { dialog } = await openPlayLink(ctx, token);
  const languages = await loadDialogLanguages(ctx.db, dialog.world_id);
  let graph = storedGraph(dialog.graph);
  if (language !== undefined && language !== languages.sourceLanguage) {
    const texts = await translationTexts(ctx.db, dialog.world_id, language, dialog.id);
    graph = translatedGraph(graph, dialog.id, texts(dialog.id));
  }
  const [speakers, variables] = await Promise.all([
    ctx.db
      .selectFrom('dialog_documents')
      .innerJoin('documents', 'documents.id', 'dialog_documents.document_id')
      .select(['documents.id', 'documents.name'])
      .where('dialog_documents.dialog_id', '=', dialog.id)
      .where('documents.world_id', '=', dialog.world_id)
      .execute(),
    ctx.db
      .selectFrom('dialog_variables')
      .innerJoin('story_variables', 'story_variables.id', 'dialog_variables.variable_id')
      .select([
        'story_variables.id',
        'story_variables.name',
        'story_variables.type',
        'story_variables.default_value',
      ])
      .where('dialog_variables.dialog_id', '=', dialog.id)
      .where('story_variables.world_id', '=', dialog.world_id)
      .orderBy('story_variables.name')
      .execute(),
  ]);
  return presentPlayableDialog(
    {
      name: dialog.name,
      kind: dialog.kind as DialogKind,
      graph,
      language: language ?? languages.sourceLanguage,
      languages: [languages.sourceLanguage, ...languages.languages],
    },
    speakers,
    variables,
  );
}

/**
 * In how many plays (through any of its links) each node was reached and each
 * choice taken. Counted by the database from the stored JSON arrays (each
 * holds an id once per play), so many plays never pass through the event loop.
 */
export async function loadPlayStats(
  db: Kysely<DB>,
  worldId: string,
  dialogId: string,
): Promise<PlayStats> {
  await requireDialog(db, worldId, dialogId);
  const postgres = dialectOf(db) === 'postgres';
  const nodeRows = postgres
    ? sql<{ node_id: string; count: number | string }>`
        SELECT n.value AS node_id, count(*) AS count
        FROM dialog_plays p, jsonb_array_elements_text(p.reached_nodes::jsonb) AS n(value)
        WHERE p.world_id = ${worldId} AND p.dialog_id = ${dialogId}
        GROUP BY n.value`
    : sql<{ node_id: string; count: number | string }>`
        SELECT n.value AS node_id, count(*) AS count
        FROM dialog_plays p, json_each(p.reached_nodes) AS n
        WHERE p.world_id = ${worldId} AND p.dialog_id = ${dialogId}
        GROUP BY n.value`;
  const choiceRows = postgres
    ? sql<{ node_id: string; choice_id: string; count: number | string }>`
        SELECT c.value->>0 AS node_id, c.value->>1 AS choice_id, count(*) AS count
        FROM dialog_plays p, jsonb_array_elements(p.chosen_options::jsonb) AS c(value)
        WHERE p.world_id = ${worldId} AND p.dialog_id = ${dialogId}
        GROUP BY 1, 2`
    : sql<{ node_id: string; choice_id: string; count: number | string }>`
        SELECT json_extract(c.value, '$[0]') AS node_id, json_extract(c.value, '$[1]') AS choice_id,
          count(*) AS count
        FROM dialog_plays p, json_each(p.chosen_options) AS c
        WHERE p.world_id = ${worldId} AND p.dialog_id = ${dialogId}
        GROUP BY 1, 2`;
  const [totals, nodes, choices] = await Promise.all([
    db
      .selectFrom('dialog_plays')
      .select((eb) => [
        eb.fn.countAll<number>().as('plays'),
        eb.fn.sum<number>('finished').as('finished'),
      ])
      .where('world_id', '=', worldId)
      .where('dialog_id', '=', dialogId)
      .executeTakeFirstOrThrow(),
    nodeRows.execute(db),
    choiceRows.execute(db),
  ]);
  return {
    plays: Number(totals.plays),
    finished: Number(totals.finished ?? 0),
    nodes: nodes.rows.map((row) => ({ nodeId: row.node_id, count: Number(row.count) })),
    choices: choices.rows.map((row) => ({
      nodeId: row.node_id,
      choiceId: row.choice_id,
      count: Number(row.count),
    })),
  };
}
