import { createContext, useContext } from 'react';
import type { World } from '../../shared/schemas/world';
import { can, type Capability } from '../../shared/permissions';

/** The selected world (SPEC §4), provided by the world layout to every world page. */
export const WorldContext = createContext<World | null>(null);

export function useSelectedWorld(): World {
  const world = useContext(WorldContext);
  if (!world) throw new Error('useSelectedWorld outside a world route');
  return world;
}

/** The optional form, for shared chrome (top bar) that also shows outside a world. */
export function useOptionalWorld(): World | null {
  return useContext(WorldContext);
}

/** Whether the caller's role in the selected world holds a capability (SPEC §6 table). */
export function useCan(capability: Capability): boolean {
  const world = useContext(WorldContext);
  return can(world?.currentUserRole, capability);
}
