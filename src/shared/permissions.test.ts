import { describe, expect, it } from 'vitest';
import { can, capabilitiesOf, roles } from './permissions';

describe('capability table (SPEC §6)', () => {
  it('gives each role exactly its abilities', () => {
    expect(capabilitiesOf('owner')).toHaveLength(18);
    expect(capabilitiesOf('writer').sort()).toEqual(
      [
        'dialogs.edit',
        'dialogs.share',
        'documents.edit',
        'events.edit',
        'images.edit',
        'maps.edit',
        'maps.secrets',
        'maps.upload',
        'relations.edit',
        'stories.edit',
        'todos.edit',
        'world.read',
        'world.view',
      ].sort(),
    );
    expect(capabilitiesOf('artist').sort()).toEqual([
      'images.edit',
      'maps.upload',
      'todos.edit',
      'world.read',
      'world.view',
    ]);
    expect(capabilitiesOf('viewer')).toEqual(['world.read', 'world.view']);
    // Anyone outside a public world reads its public part, and nothing more.
    expect(capabilitiesOf('reader')).toEqual(['world.read']);
  });

  it('keeps owner-only powers with the owner', () => {
    for (const role of roles) {
      const ownerOnly = [
        'world.edit',
        'world.delete',
        'members.manage',
        'timeline.edit',
        'world.pay',
      ] as const;
      for (const capability of ownerOnly) expect(can(role, capability)).toBe(role === 'owner');
    }
  });

  it('refuses anyone without a role', () => {
    expect(can(null, 'world.view')).toBe(false);
    expect(can(undefined, 'world.view')).toBe(false);
  });
});
