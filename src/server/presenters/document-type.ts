import type { DocumentTypesTable } from '../db/schema';
import type { DocumentTypeInfo } from '../../shared/schemas/document-type';
import { isBuiltInDocumentType } from '../../shared/wiki/document-types';

export function presentDocumentType(type: DocumentTypesTable, documents: number): DocumentTypeInfo {
  return {
    id: type.id,
    key: type.key,
    name: type.name,
    plural: type.plural,
    icon: type.icon,
    color: type.color,
    position: type.position,
    builtIn: isBuiltInDocumentType(type.key),
    documents,
    version: type.version,
  };
}
