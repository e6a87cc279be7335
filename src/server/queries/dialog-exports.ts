import { Readable } from 'node:stream';
import yazl from 'yazl';
import type { Kysely } from 'kysely';
import type { ServerContext } from '../context';
import { etagOf } from '../http/etag';
import type { DB } from '../db/schema';
import type { DialogContext } from '../../shared/dialogs/dialog-graph';
import type { LoreHubLoss } from '../../shared/dialogs/export-lorehub';
import {
  dialogExportFileTypes,
  exportDialogText,
  type DialogExportFormat,
} from '../../shared/dialogs/export-formats';
import { uniqueNames } from '../../shared/dialogs/export-names';
import { translateShared } from '../../shared/i18n/translate';
import type { Language } from '../../shared/i18n/languages';
import { ErrorCode } from '../../shared/errors';
import { AppError } from '../http/app-error';
import { fileSafe } from '../model/file-names';
import { listMetaSchemas, listStoryVariables, loadDialogDetail } from './dialogs';
import { translationTexts } from './dialog-translations';

/** A dialog's translations by line id (empty: the source). */
type Translations = (dialogId: string) => ReadonlyMap<string, string>;

/**
 * The translations into `language` of the world's dialogs (or of one), or
 * none without a language; 400 unless the world has the language.
 */
export async function exportTranslations(
  db: Kysely<DB>,
  worldId: string,
  language: string | undefined,
  dialogId?: string,
): Promise<Translations> {
  if (language === undefined) return () => new Map();
  return translationTexts(db, worldId, language, dialogId);
}

/** A dialog file ready to send. */
export interface DialogExportFile {
  /** The file name without its extension. */
  baseName: string;
  extension: string;
  body: Buffer;
  contentType: string;
  /** A strong validator: the hash of the body, which changes with everything it shows. */
  etag: string;
  losses: LoreHubLoss[];
}

/** The world's variables and meta schema fields: every dialog's export reads them. */
type Definitions = Pick<DialogContext, 'variables' | 'metaSchema'>;

async function definitionsOf(db: Kysely<DB>, worldId: string): Promise<Definitions> {
  const [variables, metaSchema] = await Promise.all([
    listStoryVariables(db, worldId),
    listMetaSchemas(db, worldId),
  ]);
  return {
    variables: variables.map(({ id, name, type, commentary, defaultValue }) => ({
      id,
      name,
      type,
      commentary,
      defaultValue,
    })),
    metaSchema,
  };
}

/** One saved dialog in one format (404 with 40044 when the world has no such dialog). */
export async function exportDialogFile(
  ctx: ServerContext,
  worldId: string,
  dialogId: string,
  format: DialogExportFormat,
  lang: Language,
  definitions?: Definitions,
  translations?: Translations,
): Promise<DialogExportFile> {
  const [dialog, known] = await Promise.all([
    loadDialogDetail(ctx.db, worldId, dialogId),
    definitions ?? definitionsOf(ctx.db, worldId),
  ]);
  const context: DialogContext = {
    dialogId: dialog.id,
    name: dialog.name,
    kind: dialog.kind,
    ...known,
    documents: dialog.mentionedDocuments.map(({ id, name }) => ({ id, name })),
  };
  const texts = translations?.(dialog.id);
  const { text, losses } = exportDialogText(format, dialog.graph, context, {
    ...(texts && texts.size > 0 ? { translations: texts } : {}),
    continueLabel: translateShared(lang, 'DIALOG_EXPORT.CONTINUE'),
  });
  const body = Buffer.from(text);
  const type = dialogExportFileTypes[format];
  return {
    baseName: dialogFileBase(dialog.name),
    extension: type.extension,
    body,
    contentType: type.contentType,
    etag: etagOf(body),
    losses,
  };
}

interface ListedDialog {
  id: string;
  name: string;
  updated_at: string;
}

/** Every dialog of the world, by name. */
export function worldDialogs(db: Kysely<DB>, worldId: string): Promise<ListedDialog[]> {
  return db
    .selectFrom('dialogs')
    .select(['id', 'name', 'updated_at'])
    .where('world_id', '=', worldId)
    .orderBy('name_key')
    .orderBy('id')
    .execute();
}

