import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useOptionalWorld } from '../../lib/world-context';
import { useDocumentTypes } from './get-document-types';
import { builtInLooks, fallbackLook, lookOf, type DocumentTypeLook } from './type-look';

export interface WorldDocumentTypes {
  /** The world's types in their order, in the interface language. */
  looks: DocumentTypeLook[];
  lookOf: (key: string) => DocumentTypeLook;
  /** Select options: value is the key. */
  options: { value: string; label: string }[];
}

/**
 * The selected world's document types, one cached query for every badge,
 * filter and picker (live updates refresh it). Outside a world, the built-in ones.
 */
export function useWorldDocumentTypes(worldId?: string): WorldDocumentTypes {
  const { t, i18n } = useTranslation();
  const world = useOptionalWorld();
  const id = worldId ?? world?.id ?? '';
  const query = useDocumentTypes(id);
  const data = id ? query.data : undefined;
  return useMemo(() => {
    const looks = data ? data.map((type) => lookOf(t, type)) : builtInLooks(t);
    const byKey = new Map(looks.map((look) => [look.key, look]));
    return {
      looks,
      lookOf: (key: string) => byKey.get(key) ?? fallbackLook(t, key),
      options: looks.map((look) => ({ value: look.key, label: look.name })),
    };
    // The language is read through t; a switch must re-label.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [data, t, i18n.language]);
}
