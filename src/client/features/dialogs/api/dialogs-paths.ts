/** The path of a world's dialogs resource, e.g. `dialogsPath(id, 'Dialogs', dialogId)`. */
export function dialogsPath(worldId: string, ...parts: string[]): string {
  return ['api/Setting', encodeURIComponent(worldId), ...parts.map(encodeURIComponent)].join('/');
}