/** The dialogs the story's scenes link to, each once, by name (404 with 40043 for another world's story). */
export async function storyDialogs(
  db: Kysely<DB>,
  worldId: string,
  storyId: string,
): Promise<{ story: { name: string }; dialogs: ListedDialog[] }> {
  const story = await db
    .selectFrom('stories')
    .select(['name'])
    .where('world_id', '=', worldId)
    .where('id', '=', storyId)
    .executeTakeFirst();
  if (!story) throw new AppError(404, ErrorCode.storyNotFound);
  const dialogs = await db
    .selectFrom('dialogs')
    .select(['dialogs.id', 'dialogs.name', 'dialogs.updated_at'])
    .where('dialogs.world_id', '=', worldId)
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom('story_scene_links as link')
          .innerJoin('story_scenes as scene', 'scene.id', 'link.scene_id')
          .select('link.scene_id')
          .where('link.world_id', '=', worldId)
          .where('link.target_kind', '=', 'dialog')
          .whereRef('link.dialog_id', '=', 'dialogs.id')
          .where('scene.story_id', '=', storyId),
      ),
    )
    .orderBy('dialogs.name_key')
    .orderBy('dialogs.id')
    .execute();
  return { story, dialogs };
}

/**
 * The dialogs as one zip, a file per dialog named after it (unique in any
 * case, safe on every file system), streamed: yazl asks for an entry when
 * the previous one is written, so memory holds one dialog at a time. A
 * dialog deleted while the zip is being written ends the download with an
 * error rather than leaving a file out unsaid.
 */
export async function dialogsZip(
  ctx: ServerContext,
  worldId: string,
  dialogs: readonly ListedDialog[],
  format: DialogExportFormat,
  lang: Language,
  translations?: Translations,
): Promise<Readable> {
  const definitions = await definitionsOf(ctx.db, worldId);
  const zip = new yazl.ZipFile();
  const output = zip.outputStream as Readable;
  const fail = (error: Error) => output.destroy(error);
  zip.on('error', fail);
  const extension = dialogExportFileTypes[format].extension;
  const names = uniqueNames(dialogs, (dialog) => dialogFileBase(dialog.name), {
    separator: '-',
    fold: (name) => name.toLowerCase(),
  });
  for (const dialog of dialogs) {
    zip.addReadStreamLazy(
      `${names.get(dialog)}.${extension}`,
      { mtime: new Date(dialog.updated_at) },
      (done) => {
        exportDialogFile(ctx, worldId, dialog.id, format, lang, definitions, translations).then(
          (file) => done(null, Readable.from([file.body]).on('error', fail)),
          (error: unknown) => done(error, undefined as never),
        );
      },
    );
  }
  zip.end();
  return output;
}

const windowsDeviceNames = /^(con|prn|aux|nul|com\d|lpt\d)$/i;

/** The dialog's name as a file name in any script, never empty nor a Windows device name. */
export function dialogFileBase(name: string): string {
  const base = fileSafe(name) || 'dialog';
  return windowsDeviceNames.test(base) ? `${base}_` : base;
}

/**
 * RFC 6266: an ASCII `filename` for old clients (non-ASCII dropped, or the
 * fallback when nothing is left) and the whole name as UTF-8 in `filename*`
 * (RFC 8187, so `'()*` are escaped too).
 */
export function attachmentDisposition(base: string, extension: string, fallback: string): string {
  const asciiBase = base
    .replace(/[^\x20-\x7e]+/g, '')
    .replace(/["\\]/g, '_')
    .replace(/\s+/g, ' ')
    .replace(/^[\s._-]+|[\s._-]+$/g, '');
  const ascii = `${/[\p{L}\p{N}]/u.test(asciiBase) ? asciiBase : fallback}.${extension}`;
  const encoded = encodeURIComponent(`${base}.${extension}`).replace(
    /['()*]/g,
    (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
