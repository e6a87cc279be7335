import type { ServerContext } from '../../context';
import type { CurrentUser } from '../../auth/authenticate';
import type { CalendarConfig, DateParts } from '../../../shared/calendar/calendar-config';
import { calendarConfigVersion, datePartNames } from '../../../shared/calendar/calendar-config';
import { calendarUpdater } from '../timeline/calendar-writer';
import { loadCalendar } from '../timeline/event-dates';
import { eventCreator } from '../timeline/event-writer';
import { rowCreator, rowOrderer, rowRenamer } from '../timeline/row-writer';

/**
 * The Shattered Isles count years from Moonfall in thirteen months of uneven
 * length; Bellnight is a five-day month when the Drowned Bell is heard. Their
 * chroniclers name three ages, the same as the events of the row "Ages of the
 * Isles", without restarting the count.
 */
const islesCalendar: CalendarConfig = {
  version: calendarConfigVersion,
  startYear: 0,
  endYear: 1200,
  months: (
    [
      ['Frostwake', 'Frw', 28],
      ['Saltmonth', 'Sal', 30],
      ['Gullrise', 'Gul', 31],
      ['Tidesend', 'Tid', 29],
      ['Emberlight', 'Emb', 33],
      ['Highsun', 'Hig', 31],
      ['Stormcall', 'Sto', 30],
      ['Reefturn', 'Ree', 28],
      ['Ashfall', 'Ash', 32],
      ['Lanternmonth', 'Lan', 30],
      ['Drownmoon', 'Dro', 27],
      ['Longdark', 'Lon', 31],
      ['Bellnight', 'Bel', 5],
    ] as const
  ).map(([name, shortName, days]) => ({ name, shortName, days })),
  dateParts: [...datePartNames],
  eras: [
    { name: 'Age of Ash', shortName: 'AA', startYear: 0 },
    { name: 'Age of Lanterns', shortName: 'AL', startYear: 411 },
    { name: 'Age of Sails', shortName: 'AS', startYear: 1004 },
  ],
};

const rows = {
  ages: 'Ages of the Isles',
  gullwing: 'The Gullwing',
  wardens: 'Tidewardens',
  saltmere: 'Saltmere',
  myths: 'Myths and omens',
} as const;
type RowKey = keyof typeof rows;

/** [year, month, day, hour?, minute?, second?] */
type When = [number, number, number, number?, number?, number?];

interface DemoEvent {
  row: RowKey;
  name: string;
  start: When;
  /** Omitted: instant. null: lasting, still going on. */
  end?: When | null;
  documents?: string[];
  description?: string;
}

