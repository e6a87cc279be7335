import crypto from 'node:crypto';
import type { Transaction } from 'kysely';
import type { ServerContext } from '../../context';
import type { DB } from '../../db/schema';
import type { CurrentUser } from '../../auth/authenticate';
import type { MetaSchemaType, VariableType } from '../../../shared/dialogs/dialog-graph';
import {
  dialogFileReaders,
  type DialogImportFormat,
  type ImportedDialog,
} from '../../../shared/dialogs/import-formats';
import {
  matchDefinitions,
  remapGraph,
  withFittingNames,
  type ImportMatch,
} from '../../../shared/dialogs/import-mapping';
import { dialogImportLimits, type DialogImportReport } from '../../../shared/schemas/dialog-import';
import { ErrorCode } from '../../../shared/errors';
import { writeWithActivity, type RecordActivity } from '../../activity/record';
import { mapUniqueViolation } from '../../db/errors';
import { AppError } from '../../http/app-error';
import { utf8Text } from '../../http/utf8-text';
import { isoNow } from '../../clock';
import { nameKey } from '../../model/name-key';
import {
  assertGraphFitsWorld,
  graphStructureProblem,
  graphValueProblem,
  saveGraphLinks,
} from './dialog-checks';
import { insertStoryVariable, schemaNameTaken } from './story-variable-writer';
import { insertMetaSchema } from './meta-schema-writer';
import { insertDialog } from './dialog-writer';
import { insertDocument } from '../wiki/document-writer';
import { emptyRichText } from '../../../shared/wiki/rich-text';

export interface DialogFile {
  format: DialogImportFormat;
  fileName: string;
  data: Buffer;
}

export interface DialogImportOptions {
  /** Speakers no document of the world is named after become new character documents. */
  createMissingSpeakers: boolean;
  /** Everything is checked and reported, then rolled back: the client asks before creating speakers. */
  dryRun: boolean;
  /** The dialog's name when neither the file nor its file name gives one (in the caller's language). */
  defaultName: string;
}

/** Ends a dry run's transaction with the report it would have given. */
class DryRunDone extends Error {
  constructor(readonly report: DialogImportReport) {
    super('dry run');
  }
}

/**
 * A dialog file as a new dialog of the world (feed: the variables and fields
 * made, then `create_new_dialog`). The file is read and checked whole first;
 * then, in one transaction, its variables and fields are matched with the
 * world's by name and type (the missing ones created), its speakers with the
 * world's documents by name (the missing ones created as character documents
 * when asked, else cleared and reported), and the dialog is written with its
 * graph as a save would check it. Any refusal leaves the world as it was.
 */
