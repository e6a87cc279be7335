import crypto from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type * as z from 'zod/mini';
import type { ServerContext } from '../../context';
import type { DB, DocumentTypesTable } from '../../db/schema';
import type { CurrentUser } from '../../auth/authenticate';
import type {
  documentTypeCreateRequest,
  documentTypeUpdateRequest,
} from '../../../shared/schemas/document-type';
import { maxDocumentTypes, type DocumentTypeInfo } from '../../../shared/schemas/document-type';
import { loadDocumentType } from '../../queries/document-types';
import {
  documentTypeDefaultIcons,
  documentTypeColors,
  documentTypes,
  isBuiltInDocumentType,
} from '../../../shared/wiki/document-types';
import { languages } from '../../../shared/i18n/languages';
import { translateShared } from '../../../shared/i18n/translate';
import { ErrorCode } from '../../../shared/errors';
import { writeWithActivity } from '../../activity/record';
import { mapUniqueViolation } from '../../db/errors';
import { AppError, errors } from '../../http/app-error';
import { isoNow } from '../../clock';
import { nameKey } from '../../model/name-key';

type CreateFields = z.output<typeof documentTypeCreateRequest>;
type UpdateFields = z.output<typeof documentTypeUpdateRequest>;

const nameTaken = () => new AppError(409, ErrorCode.documentTypeNameTaken);

/** The ten built-in types as rows of a new world, in the catalogue's order. */
export function defaultDocumentTypeRows(worldId: string, now: string): DocumentTypesTable[] {
  return documentTypes.map((key, position) => ({
    id: crypto.randomUUID(),
    world_id: worldId,
    key,
    name: null,
    name_key: null,
    plural: null,
    icon: documentTypeDefaultIcons[key],
    color: documentTypeColors[key],
    position,
    version: 1,
    created_at: now,
    updated_at: now,
  }));
}

export async function createDefaultDocumentTypes(
  trx: Transaction<DB> | Kysely<DB>,
  worldId: string,
  now: string,
): Promise<void> {
  await trx.insertInto('document_types').values(defaultDocumentTypeRows(worldId, now)).execute();
}

/** Adds a type at the end of the world's list, under a generated key that never changes. */
export async function documentTypeCreator(
  ctx: ServerContext,
  user: CurrentUser,
  worldId: string,
  fields: CreateFields,
): Promise<DocumentTypeInfo> {
  return mapUniqueViolation(
    () =>
      writeWithActivity(ctx, async (trx, record) => {
        const existing = await typesOf(trx, worldId);
        if (existing.length >= maxDocumentTypes)
          throw new AppError(409, ErrorCode.documentTypesFull);
        assertNameFree(existing, fields.name, null);
        const now = isoNow(ctx.clock);
        const type: DocumentTypesTable = {
          id: crypto.randomUUID(),
          world_id: worldId,
          key: `t-${crypto.randomBytes(6).toString('hex')}`,
          name: fields.name,
          name_key: nameKey(fields.name),
          plural: fields.plural ?? fields.name,
          icon: fields.icon,
          color: fields.color,
          position: Math.max(-1, ...existing.map((row) => row.position)) + 1,
          version: 1,
          created_at: now,
          updated_at: now,
        };
        await trx.insertInto('document_types').values(type).execute();
        await record({
          worldId,
          userId: user.id,
          type: 'create_document_type',
          details: { typeId: type.id, name: type.name },
        });
        return loadDocumentType(trx, worldId, type.id);
      }),
    nameTaken,
  );
}

/**
 * Renames, re-icons, recolours or moves a type; a stale version is refused
 * (4091). Both writers answer from inside their transaction, so the answer is
 * what they wrote.
 */
