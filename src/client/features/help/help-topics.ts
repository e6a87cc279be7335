import {
  capabilities,
  capabilityRoles,
  roles,
  type Capability,
  type Role,
} from '../../../shared/permissions';

/** The parts of a world the help explains, in the order of the navigation (SPEC §1, §2.2). */
export const helpSections = [
  'world',
  'documents',
  'timeline',
  'images',
  'maps',
  'relations',
  'stories',
  'dialogs',
  'settings',
] as const;
export type HelpSection = (typeof helpSections)[number];

/** Catalogue keys cannot hold the dot of a capability name. */
export function capabilityLabelKey(capability: Capability): string {
  return `HELP.CAPABILITY.${capability.replace(/\./g, '_')}`;
}

/**
 * The role × capability matrix, read from the shared table so the help never
 * drifts from what the server enforces.
 */
export function accessMatrix(): { capability: Capability; allowed: Record<Role, boolean> }[] {
  return capabilities.map((capability) => ({
    capability,
    allowed: Object.fromEntries(
      roles.map((role) => [role, capabilityRoles[capability].includes(role)]),
    ) as Record<Role, boolean>,
  }));
}

/** Shortcuts the application really has; the help lists these and nothing else. */
export const shortcuts = [
  { keys: ['mod', 'K'], labelKey: 'HELP.SHORTCUTS.SEARCH' },
  { keys: ['Esc'], labelKey: 'HELP.SHORTCUTS.CLOSE' },
  { keys: ['Tab'], labelKey: 'HELP.SHORTCUTS.SKIP' },
] as const;