const events: DemoEvent[] = [
  {
    row: 'ages',
    name: 'Moonfall',
    start: [0, 1, 1],
    documents: ['Moonfall'],
    description: 'The night the moon broke over the sea.',
  },
  {
    row: 'ages',
    name: 'The Shattering',
    start: [0, 1, 2],
    end: [3, 12, 31],
    documents: ['Moonfall'],
    description: 'Three years of quakes while the shards settled into isles.',
  },
  {
    row: 'ages',
    name: 'Age of Ash',
    start: [4, 1, 1],
    end: [410, 13, 5],
    description: 'Ash rains from the moon shards; few ships sail.',
  },
  {
    row: 'ages',
    name: 'Age of Lanterns',
    start: [411, 1, 1],
    end: [1003, 12, 31],
    documents: ['Tidewardens', 'Lantern of Ash'],
  },
  {
    row: 'ages',
    name: 'Age of Sails',
    start: [1004, 1, 1],
    end: null,
    documents: ['Saltmere'],
    description: 'Trade returns to the isles; the present age.',
  },

  { row: 'wardens', name: 'First lighthouse lit', start: [12, 3, 9, 20, 15] },
  {
    row: 'wardens',
    name: 'Founding of the Tidewardens',
    start: [15, 5, 1],
    documents: ['Tidewardens'],
  },
  {
    row: 'wardens',
    name: 'The Lantern is found',
    start: [402, 9, 14],
    documents: ['Lantern of Ash', 'Tidewardens'],
  },
  {
    row: 'wardens',
    name: 'The Lantern is hidden',
    start: [411, 1, 1],
    documents: ['Lantern of Ash', 'Tidewardens'],
    description: 'Sealed in the Deep Vault under the first lighthouse.',
  },
  {
    row: 'wardens',
    name: 'War of the Dark Lights',
    start: [688, 7, 2],
    end: [702, 4, 20],
    documents: ['Tidewardens'],
  },
  { row: 'wardens', name: 'Hundred Lights decree', start: [850, 2, 17] },
  {
    row: 'wardens',
    name: "Wardens' schism",
    start: [961, 10, 1],
    end: [963, 3, 3],
    documents: ['Tidewardens'],
  },
  {
    row: 'wardens',
    name: 'Oro is sworn to the Wardens',
    start: [1009, 4, 2],
    documents: ['Captain Oro', 'Tidewardens'],
  },
  {
    row: 'wardens',
    name: 'Warden council at Saltmere',
    start: [1012, 5, 20, 9],
    end: [1012, 5, 20, 18, 30],
    documents: ['Tidewardens', 'Saltmere'],
  },

  {
    row: 'saltmere',
    name: 'Saltmere is founded',
    start: [37, 6, 11],
    documents: ['Saltmere'],
    description: 'Built on the back of a broken moon shard.',
  },
  {
    row: 'saltmere',
    name: 'The old town drowns',
    start: [212, 11, 27],
    documents: ['Saltmere', 'The Drowned Bell'],
  },
  {
    row: 'saltmere',
    name: 'The great harbour wall',
    start: [530, 3, 1],
    end: [541, 8, 28],
    documents: ['Saltmere'],
  },
  { row: 'saltmere', name: 'Plague of grey salt', start: [774, 2, 3], end: [775, 6, 30] },
  {
    row: 'saltmere',
    name: "Salvagers' guild chartered",
    start: [902, 10, 10],
    documents: ['Saltmere'],
  },
  {
    row: 'saltmere',
    name: 'Mira Vell is born',
    start: [990, 13, 3, 4, 12],
    documents: ['Mira Vell'],
  },
  {
    row: 'saltmere',
    name: 'Harbour fire',
    start: [1001, 7, 14, 22],
    end: [1001, 7, 15, 6],
    documents: ['Saltmere'],
  },
  {
    row: 'saltmere',
    name: 'Wreck on the Saltmere reefs',
    start: [1007, 9, 30],
    documents: ['Captain Oro', 'Saltmere', 'Reef Serpent'],
  },
  { row: 'saltmere', name: 'Storm season', start: [1012, 7, 1], end: [1012, 8, 28] },

  { row: 'gullwing', name: 'The Gullwing is launched', start: [1005, 3, 12] },
  {
    row: 'gullwing',
    name: 'Oro buys the Gullwing',
    start: [1006, 1, 20],
    documents: ['Captain Oro'],
  },
  {
    row: 'gullwing',
    name: 'Mira joins the crew',
    start: [1010, 5, 5],
    documents: ['Mira Vell', 'Captain Oro'],
  },
  {
    row: 'gullwing',
    name: 'Voyage to the outer reefs',
    start: [1010, 6, 1],
    end: [1010, 8, 14],
    documents: ['Mira Vell', 'Captain Oro'],
  },
  {
    row: 'gullwing',
    name: 'Charting the Saltmere reefs',
    start: [1011, 2, 3],
    end: [1011, 4, 29],
    documents: ['Mira Vell', 'Saltmere'],
  },
  {
    row: 'gullwing',
    name: 'The Gullwing meets the Reef Serpent',
    start: [1011, 4, 18, 3, 40],
    documents: ['Reef Serpent', 'Captain Oro'],
  },
  { row: 'gullwing', name: 'Voyage to the Ashen Shoals', start: [1011, 9, 1], end: [1011, 10, 12] },
  {
    row: 'gullwing',
    name: 'Wintering in Saltmere',
    start: [1011, 12, 1],
    end: [1012, 1, 28],
    documents: ['Saltmere'],
  },
  {
    row: 'gullwing',
    name: 'The hunt for the Lantern begins',
    start: [1012, 2, 1],
    documents: ['Lantern of Ash', 'Captain Oro'],
  },
  {
    row: 'gullwing',
    name: 'Night dive to the drowned town',
    start: [1012, 5, 22, 23],
    end: [1012, 5, 23, 2, 15],
    documents: ['Mira Vell', 'The Drowned Bell', 'Saltmere'],
  },
  {
    row: 'gullwing',
    name: 'Search of the Deep Vault',
    start: [1012, 6, 3],
    end: null,
    documents: ['Lantern of Ash', 'Tidewardens'],
  },

  {
    row: 'myths',
    name: 'The Drowned Bell is first heard',
    start: [213, 13, 1],
    documents: ['The Drowned Bell'],
  },
  {
    row: 'myths',
    name: 'Serpent sightings',
    start: [640, 8, 1],
    end: [660, 8, 28],
    documents: ['Reef Serpent'],
  },
  { row: 'myths', name: 'Prophecy of the second moon', start: [777, 7, 7, 7, 7, 7] },
  {
    row: 'myths',
    name: 'The bell rings for Mira',
    start: [1003, 13, 5, 23, 59],
    documents: ['Mira Vell', 'The Drowned Bell'],
  },
  {
    row: 'myths',
    name: 'Bellnight festival',
    start: [1011, 13, 1],
    end: [1011, 13, 5, 23, 59, 59],
    documents: ['The Drowned Bell'],
  },
  { row: 'myths', name: 'Comet over the Isles', start: [1012, 10, 2], end: [1012, 10, 9] },
];

