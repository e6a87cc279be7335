import { useWorldDocumentTypes } from './use-document-types';

/** A type's name in the interface language: its own once renamed, else the built-in one. */
export function DocumentTypeName({ type }: { type: string }) {
  return <>{useWorldDocumentTypes().lookOf(type).name}</>;
}