export async function dialogImporter(
  ctx: ServerContext,
  user: CurrentUser,
  worldId: string,
  file: DialogFile,
  options: DialogImportOptions,
): Promise<DialogImportReport> {
  if (file.data.length > dialogImportLimits.maxFileBytes)
    throw new AppError(413, ErrorCode.dialogFileTooLarge);
  const reading = dialogFileReaders[file.format](utf8Text(file.data));
  if (!reading.ok) throw fileRefusal(reading.problems);
  const broken = graphStructureProblem(reading.graph);
  if (broken !== null)
    throw new AppError(400, ErrorCode.validation, 'VALIDATION.DIALOG_GRAPH_INVALID', broken);
  const fitting = withFittingNames(reading);
  const imported: ImportedDialog = { ...reading, ...fitting };
  const name = dialogName(imported.name, file.fileName, options.defaultName);

  const written = mapUniqueViolation(
    () =>
      writeWithActivity(ctx, async (trx, record) => {
        const world = await worldDefinitions(trx, worldId);
        const match = matchDefinitions(imported, world);
        if (match.typeClashes.length > 0) {
          throw new AppError(
            409,
            ErrorCode.dialogImportTypeClash,
            undefined,
            match.typeClashes.slice(0, 10).join(', '),
          );
        }
        const created = newDefinitionIds(match);
        const speakers = await documentsByName(trx, worldId, imported.documents);
        const now = isoNow(ctx.clock);
        const createdSpeakers = options.createMissingSpeakers
          ? await createSpeakers(trx, record, { worldId, userId: user.id, now }, speakers)
          : [];
        const graph = remapGraph(imported.graph, { ...created.ids, documents: speakers.ids });
        // The values against their types before anything is written (assertGraphFitsWorld repeats it with the rows).
        const valueProblem = graphValueProblem(graph, created.types(world));
        if (valueProblem)
          throw new AppError(
            400,
            ErrorCode.validation,
            valueProblem.messageKey,
            valueProblem.nodeId,
          );
        const graphText = JSON.stringify(graph);
        if (Buffer.byteLength(graphText) > dialogImportLimits.maxFileBytes)
          throw new AppError(413, ErrorCode.dialogFileTooLarge);

        await insertDefinitions(
          trx,
          record,
          { worldId, userId: user.id, now },
          match,
          created.newIds,
        );
        const dialog = await insertDialog(
          trx,
          record,
          { worldId, userId: user.id, now },
          { name, kind: imported.kind, graph, graphText },
        );
        const references = await assertGraphFitsWorld(trx, worldId, graph);
        await saveGraphLinks(trx, worldId, dialog.id, references);

        const reused = (
          items: readonly { id: string; name: string }[],
          ids: ReadonlyMap<string, string>,
        ) => items.filter((item) => ids.has(item.id)).map((item) => item.name);
        const report: DialogImportReport = {
          dialog: { id: dialog.id, name: dialog.name, nodeCount: dialog.node_count },
          created: {
            variables: match.variablesToCreate.map((variable) => variable.name),
            metaFields: match.metaSchemaToCreate.map((definition) => definition.name),
            speakers: createdSpeakers,
          },
          reused: {
            variables: reused(imported.variables, match.variables),
            metaFields: reused(imported.metaSchema, match.metaSchema),
          },
          renamed: fitting.renamed,
          dropped: [
            ...imported.losses.map((loss) => ({
              reason: loss.code,
              count: loss.count,
              examples: loss.examples,
            })),
            ...(speakers.missing.length > 0
              ? [
                  {
                    reason: 'speakerMissing' as const,
                    count: speakers.missing.length,
                    examples: speakers.missing.slice(0, 5),
                  },
                ]
              : []),
          ],
          missingSpeakers: speakers.missing,
        };
        if (options.dryRun) throw new DryRunDone(report);
        return report;
      }),
    schemaNameTaken,
  );
  try {
    return await written;
  } catch (error) {
    if (error instanceof DryRunDone) return error.report;
    throw error;
  }
}

/** 400 (40052) with one item per distinct problem the reader found (the detail names the resource). */
function fileRefusal(
  problems: readonly { code: string; resourceId?: string | undefined }[],
): AppError {
  const seen = new Set<string>();
  const items = problems
    .map((problem) => ({
      messageKey: `DIALOG_IMPORT.${problem.code}`,
      detail: problem.resourceId?.slice(0, 200),
    }))
    .filter(
      (entry) =>
        !seen.has(`${entry.messageKey} ${entry.detail}`) &&
        seen.add(`${entry.messageKey} ${entry.detail}`),
    )
    .slice(0, 20);
  const [first = { messageKey: 'DIALOG_IMPORT.notADialog', detail: undefined }, ...more] = items;
  return new AppError(400, ErrorCode.dialogFileInvalid, first.messageKey, first.detail, more);
}

/** The dialogue's own name, else the file's without its extension, else `fallback`, within a name's 200 characters. */
function dialogName(fromFile: string, fileName: string, fallback: string): string {
  const stem = fileName.replace(/^.*[\\/]/, '').replace(/(\.lorehub)?\.[^.]*$/i, '');
  return (fromFile.trim() || stem.trim() || fallback).slice(0, 200).trim();
}

type WorldDefinitions = {
  variables: { id: string; name: string; type: VariableType }[];
  metaSchema: { id: string; name: string; type: MetaSchemaType }[];
};

async function worldDefinitions(trx: Transaction<DB>, worldId: string): Promise<WorldDefinitions> {
  const variables = await trx
    .selectFrom('story_variables')
    .select(['id', 'name', 'type'])
    .where('world_id', '=', worldId)
    .execute();
  const metaSchema = await trx
    .selectFrom('dialog_meta_schemas')
    .select(['id', 'name', 'type'])
    .where('world_id', '=', worldId)
    .execute();
  return { variables, metaSchema } as WorldDefinitions;
}