function dateOf([year, month, day, hour = 0, minute = 0, second = 0]: When): DateParts {
  return { year, month, day, hour, minute, second };
}

/**
 * Gives the demo world its timeline: the Isles' calendar, five rows and about
 * forty events linked to the demo documents. Everything goes through the
 * commands, so the feed and the search see it as if a writer had typed it.
 * Runs once: a world that has events already is left alone.
 */
export async function seedDemoTimeline(
  ctx: ServerContext,
  owner: CurrentUser,
  worldId: string,
): Promise<void> {
  const existing = await ctx.db
    .selectFrom('events')
    .select('id')
    .where('world_id', '=', worldId)
    .limit(1)
    .execute();
  if (existing.length) return;
  const stored = await loadCalendar(ctx.db, worldId);
  await calendarUpdater(ctx, owner, worldId, { config: islesCalendar, version: stored.version });

  const [first] = await ctx.db
    .selectFrom('timeline_rows')
    .select('id')
    .where('world_id', '=', worldId)
    .orderBy('position')
    .limit(1)
    .execute();
  if (!first) throw new Error('The demo world has no timeline row');
  const rowIds = new Map<RowKey, string>([
    ['ages', (await rowRenamer(ctx, owner, worldId, first.id, { name: rows.ages })).id],
  ]);
  for (const key of Object.keys(rows) as RowKey[]) {
    if (!rowIds.has(key))
      rowIds.set(key, (await rowCreator(ctx, owner, worldId, { name: rows[key] })).id);
  }
  await rowOrderer(ctx, owner, worldId, [...rowIds.values()]);

  const documents = await ctx.db
    .selectFrom('documents')
    .select(['id', 'name'])
    .where('world_id', '=', worldId)
    .execute();
  const documentIds = new Map(documents.map((document) => [document.name, document.id]));
  for (const event of events) {
    await eventCreator(ctx, owner, worldId, {
      name: event.name,
      kind: event.end === undefined ? 'instant' : 'lasting',
      start: dateOf(event.start),
      end: event.end ? dateOf(event.end) : null,
      rowId: rowIds.get(event.row)!,
      documentIds: (event.documents ?? []).flatMap((name) => documentIds.get(name) ?? []),
      description: event.description ?? '',
    });
  }
}
