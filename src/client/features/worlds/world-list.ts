import type { World } from '../../../shared/schemas/world';

/**
 * SPEC §4 world list actions on the cached list, kept in the server's order
 * (by name, compared as the database does, code unit by code unit).
 */
function byName(a: World, b: World): number {
  return a.name < b.name ? -1 : a.name > b.name ? 1 : 0;
}

/** Create: adds the world to the list. */
export function addWorld(list: readonly World[] | undefined, world: World): World[] {
  return [...(list ?? []).filter((entry) => entry.id !== world.id), world].sort(byName);
}

/** Edit: replaces the entry, or adds it if absent. */
export function upsertWorld(list: readonly World[] | undefined, world: World): World[] {
  return addWorld(list, world);
}

/** Delete (or leave): removes the world from the list. */
export function removeWorld(list: readonly World[] | undefined, worldId: string): World[] {
  return (list ?? []).filter((entry) => entry.id !== worldId);
}

/** The worlds of one owner, for the `/{ownerUserName}` page. */
export function worldsOf(
  list: readonly World[] | undefined,
  ownerUserName: string | undefined,
): World[] {
  const all = list ?? [];
  return ownerUserName === undefined
    ? [...all]
    : all.filter((world) => world.ownerUserName === ownerUserName);
}

/** Whether a change moved the world to another address (owner or URL name). */
export function addressChanged(
  before: Pick<World, 'ownerUserName' | 'urlName'>,
  after: Pick<World, 'ownerUserName' | 'urlName'>,
) {
  return before.ownerUserName !== after.ownerUserName || before.urlName !== after.urlName;
}

/** Deleting a world needs its name typed; the server compares it the same way (ignoring outer spaces). */
export function namesMatch(typed: string, worldName: string): boolean {
  return typed.trim() !== '' && typed.trim() === worldName.trim();
}
