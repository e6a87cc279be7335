// @vitest-environment node
import type { TFunction } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { catalogueTranslators } from '../../../../tests/kits/client/translators';
import { eventAnnouncement } from './event-announcement';
import {
  date,
  instant,
  lasting,
  thirteenMonths,
} from '../../../../tests/kits/client/timeline/test-data';

let en: TFunction;
let ru: TFunction;

beforeAll(async () => {
  ({ en, ru } = await catalogueTranslators());
});

const where = { rowName: 'Wars', position: 3, total: 12 };
const placed = (event: ReturnType<typeof lasting>) => ({
  event,
  instant: event.kind === 'instant',
  openEnded: event.kind === 'lasting' && event.end === null,
});

describe('eventAnnouncement', () => {
  it('says the name, both dates, the row and the place among the events', () => {
    const siege = lasting('1', 'a', date(1010, 2, 3), date(1012, 3, 4), 'Siege of Ash');
    const text = eventAnnouncement(en, thirteenMonths, placed(siege), where);
    expect(text).toMatch(/^Siege of Ash, .*1010.* – .*1012.*\. Row “Wars”\. Event 3 of 12\.$/);
    expect(eventAnnouncement(ru, thirteenMonths, placed(siege), where)).toMatch(
      /^Siege of Ash, .*1010.* – .*1012.*\. Строка «Wars»\. Событие 3 из 12\.$/,
    );
  });

  it('gives an instant one date and an event without an end its start', () => {
    const coronation = instant('2', 'a', date(1020, 5, 6), 'Coronation');
    expect(eventAnnouncement(en, thirteenMonths, placed(coronation), where)).not.toContain('–');
    const reign = lasting('3', 'a', date(1030), null, 'Reign');
    expect(eventAnnouncement(en, thirteenMonths, placed(reign), where)).toMatch(
      /^Reign, From .*1030.*, no end date\./,
    );
    expect(eventAnnouncement(ru, thirteenMonths, placed(reign), where)).toMatch(
      /^Reign, С .*1030.*, без даты окончания\./,
    );
  });
});
