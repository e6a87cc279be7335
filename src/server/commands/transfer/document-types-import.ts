import crypto from 'node:crypto';
import type { DocumentTypesTable } from '../../db/schema';
import type { ArchiveRows } from '../../../shared/transfer/world-archive';
import {
  documentTypeColors,
  documentTypeDefaultIcons,
  isBuiltInDocumentType,
} from '../../../shared/wiki/document-types';
import { nameKey } from '../../model/name-key';
import { defaultDocumentTypeRows } from '../wiki/document-type-writer';
import { archiveErrors } from './archive-reader';
import type { IdMap } from './id-rewiring';

/** What a type made for a key no archived type has wears: the note's icon and colour. */
const fallbackIcon = documentTypeDefaultIcons.note;
const fallbackColor = documentTypeColors.note;

/**
 * The new world's document types. The archive's keep their keys, so
 * documents and templates keep their type unchanged; an archive made before
 * types were a world's own gets the ten built-in ones. A key a document or
 * template names that no type has gets a type of its own (named by the key),
 * so no document is left with a type its world lacks.
 */
export function importedDocumentTypes(
  rows: Pick<ArchiveRows, 'documentTypes' | 'documents' | 'templates'>,
  worldId: string,
  ids: IdMap,
  now: string,
): DocumentTypesTable[] {
  const types: DocumentTypesTable[] =
    rows.documentTypes.length === 0
      ? defaultDocumentTypeRows(worldId, now)
      : rows.documentTypes.map((type) => {
          const builtIn = isBuiltInDocumentType(type.key);
          if (!builtIn && (type.name === null || type.plural === null))
            throw archiveErrors.damaged(`document types: ${type.key} has no name`);
          const name = type.name?.trim() ?? null;
          return {
            id: ids.find('documentType', type.id)!,
            world_id: worldId,
            key: type.key,
            name,
            name_key: name === null ? null : nameKey(name),
            plural: type.plural?.trim() ?? null,
            icon: type.icon,
            color: type.color,
            position: type.position,
            version: type.version,
            created_at: type.createdAt,
            updated_at: type.updatedAt,
          };
        });
  const keys = new Set<string>();
  const names = new Set<string>();
  for (const type of types) {
    if (keys.has(type.key)) throw archiveErrors.damaged(`document types: key ${type.key} twice`);
    keys.add(type.key);
    if (type.name_key === null) continue;
    if (names.has(type.name_key))
      throw archiveErrors.damaged(`document types: name ${type.name} twice`);
    names.add(type.name_key);
  }
  let position = Math.max(-1, ...types.map((type) => type.position));
  for (const { type: key, createdAt } of [...rows.documents, ...rows.templates]) {
    if (keys.has(key)) continue;
    keys.add(key);
    position += 1;
    const builtIn = isBuiltInDocumentType(key);
    const name = builtIn ? null : freeName(key, names);
    if (name !== null) names.add(nameKey(name));
    types.push({
      id: crypto.randomUUID(),
      world_id: worldId,
      key,
      name,
      name_key: name === null ? null : nameKey(name),
      plural: name,
      icon: builtIn ? documentTypeDefaultIcons[key] : fallbackIcon,
      color: builtIn ? documentTypeColors[key] : fallbackColor,
      position,
      version: 1,
      created_at: createdAt,
      updated_at: createdAt,
    });
  }
  return types;
}

/** The key as a name, numbered when a type of the archive already wears it. */
function freeName(key: string, taken: Set<string>): string {
  const base = key.trim() || '?';
  let name = base;
  for (let n = 2; taken.has(nameKey(name)); n += 1) name = `${base} (${n})`;
  return name;
}