/** Ids for the definitions to create, taken before the graph is remapped so it can be checked before any insert. */
function newDefinitionIds(match: ImportMatch) {
  const newIds = new Map<string, string>();
  for (const item of [...match.variablesToCreate, ...match.metaSchemaToCreate])
    newIds.set(item.id, crypto.randomUUID());
  const ids = {
    variables: new Map([
      ...match.variables,
      ...match.variablesToCreate.map((item) => [item.id, newIds.get(item.id) as string] as const),
    ]),
    metaSchema: new Map([
      ...match.metaSchema,
      ...match.metaSchemaToCreate.map((item) => [item.id, newIds.get(item.id) as string] as const),
    ]),
  };
  const types = (world: WorldDefinitions) => ({
    variables: new Map<string, VariableType>([
      ...world.variables.map((item) => [item.id, item.type] as const),
      ...match.variablesToCreate.map((item) => [newIds.get(item.id) as string, item.type] as const),
    ]),
    metaFields: new Map<string, MetaSchemaType>([
      ...world.metaSchema.map((item) => [item.id, item.type] as const),
      ...match.metaSchemaToCreate.map(
        (item) => [newIds.get(item.id) as string, item.type] as const,
      ),
    ]),
  });
  return { newIds, ids, types };
}

interface SpeakerMatch {
  /** The file's document id → the world's, null when the world has none of that name. */
  ids: Map<string, string | null>;
  /** The file's document id → its name. */
  names: Map<string, string>;
  /** Names the world has no document for, once each. */
  missing: string[];
}

/** The file's speakers by the world's documents of the same name (any case); the rest are reported. */
async function documentsByName(
  trx: Transaction<DB>,
  worldId: string,
  documents: readonly { id: string; name: string }[],
): Promise<SpeakerMatch> {
  const keys = [...new Set(documents.map((document) => nameKey(document.name)))];
  const found = new Map<string, string>();
  for (let start = 0; start < keys.length; start += 500) {
    const rows = await trx
      .selectFrom('documents')
      .select(['id', 'name_key'])
      .where('world_id', '=', worldId)
      .where('name_key', 'in', keys.slice(start, start + 500))
      .execute();
    for (const row of rows) found.set(row.name_key, row.id);
  }
  const ids = new Map<string, string | null>();
  const missing = new Set<string>();
  for (const document of documents) {
    const id = found.get(nameKey(document.name)) ?? null;
    ids.set(document.id, id);
    if (id === null) missing.add(document.name);
  }
  return {
    ids,
    names: new Map(documents.map((document) => [document.id, document.name])),
    missing: [...missing],
  };
}

/**
 * A character document for each speaker name the world lacks (one per name,
 * any case); the file's speakers then point at them. Returns the names made.
 */
async function createSpeakers(
  trx: Transaction<DB>,
  record: RecordActivity,
  at: { worldId: string; userId: string; now: string },
  speakers: SpeakerMatch,
): Promise<string[]> {
  const made = new Map<string, string>();
  for (const name of speakers.missing) {
    const key = nameKey(name);
    if (made.has(key) || !name.trim()) continue;
    const document = await insertDocument(trx, record, at, {
      name: name.trim().slice(0, 200),
      type: 'character',
      description: '',
      tags: [],
      contents: emptyRichText(),
    });
    made.set(key, document.id);
  }
  for (const [fileId, name] of speakers.names) {
    const id = made.get(nameKey(name));
    if (speakers.ids.get(fileId) === null && id !== undefined) speakers.ids.set(fileId, id);
  }
  const created = speakers.missing.filter((name) => made.has(nameKey(name)));
  speakers.missing = speakers.missing.filter((name) => !made.has(nameKey(name)));
  return created;
}

async function insertDefinitions(
  trx: Transaction<DB>,
  record: RecordActivity,
  at: { worldId: string; userId: string; now: string },
  match: ImportMatch,
  newIds: ReadonlyMap<string, string>,
): Promise<void> {
  for (const variable of match.variablesToCreate)
    await insertStoryVariable(trx, record, at, newIds.get(variable.id) as string, variable);
  for (const definition of match.metaSchemaToCreate)
    await insertMetaSchema(trx, record, at, newIds.get(definition.id) as string, definition);
}
