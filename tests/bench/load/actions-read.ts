import { documentSorts } from '../../../src/shared/schemas/document';
import { body, type Action } from './user';
import { anyDocument, pickHot } from './world';

/**
 * What everyone does most of the day: open pages and read. Each action is
 * the requests one screen makes when it opens (the dashboard asks for the
 * summary, the feed and the to-dos), so the mix per route follows the screens.
 */
const S = '/api/Setting/{id}';

interface Items<T> {
  items: T[];
}

export const readActions: Action[] = [
  {
    name: 'dashboard',
    weight: 8,
    async run(user) {
      await user.call(`GET ${S}/Summary`, `${user.worldPath}/Summary`);
      const feed = body<Items<{ id: number }>>(
        await user.call(`GET ${S}/Feed`, `${user.worldPath}/Feed`),
      );
      await user.call(`GET ${S}/Todos`, `${user.worldPath}/Todos`);
      await user.call(`GET ${S}/Members`, `${user.worldPath}/Members`);
      const last = feed.items.at(-1);
      if (last && user.random.next() < 0.3) {
        await user.call(`GET ${S}/Feed?before`, `${user.worldPath}/Feed?before=${last.id}`);
      }
    },
  },
  {
    name: 'world list',
    weight: 3,
    async run(user) {
      await user.call('GET /api/Setting', '/api/Setting');
      await user.call('GET /api/Account', '/api/Account');
    },
  },
  {
    name: 'documents list',
    weight: 14,
    async run(user) {
      const { random, world } = user;
      const query = new URLSearchParams({
        sort: random.pick(documentSorts),
        direction: random.pick(['asc', 'desc']),
        offset: String(random.next() < 0.7 ? 0 : random.int(1, 4) * 50),
      });
      const filter = random.next();
      if (filter < 0.2)
        query.set('name', random.pick(world.searchWords).slice(0, random.int(2, 5)));
      await user.call(`GET ${S}/Documents`, `${user.worldPath}/Documents?${query}`);
      if (filter > 0.85) await user.call(`GET ${S}/Tags`, `${user.worldPath}/Tags`);
    },
  },
  {
    name: 'read a document',
    weight: 18,
    async run(user) {
      const { random } = user;
      const document = anyDocument(random, user.world);
      const path = `${user.worldPath}/Documents/${document.id}`;
      if (!(await user.read(`GET ${S}/Documents/{documentId}`, path, document.id))) return;
      const tab = random.next();
      if (tab < 0.15) {
        await user.read(
          `GET ${S}/Events?documentId`,
          `${user.worldPath}/Events?documentId=${document.id}`,
          document.id,
        );
      } else if (tab < 0.3) {
        await user.read(
          `GET ${S}/Relations?documentId`,
          `${user.worldPath}/Relations?documentId=${document.id}`,
          document.id,
        );
      } else if (tab < 0.4) {
        await user.read(
          `GET ${S}/Images?documentId`,
          `${user.worldPath}/Images?documentId=${document.id}`,
          document.id,
        );
      } else if (tab < 0.55) {
        const revisions = body<{ id: string }[] | undefined>(
          await user.read(
            `GET ${S}/Documents/{documentId}/Revisions`,
            `${path}/Revisions`,
            document.id,
          ),
        );
        const revision = revisions && revisions.length > 0 ? random.pick(revisions) : undefined;
        if (revision) {
          await user.read(
            `GET ${S}/Documents/{documentId}/Revisions/{revisionId}`,
            `${path}/Revisions/${revision.id}`,
            document.id,
          );
        }
      }
    },
  },
  {
    name: 'search',
    weight: 10,
    async run(user) {
      const { random, world } = user;
      // As typed: a prefix first, then the word (the box searches as you type).
      const word = random.pick(world.searchWords);
      const words = random.next() < 0.3 ? `${word} ${random.pick(world.searchWords)}` : word;
      const prefixLength = Math.min(words.length - 1, random.int(3, 5));
      if (prefixLength >= 2)
        await user.call(
          `GET ${S}/Search`,
          `${user.worldPath}/Search?query=${encodeURIComponent(words.slice(0, prefixLength))}`,
        );
      await user.call(
        `GET ${S}/Search`,
        `${user.worldPath}/Search?query=${encodeURIComponent(words)}`,
      );
    },
  },
  {
    name: 'timeline',
    weight: 6,
    async run(user) {
      await user.call(`GET ${S}/Timeline`, `${user.worldPath}/Timeline`);
      await user.call(`GET ${S}/TimelineRows`, `${user.worldPath}/TimelineRows`);
      await user.call(`GET ${S}/Events`, `${user.worldPath}/Events`);
    },
  },
  {
    name: 'event detail',
    weight: 4,
    async run(user) {
      const id = pickHot(user.random, user.world.events);
      await user.read(`GET ${S}/Events/{eventId}`, `${user.worldPath}/Events/${id}`, id);
    },
  },
  {
    name: 'gallery',
    weight: 6,
    async run(user) {
      const { random } = user;
      await user.call(`GET ${S}/ImageCategories`, `${user.worldPath}/ImageCategories`);
      const category =
        random.next() < 0.3 && user.world.imageCategories.length > 0
          ? `?categoryId=${random.pick(user.world.imageCategories)}`
          : '';
      const list = body<Items<{ thumbUrl: string }>>(
        await user.call(`GET ${S}/Images`, `${user.worldPath}/Images${category}`),
      );
      // The browser loads the thumbnails in view; a few of them, the rest come from its cache.
      for (let shown = random.int(0, 3); shown > 0 && list.items.length > 0; shown--) {
        await user.call('GET /api/Images/File/{worldId}/{file}', random.pick(list.items).thumbUrl);
      }
      const image =
        user.world.images.length > 0 && random.next() < 0.3
          ? random.pick(user.world.images)
          : undefined;
      if (image)
        await user.read(`GET ${S}/Images/{imageId}`, `${user.worldPath}/Images/${image}`, image);
    },
  },
  {
    name: 'relations',
    weight: 5,
    async run(user) {
      const { random, world } = user;
      await user.call(`GET ${S}/RelationTypes`, `${user.worldPath}/RelationTypes`);
      await user.call(
        `GET ${S}/Relations?typeId`,
        `${user.worldPath}/Relations?typeId=${random.pick(world.relationTypes)}`,
      );
    },
  },
  {
    name: 'relations graph',
    weight: 1,
    async run(user) {
      await user.call(`GET ${S}/Graph`, `${user.worldPath}/Graph`);
      await user.call(`GET ${S}/Graph/Positions`, `${user.worldPath}/Graph/Positions`);
    },
  },
  {
    name: 'stories',
    weight: 5,
    async run(user) {
      await user.call(`GET ${S}/Stories`, `${user.worldPath}/Stories`);
      const story = user.random.pick(user.world.stories);
      await user.call(`GET ${S}/Stories/{storyId}`, `${user.worldPath}/Stories/${story.id}`);
      if (user.random.next() < 0.3)
        await user.call(`GET ${S}/StoryVariables`, `${user.worldPath}/StoryVariables`);
    },
  },
  {
    name: 'dialogs',
    weight: 5,
    async run(user) {
      await user.call(`GET ${S}/Dialogs`, `${user.worldPath}/Dialogs`);
      const dialog = user.random.pick(user.world.dialogs);
      await user.call(`GET ${S}/Dialogs/{dialogId}`, `${user.worldPath}/Dialogs/${dialog}`);
      if (user.random.next() < 0.3)
        await user.call(`GET ${S}/DialogMetaSchema`, `${user.worldPath}/DialogMetaSchema`);
    },
  },
  {
    // Someone signing out and in again (another device, the end of a break): argon2 on the server.
    name: 'sign in again',
    weight: 0.3,
    async run(user) {
      await user.call('POST /api/Account/Logout', '/api/Account/Logout');
      const answer = await user.call('POST /api/Account/TryLogin', '/api/Account/TryLogin', {
        body: { userNameOrMail: user.member.userName, password: user.member.password },
      });
      user.member.token = body<{ user: { token: string } }>(answer).user.token;
    },
  },
  {
    name: 'analytics',
    weight: 1,
    async run(user) {
      await user.call(`GET ${S}/Analytics`, `${user.worldPath}/Analytics`);
    },
  },
];