export async function documentTypeUpdater(
  ctx: ServerContext,
  user: CurrentUser,
  worldId: string,
  typeId: string,
  fields: UpdateFields,
): Promise<DocumentTypeInfo> {
  return mapUniqueViolation(
    () =>
      writeWithActivity(ctx, async (trx, record) => {
        const existing = await typesOf(trx, worldId);
        const current = existing.find((type) => type.id === typeId);
        if (!current) throw errors.notFound();
        if (current.version !== fields.version) throw errors.staleVersion();
        // Only a built-in type may go back to its translated words.
        const builtIn = isBuiltInDocumentType(current.key);
        if (!builtIn && (fields.name === null || fields.plural === null))
          throw errors.validation('VALIDATION.DOCUMENT_TYPE_NAME_REQUIRED');
        if (fields.name !== null) assertNameFree(existing, fields.name, current.id);
        const updated: DocumentTypesTable = {
          ...current,
          name: fields.name,
          name_key: fields.name === null ? null : nameKey(fields.name),
          plural: fields.plural,
          icon: fields.icon,
          color: fields.color,
          position: fields.position,
          version: current.version + 1,
          updated_at: isoNow(ctx.clock),
        };
        await trx
          .updateTable('document_types')
          .set({
            name: updated.name,
            name_key: updated.name_key,
            plural: updated.plural,
            icon: updated.icon,
            color: updated.color,
            position: updated.position,
            version: updated.version,
            updated_at: updated.updated_at,
          })
          .where('id', '=', current.id)
          .execute();
        await record({
          worldId,
          userId: user.id,
          type: 'update_document_type',
          details: {
            typeId: current.id,
            key: current.key,
            name: updated.name,
            previousName: current.name,
          },
        });
        return loadDocumentType(trx, worldId, current.id);
      }),
    nameTaken,
  );
}

/**
 * Deletes a type. Documents and templates of it move to `moveTo` (another
 * type of the world); without it, while any use the type, the answer is 409
 * (40064) naming how many. The last type of a world stays (40065).
 */
export async function documentTypeDeleter(
  ctx: ServerContext,
  user: CurrentUser,
  worldId: string,
  typeId: string,
  moveTo: string | undefined,
): Promise<void> {
  await writeWithActivity(ctx, async (trx, record) => {
    const existing = await typesOf(trx, worldId);
    const type = existing.find((candidate) => candidate.id === typeId);
    if (!type) throw errors.notFound();
    if (existing.length === 1) throw new AppError(409, ErrorCode.documentTypeLast);
    const target = moveTo === undefined ? undefined : existing.find((row) => row.id === moveTo);
    if (moveTo !== undefined && (!target || target.id === type.id))
      throw errors.validation('VALIDATION.DOCUMENT_TYPE_MOVE_INVALID');
    const used = await trx
      .selectFrom('documents')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('world_id', '=', worldId)
      .where('type', '=', type.key)
      .executeTakeFirstOrThrow();
    const documents = Number(used.count);
    if (documents > 0 && !target)
      throw new AppError(
        409,
        ErrorCode.documentTypeInUse,
        `SERVER_ERROR.${ErrorCode.documentTypeInUse}`,
        String(documents),
      );
    if (target) {
      // A moved document is a changed document: an editor holding the old version must reload.
      await trx
        .updateTable('documents')
        .set((eb) => ({ type: target.key, version: eb('version', '+', 1) }))
        .where('world_id', '=', worldId)
        .where('type', '=', type.key)
        .execute();
      await trx
        .updateTable('document_templates')
        .set({ type: target.key })
        .where('world_id', '=', worldId)
        .where('type', '=', type.key)
        .execute();
    }
    await trx.deleteFrom('document_types').where('id', '=', type.id).execute();
    await record({
      worldId,
      userId: user.id,
      type: 'delete_document_type',
      details: {
        typeId: type.id,
        key: type.key,
        name: type.name,
        movedTo: target?.key ?? null,
        documents,
      },
    });
  });
}

function typesOf(trx: Transaction<DB>, worldId: string): Promise<DocumentTypesTable[]> {
  return trx.selectFrom('document_types').selectAll().where('world_id', '=', worldId).execute();
}

/**
 * Names are unique in a world whatever their case; a built-in type not
 * renamed holds its name in every interface language, so "Персонаж" is taken
 * beside an untouched "Character".
 */
function assertNameFree(
  existing: readonly DocumentTypesTable[],
  name: string,
  exceptId: string | null,
): void {
  const wanted = nameKey(name);
  for (const type of existing) {
    if (type.id === exceptId) continue;
    if (namesOf(type).some((taken) => nameKey(taken) === wanted)) throw nameTaken();
  }
}

function namesOf(type: DocumentTypesTable): string[] {
  if (type.name !== null) return [type.name];
  return languages.map((lang) => translateShared(lang, `DOCUMENT_TYPE_NAMES.${type.key}`));
}
