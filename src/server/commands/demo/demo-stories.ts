import type { ServerContext } from '../../context';
import type { CurrentUser } from '../../auth/authenticate';
import type { StoryType } from '../../../shared/schemas/story';
import { storyCreator } from '../stories/story-writer';
import { blockCreator } from '../stories/block-writer';
import { sceneCreator } from '../stories/scene-writer';

interface DemoScene {
  name: string;
  text: string;
  documents?: string[];
  events?: string[];
  /** Links the world's first dialog, when the demo has one. */
  dialog?: true;
}

interface DemoStory {
  name: string;
  type: StoryType;
  description: string;
  blocks: { name: string; scenes: DemoScene[] }[];
}

const stories: DemoStory[] = [
  {
    name: 'The Lantern Beneath',
    type: 'game_quest',
    description:
      'Mira and the crew of the Gullwing search the Deep Vault for the Lantern of Ash before Longdark falls.',
    blocks: [
      {
        name: 'Act I — Saltmere',
        scenes: [
          {
            name: 'A message at the harbour',
            text: 'Widow Sable stops Mira on the quay: the Tidewardens want a ship that asks no questions.',
            documents: ['Mira Vell', 'Widow Sable', 'Saltmere'],
            events: ['Warden council at Saltmere'],
          },
          {
            name: 'The council',
            text: 'Brother Hale reads the tide tables aloud. The Lantern must be raised before the moon shard dims.',
            documents: ['Brother Hale', 'Tidewardens'],
            dialog: true,
          },
        ],
      },
      {
        name: 'Act II — The Outer Reefs',
        scenes: [
          {
            name: 'Through the broken rings',
            text: 'The Gullwing threads the coral rings at low tide while something vast moves below.',
            documents: ['The Gullwing', 'The Outer Reefs', 'Reef Serpent'],
          },
          {
            name: 'The Drowned Bell',
            text: 'Divers find the old town and its bell, still ringing under the sea.',
            documents: ['The Drowned Bell'],
            events: ['The old town drowns'],
          },
        ],
      },
      {
        name: 'Act III — The Deep Vault',
        scenes: [
          {
            name: 'Under the first lighthouse',
            text: 'The seals of the vault answer only to a shard of the moon.',
            documents: ['Lantern of Ash', 'Moon Shard'],
            events: ['The Lantern is hidden', 'First lighthouse lit'],
          },
        ],
      },
    ],
  },
  {
    name: 'Moonfall',
    type: 'novel',
    description: 'The night the moon broke, told by those who lived through the Shattering.',
    blocks: [
      {
        name: 'Chapter 1 — The last calm night',
        scenes: [
          {
            name: 'Lanterns on the water',
            text: 'Fishers light lanterns for a festival no one will remember.',
            events: ['Moonfall'],
          },
        ],
      },
      {
        name: 'Chapter 2 — Ash',
        scenes: [
          {
            name: 'The first ashfall',
            text: 'Grey flakes settle on the sea, and the sea does not move.',
            events: ['The Shattering', 'Age of Ash'],
          },
          {
            name: 'The choir',
            text: 'A handful of singers keep one flame alive.',
            documents: ['Cinder Choir'],
          },
        ],
      },
    ],
  },
];

/**
 * Two stories with acts and chapters whose scenes link the demo's documents
 * and events (and its first dialog, when there is one). Runs once: a world
 * that has stories already is left alone.
 */
export async function seedDemoStories(
  ctx: ServerContext,
  owner: CurrentUser,
  worldId: string,
): Promise<void> {
  const seeded = await ctx.db
    .selectFrom('stories')
    .select('id')
    .where('world_id', '=', worldId)
    .limit(1)
    .execute();
  if (seeded.length) return;
  const [documents, events, dialog] = await Promise.all([
    ctx.db.selectFrom('documents').select(['id', 'name']).where('world_id', '=', worldId).execute(),
    ctx.db.selectFrom('events').select(['id', 'name']).where('world_id', '=', worldId).execute(),
    ctx.db
      .selectFrom('dialogs')
      .select('id')
      .where('world_id', '=', worldId)
      .orderBy('created_at')
      .limit(1)
      .executeTakeFirst(),
  ]);
  const documentIds = new Map(documents.map((document) => [document.name, document.id]));
  const eventIds = new Map(events.map((event) => [event.name, event.id]));
  for (const demo of stories) {
    const story = await storyCreator(ctx, owner, worldId, {
      name: demo.name,
      type: demo.type,
      description: demo.description,
    });
    for (const demoBlock of demo.blocks) {
      const block = await blockCreator(ctx, owner, worldId, story.id, { name: demoBlock.name });
      for (const scene of demoBlock.scenes) {
        // A demo document or event renamed by an earlier seed is simply not linked.
        const links = [
          ...(scene.documents ?? []).flatMap((name) => {
            const id = documentIds.get(name);
            return id ? [{ kind: 'document' as const, id }] : [];
          }),
          ...(scene.events ?? []).flatMap((name) => {
            const id = eventIds.get(name);
            return id ? [{ kind: 'event' as const, id }] : [];
          }),
          ...(scene.dialog && dialog ? [{ kind: 'dialog' as const, id: dialog.id }] : []),
        ];
        await sceneCreator(ctx, owner, worldId, story.id, block.id, {
          name: scene.name,
          text: scene.text,
          links,
        });
      }
    }
  }
}
