import type { TFunction } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { activityTypes } from '../../../shared/schemas/activity';
import { catalogueTranslators } from '../../../../tests/kits/client/translators';
import { describeActivity } from './activity-sentence';

let en: TFunction;
let ru: TFunction;

beforeAll(async () => {
  ({ en, ru } = await catalogueTranslators());
});

describe('describeActivity', () => {
  it('says what happened, with the details the server stored', () => {
    expect(describeActivity({ type: 'create_world', details: { name: 'Aerth' } }, en)).toBe(
      'Created the world “Aerth”',
    );
    expect(
      describeActivity({ type: 'add_member', details: { userName: 'bob', role: 'artist' } }, en),
    ).toBe('Added bob as Artist');
    expect(
      describeActivity(
        {
          type: 'change_member_role',
          details: { userName: 'bob', role: 'viewer', previousRole: 'writer' },
        },
        en,
      ),
    ).toBe('Changed the role of bob from Writer to Viewer');
    expect(describeActivity({ type: 'transfer_ownership', details: { userName: 'eve' } }, en)).toBe(
      'Handed the world over to eve',
    );
    expect(
      describeActivity({ type: 'create_new_document', details: { name: 'Gandalf' } }, en),
    ).toBe('Created the document “Gandalf”');
  });

  it('tells a rename from other setting changes', () => {
    expect(
      describeActivity({ type: 'update_world', details: { name: 'New', previousName: 'Old' } }, en),
    ).toBe('Renamed the world “Old” to “New”');
    expect(
      describeActivity(
        { type: 'update_world', details: { name: 'Same', previousName: 'Same' } },
        en,
      ),
    ).toBe('Changed the world settings');
  });

  it('tells an imported world from a created one, naming the archive and the world it held', () => {
    const details = { name: 'Aerth II', originalName: 'Aerth', archiveFileName: 'aerth.zip' };
    expect(describeActivity({ type: 'import_world', details }, en)).toBe(
      'Imported from “aerth.zip” (the world “Aerth”)',
    );
    expect(describeActivity({ type: 'import_world', details }, ru)).toBe(
      'Мир импортирован из «aerth.zip» (мир «Aerth»)',
    );
    expect(
      describeActivity({ type: 'import_world', details: { archiveFileName: 'aerth.zip' } }, en),
    ).toBe('Imported from “aerth.zip”');
    expect(
      describeActivity(
        { type: 'import_world', details: { originalName: 'Aerth', archiveFileName: null } },
        en,
      ),
    ).toBe('Imported from the world “Aerth”');
    expect(describeActivity({ type: 'import_world', details: {} }, ru)).toBe(
      'Мир импортирован из архива',
    );
  });

  it('speaks Russian with translated roles', () => {
    expect(
      describeActivity({ type: 'add_member', details: { userName: 'bob', role: 'writer' } }, ru),
    ).toBe('Добавлен участник bob с ролью «Писатель»');
    expect(describeActivity({ type: 'upload_image', details: { name: 'Карта' } }, ru)).toBe(
      'Загружено изображение «Карта»',
    );
  });

  it('falls back to a plainer sentence when details are missing or odd, never "undefined"', () => {
    expect(describeActivity({ type: 'create_new_event', details: {} }, en)).toBe(
      'Created an event',
    );
    expect(
      describeActivity({ type: 'add_member', details: { userName: 'bob', role: 'emperor' } }, en),
    ).toBe('Added bob to the world');
    expect(describeActivity({ type: 'remove_member', details: { userName: 42 } }, en)).toBe(
      'Changed the team',
    );
    expect(describeActivity({ type: 'something_new', details: {} }, en)).toBe(
      'Changed something in the world',
    );
  });

  it('has a sentence for every activity type, in both languages', () => {
    const details = {
      name: 'N',
      previousName: 'P',
      userName: 'u',
      role: 'writer',
      previousRole: 'viewer',
      text: 'T',
    };
    for (const type of activityTypes) {
      for (const t of [en, ru]) {
        const sentence = describeActivity({ type, details }, t);
        expect(sentence, type).not.toMatch(/WORLDS\.|undefined|\{\{/);
        expect(sentence, type).not.toBe(describeActivity({ type: 'something_new', details }, t));
      }
    }
  });
});

describe('describeActivity for things to do', () => {
  it('tells a completed task from an edited one, and shortens long texts', () => {
    expect(
      describeActivity({ type: 'update_todo', details: { text: 'Map the coast', done: true } }, en),
    ).toBe('Completed the task “Map the coast”');
    expect(
      describeActivity(
        { type: 'update_todo', details: { text: 'Map the coast', done: false } },
        en,
      ),
    ).toBe('Changed the task “Map the coast”');
    const sentence = describeActivity(
      { type: 'create_todo', details: { text: 'x'.repeat(500) } },
      en,
    );
    expect(sentence.length).toBeLessThan(130);
    expect(sentence).toContain('…');
  });
});

describe('describeActivity for images and relations', () => {
  it('names both documents and the type of a relation, in both languages', () => {
    const details = { sourceName: 'Frodo', targetName: 'Sam', typeName: 'Friend', label: '' };
    expect(describeActivity({ type: 'create_relation', details }, en)).toBe(
      'Related “Frodo” to “Sam” as “Friend”',
    );
    expect(describeActivity({ type: 'delete_relation', details }, ru)).toBe(
      'Удалена связь «Friend»: «Frodo» — «Sam»',
    );
    expect(
      describeActivity({ type: 'update_relation', details: { sourceName: 'Frodo' } }, en),
    ).toBe('Changed the relations');
  });

  it('tells a renamed image from an edited one', () => {
    expect(
      describeActivity(
        { type: 'update_image', details: { name: 'Map', previousName: 'map-01' } },
        en,
      ),
    ).toBe('Renamed the image “map-01” to “Map”');
    expect(
      describeActivity({ type: 'update_image', details: { name: 'Map', previousName: 'Map' } }, en),
    ).toBe('Edited the image “Map”');
  });
});

describe('describeActivity for maps', () => {
  it('names the map and the place, and only the map for secret notes', () => {
    const map = { mapId: 'm1', mapName: 'Aerth' };
    expect(
      describeActivity(
        { type: 'create_map_feature', details: { ...map, kind: 'region', name: 'Gondor' } },
        en,
      ),
    ).toBe('Drew the region “Gondor” on the map “Aerth”');
    expect(
      describeActivity({ type: 'update_map', details: { ...map, previousName: 'Earth' } }, ru),
    ).toBe('Карта «Earth» переименована в «Aerth»');
    const secret = describeActivity(
      { type: 'update_map_feature', details: { ...map, secret: true, name: 'Hidden lair' } },
      en,
    );
    expect(secret).toBe('Changed the secret notes of the map “Aerth”');
    expect(describeActivity({ type: 'delete_map', details: {} }, en)).toBe('Changed the maps');
  });
});
