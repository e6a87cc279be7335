import type { TFunction } from 'i18next';
import type { DocumentTypeInfo } from '../../../shared/schemas/document-type';
import {
  documentTypeColors,
  documentTypeDefaultIcons,
  documentTypes,
  isBuiltInDocumentType,
} from '../../../shared/wiki/document-types';

/** How a type looks wherever a document shows it. */
export interface DocumentTypeLook {
  key: string;
  name: string;
  plural: string;
  icon: string;
  color: string;
}

/** A type's words: its own, else (a built-in type not renamed) the catalogue's in the interface language. */
export function lookOf(t: TFunction, type: DocumentTypeInfo): DocumentTypeLook {
  return {
    key: type.key,
    name: type.name ?? t(`DOCUMENT_TYPE_NAMES.${type.key}`),
    plural: type.plural ?? t(`DOCUMENT_TYPE_PLURALS.${type.key}`),
    icon: type.icon,
    color: type.color,
  };
}

/**
 * The look of a key the world's list does not hold (yet): the built-in look
 * while the list loads, else the key itself in grey.
 */
export function fallbackLook(t: TFunction, key: string): DocumentTypeLook {
  if (isBuiltInDocumentType(key))
    return {
      key,
      name: t(`DOCUMENT_TYPE_NAMES.${key}`),
      plural: t(`DOCUMENT_TYPE_PLURALS.${key}`),
      icon: documentTypeDefaultIcons[key],
      color: documentTypeColors[key],
    };
  return { key, name: key, plural: key, icon: 'note', color: 'gray' };
}

/** The built-in types' looks, for places outside a world (and while the world's list loads). */
export function builtInLooks(t: TFunction): DocumentTypeLook[] {
  return documentTypes.map((key) => fallbackLook(t, key));
}
