import type { ServerContext } from '../../context';
import type { CurrentUser } from '../../auth/authenticate';
import type { RichNode, RichText } from '../../../shared/wiki/rich-text';
import { documentCreator, documentUpdater } from '../wiki/document-writer';
import { tagCreator } from '../wiki/tag-writer';
import { todoCreator } from '../todo-writer';

type Inline = string | { mention: string };

interface DemoDocument {
  name: string;
  type: string;
  description: string;
  tags: string[];
  sections: [heading: string, text: Inline[]][];
}

/** The Shattered Isles: a small wiki whose documents mention each other. */
const documents: DemoDocument[] = [
  {
    name: 'Mira Vell',
    type: 'character',
    description: 'Navigator of the Gullwing, who hears the Drowned Bell.',
    tags: ['Crew'],
    sections: [
      [
        'Overview',
        [
          'Mira charts the reefs of ',
          { mention: 'Saltmere' },
          ' for ',
          { mention: 'Captain Oro' },
          '.',
        ],
      ],
      [
        'Background',
        [
          'Born the night of ',
          { mention: 'Moonfall' },
          ', she has heard ',
          { mention: 'The Drowned Bell' },
          ' since childhood.',
        ],
      ],
    ],
  },
  {
    name: 'Captain Oro',
    type: 'character',
    description: 'Master of the Gullwing; owes the Tidewardens a debt.',
    tags: ['Crew'],
    sections: [
      [
        'Overview',
        [
          'A smuggler turned explorer, sworn to ',
          { mention: 'Tidewardens' },
          ' after the wreck at ',
          { mention: 'Saltmere' },
          '.',
        ],
      ],
      ['Goals', ['To find the ', { mention: 'Lantern of Ash' }, ' before the next storm season.']],
    ],
  },
  {
    name: 'Saltmere',
    type: 'location',
    description: 'A harbour town built on the back of a broken moon shard.',
    tags: ['Isles'],
    sections: [
      [
        'Geography',
        [
          'Black cliffs, a drowned old town below the harbour, and reefs where the ',
          { mention: 'Reef Serpent' },
          ' hunts.',
        ],
      ],
      [
        'Inhabitants',
        ['Fishers, salvagers and the lantern-keepers of the ', { mention: 'Tidewardens' }, '.'],
      ],
    ],
  },
  {
    name: 'Tidewardens',
    type: 'faction',
    description: 'Keepers of the lighthouses since the moon fell.',
    tags: ['Isles'],
    sections: [
      [
        'Goals',
        ['Keep the lights burning, and keep the ', { mention: 'Lantern of Ash' }, ' hidden.'],
      ],
    ],
  },
  {
    name: 'Moonfall',
    type: 'event',
    description: 'The night the moon broke and the isles were made.',
    tags: ['Myth'],
    sections: [
      [
        'Consequences',
        [
          'The land shattered into the isles; ',
          { mention: 'The Drowned Bell' },
          ' sank with the old town.',
        ],
      ],
    ],
  },
  {
    name: 'The Drowned Bell',
    type: 'lore',
    description: 'A bell that rings beneath Saltmere harbour before storms.',
    tags: ['Myth'],
    sections: [
      [
        'Details',
        [
          'Only a few can hear it. Sailors say it rings for those who will find the ',
          { mention: 'Lantern of Ash' },
          '.',
        ],
      ],
    ],
  },
  {
    name: 'Lantern of Ash',
    type: 'item',
    description: 'A lantern that burns without oil and shows drowned paths.',
    tags: ['Relic', 'Myth'],
    sections: [
      [
        'Properties',
        [
          'Its light reveals what the sea has taken. Last seen in the hands of the ',
          { mention: 'Tidewardens' },
          '.',
        ],
      ],
    ],
  },
  {
    name: 'Reef Serpent',
    type: 'creature',
    description: 'A long, pale hunter of the shallow reefs.',
    tags: ['Isles'],
    sections: [
      [
        'Behaviour',
        [
          'It circles ships that ring bells at night, and sleeps through the day in the drowned town.',
        ],
      ],
    ],
  },
];

function paragraph(parts: Inline[], ids: Map<string, string>): RichNode {
  return {
    type: 'paragraph',
    content: parts.map((part) =>
      typeof part === 'string'
        ? { type: 'text', text: part }
        : ids.has(part.mention)
          ? { type: 'mention', attrs: { id: ids.get(part.mention), label: part.mention } }
          : { type: 'text', text: part.mention },
    ),
  };
}

function contentsOf(document: DemoDocument, ids: Map<string, string>): RichText {
  const content: RichNode[] = document.sections.flatMap(([heading, text]) => [
    { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: heading }] },
    paragraph(text, ids),
  ]);
  return { v: 1, doc: { type: 'doc', content } };
}

/**
 * Fills an empty demo world with documents, tags, a second revision and a few
 * tasks. Documents are created first and linked in a second save, so every
 * mention resolves and the history shows an edit.
 */
export async function seedDemoWiki(
  ctx: ServerContext,
  owner: CurrentUser,
  worldId: string,
): Promise<void> {
  const existing = await ctx.db
    .selectFrom('documents')
    .select('id')
    .where('world_id', '=', worldId)
    .limit(1)
    .execute();
  if (existing.length) return;
  await tagCreator(ctx, owner, worldId, { name: 'Myth', previewable: true });
  const ids = new Map<string, string>();
  for (const document of documents) {
    const created = await documentCreator(ctx, owner, worldId, {
      name: document.name,
      type: document.type,
      description: document.description,
      tags: document.tags,
      contents: contentsOf(document, new Map()),
    });
    ids.set(document.name, created.id);
  }
  for (const document of documents) {
    await documentUpdater(ctx, owner, worldId, ids.get(document.name)!, {
      name: document.name,
      type: document.type,
      description: document.description,
      tags: document.tags,
      contents: contentsOf(document, ids),
      version: 1,
    });
  }
  for (const text of [
    'Draw the map of the outer reefs',
    'Name the Gullwing crew',
    'Decide who rings the Drowned Bell',
  ]) {
    await todoCreator(ctx, owner, worldId, { text, done: false, assigneeId: null });
  }
}
