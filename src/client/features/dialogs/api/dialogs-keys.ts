/**
 * Every dialogs query of a world hangs below `['dialogs', worldId]`: the list,
 * each dialog, the story variables and the meta schema. A variable or field
 * change can rewrite dialogs on the server, so those invalidate the root.
 */
export const dialogsRootKey = (worldId: string) => ['dialogs', worldId] as const;

export function dialogsPath(worldId: string, ...parts: string[]): string {
  return ['api/Setting', encodeURIComponent(worldId), ...parts.map(encodeURIComponent)].join('/');
}
