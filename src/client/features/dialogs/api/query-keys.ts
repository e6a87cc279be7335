/**
 * Every dialogs query of a world hangs below `['dialogs', worldId]`: the list,
 * each dialog, the story variables and the meta schema. A variable or field
 * change can rewrite dialogs on the server, so those invalidate the root.
 */
export const dialogsRootKey = (worldId: string) => ['dialogs', worldId] as const;
/** Every page and search of the dialog list. */
export const dialogListsRootKey = (worldId: string) =>
  [...dialogsRootKey(worldId), 'list'] as const;
export const dialogListKey = (worldId: string, search: string, offset: number) =>
  [...dialogListsRootKey(worldId), search.trim(), offset] as const;
export const dialogDetailsRootKey = (worldId: string) =>
  [...dialogsRootKey(worldId), 'one'] as const;
export const dialogKey = (worldId: string, dialogId: string) =>
  [...dialogDetailsRootKey(worldId), dialogId] as const;
export const metaSchemaKey = (worldId: string) =>
  [...dialogsRootKey(worldId), 'meta-schema'] as const;
export const storyVariablesKey = (worldId: string) =>
  [...dialogsRootKey(worldId), 'variables'] as const;
/** The world's source and target languages and character limits. */
export const dialogLanguagesKey = (worldId: string) =>
  [...dialogsRootKey(worldId), 'languages'] as const;
/** Every translation query: an import or a language change makes them all stale. */
export const dialogTranslationsRootKey = (worldId: string) =>
  [...dialogsRootKey(worldId), 'translations'] as const;
/** One dialog's lines in one target language, with their status and counts. */
export const dialogTranslationLinesKey = (worldId: string, dialogId: string, language: string) =>
  [...dialogTranslationsRootKey(worldId), dialogId, language, 'lines'] as const;
/** A dialog's play links (writers and the owner only). */
export const shareLinksKey = (worldId: string, dialogId: string) =>
  [...dialogsRootKey(worldId), 'share-links', dialogId] as const;
/** A dialog's playtest statistics. */
export const playStatsKey = (worldId: string, dialogId: string) =>
  [...dialogsRootKey(worldId), 'play-stats', dialogId] as const;
