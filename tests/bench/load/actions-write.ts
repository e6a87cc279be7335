import type { RichText } from '../../../src/shared/wiki/rich-text';
import { documentTypes } from '../../../src/shared/wiki/document-types';
import { body, type Action, type LoadUser } from './user';
import { addTo, anyDocument, pickHot, takeOwn } from './world';

/**
 * Writers' and owners' work on the wiki, the timeline, relations, tags and
 * to-dos. Every edit reads first and saves against the version it read (a
 * 409 is retried by re-reading, see LoadUser.editWithRetry). Names made here
 * carry the user and a counter, so they never clash by accident.
 */
const S = '/api/Setting/{id}';
let made = 0;
const uniqueName = (user: LoadUser, what: string) => `${what} ${user.member.userName} ${++made}`;

interface DocumentDetail {
  name: string;
  type: string;
  description: string;
  tags: { name: string }[];
  contents: RichText;
  version: number;
}

interface DateParts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

interface EventDetail {
  name: string;
  kind: 'lasting' | 'instant';
  start: DateParts;
  end: DateParts | null;
  rowId: string;
  documentIds: string[];
  description: string;
  version: number;
}

function paragraph(text: string) {
  return { type: 'paragraph', content: [{ type: 'text', text }] };
}

function someDate(user: LoadUser): DateParts {
  return {
    year: user.random.int(100, 2800),
    month: user.random.int(1, 12),
    day: user.random.int(1, 28),
    hour: 0,
    minute: 0,
    second: 0,
  };
}

function seededDocumentIds(user: LoadUser, most: number): string[] {
  const ids = new Set<string>();
  for (let count = user.random.int(0, most); count > 0; count--)
    ids.add(pickHot(user.random, user.world.seededDocuments).id);
  return [...ids];
}

export const writeActions: Action[] = [
  {
    name: 'create a document',
    weight: 2,
    needs: 'documents.edit',
    async run(user) {
      const name = uniqueName(user, 'Load page');
      const answer = await user.call(`POST ${S}/Documents`, `${user.worldPath}/Documents`, {
        body: {
          name,
          type: user.random.pick(documentTypes),
          description: 'Written during the load bench.',
          tags: user.world.tagNames.length > 0 ? [user.random.pick(user.world.tagNames)] : [],
          contents: {
            v: 1,
            doc: { type: 'doc', content: [paragraph(`A page made by ${user.member.userName}.`)] },
          },
        },
      });
      addTo(user.world.createdDocuments, user.member.id, {
        id: body<{ id: string }>(answer).id,
        name,
      });
    },
  },
  {
    name: 'edit a document',
    weight: 6,
    needs: 'documents.edit',
    async run(user) {
      const document = anyDocument(user.random, user.world);
      const path = `${user.worldPath}/Documents/${document.id}`;
      const withContents = user.random.next() < 0.5;
      await user.editWithRetry(
        async () =>
          body<DocumentDetail | undefined>(
            await user.read(`GET ${S}/Documents/{documentId}`, path, document.id),
          ),
        (current) =>
          user.call(`PUT ${S}/Documents/{documentId}`, path, {
            expected: user.expectGone(document.id, [409]),
            body: {
              name: current.name,
              type: current.type,
              description: `Edited by ${user.member.userName} (${++made}).`,
              tags: current.tags.map((tag) => tag.name),
              version: current.version,
              ...(withContents
                ? {
                    contents: {
                      ...current.contents,
                      doc: {
                        ...current.contents.doc,
                        content: [
                          ...(current.contents.doc.content ?? []).slice(-40),
                          paragraph(`Added by ${user.member.userName}.`),
                        ],
                      },
                    },
                  }
                : {}),
            },
          }),
      );
    },
  },
  {
    name: 'restore a revision',
    weight: 0.5,
    needs: 'documents.edit',
    async run(user) {
      const document = pickHot(user.random, user.world.seededDocuments);
      const path = `${user.worldPath}/Documents/${document.id}`;
      await user.editWithRetry(
        async () => {
          const current = body<DocumentDetail>(
            await user.call(`GET ${S}/Documents/{documentId}`, path),
          );
          const revisions = body<{ id: string }[]>(
            await user.call(`GET ${S}/Documents/{documentId}/Revisions`, `${path}/Revisions`),
          );
          return { version: current.version, revision: user.random.pick(revisions).id };
        },
        ({ version, revision }) =>
          user.call(
            `POST ${S}/Documents/{documentId}/Revisions/{revisionId}/Restore`,
            `${path}/Revisions/${revision}/Restore`,
            {
              expected: [409],
              body: { version },
            },
          ),
      );
    },
  },
  {
    name: 'delete own document',
    weight: 0.3,
    needs: 'documents.edit',
    async run(user) {
      const own = takeOwn(user.random, user.world.createdDocuments, user.member.id);
      if (!own) return;
      user.world.deleted.add(own.id);
      await user.call(
        `DELETE ${S}/Documents/{documentId}`,
        `${user.worldPath}/Documents/${own.id}`,
      );
    },
  },
  {
    name: 'create an event',
    weight: 2,
    needs: 'events.edit',
    async run(user) {
      const start = someDate(user);
      const lasting = user.random.next() < 0.7;
      const answer = await user.call(`POST ${S}/Events`, `${user.worldPath}/Events`, {
        body: {
          name: uniqueName(user, 'Load event'),
          kind: lasting ? 'lasting' : 'instant',
          start,
          end: lasting ? { ...start, year: start.year + user.random.int(1, 30) } : null,
          rowId: user.random.pick(user.world.rows),
          documentIds: seededDocumentIds(user, 2),
          description: '',
        },
      });
      const id = body<{ id: string }>(answer).id;
      user.world.events.push(id);
      addTo(user.world.createdEvents, user.member.id, id);
    },
  },
  {
    name: 'move an event',
    weight: 3,
    needs: 'events.edit',
    async run(user) {
      const id = pickHot(user.random, user.world.events);
      const path = `${user.worldPath}/Events/${id}`;
      const shift = user.random.int(-20, 20) || 1;
      const row = user.random.next() < 0.3 ? user.random.pick(user.world.rows) : undefined;
      await user.editWithRetry(
        async () =>
          body<EventDetail | undefined>(await user.read(`GET ${S}/Events/{eventId}`, path, id)),
        (event) => {
          const year = Math.min(2900, Math.max(10, event.start.year + shift));
          const moved = year - event.start.year;
          return user.call(`PUT ${S}/Events/{eventId}`, path, {
            expected: user.expectGone(id, [409]),
            body: {
              name: event.name,
              kind: event.kind,
              start: { ...event.start, year },
              end: event.end ? { ...event.end, year: event.end.year + moved } : null,
              rowId: row ?? event.rowId,
              documentIds: event.documentIds.filter(
                (documentId) => !user.world.deleted.has(documentId),
              ),
              description: event.description,
              version: event.version,
            },
          });
        },
      );
    },
  },
  {
    name: 'delete own event',
    weight: 0.3,
    needs: 'events.edit',
    async run(user) {
      const id = takeOwn(user.random, user.world.createdEvents, user.member.id);
      if (!id) return;
      user.world.deleted.add(id);
      user.world.events.splice(user.world.events.indexOf(id), 1);
      await user.call(`DELETE ${S}/Events/{eventId}`, `${user.worldPath}/Events/${id}`);
    },
  },
  {
    name: 'add a relation',
    weight: 2,
    needs: 'relations.edit',
    async run(user) {
      const { random, world } = user;
      const source = pickHot(random, world.seededDocuments);
      let target = random.pick(world.seededDocuments);
      while (target.id === source.id) target = random.pick(world.seededDocuments);
      // The same two documents may already be related by this type: 409, a normal answer.
      await user.call(`POST ${S}/Relations`, `${user.worldPath}/Relations`, {
        expected: [409],
        body: {
          typeId: random.pick(world.relationTypes),
          sourceId: source.id,
          targetId: target.id,
          label: random.next() < 0.5 ? 'seen together' : '',
        },
      });
    },
  },
  {
    name: 'arrange the graph',
    weight: 0.5,
    needs: 'relations.edit',
    async run(user) {
      const positions = seededDocumentIds(user, 20).map((documentId) => ({
        documentId,
        x: user.random.int(-2000, 2000),
        y: user.random.int(-2000, 2000),
      }));
      await user.call(`PUT ${S}/Graph/Positions`, `${user.worldPath}/Graph/Positions`, {
        body: { positions },
      });
    },
  },
  {
    name: 'create a tag',
    weight: 0.5,
    needs: 'documents.edit',
    async run(user) {
      // Two people may think of the same tag: 4004 (409) is an answer, not a failure.
      const name = `load-${user.random.int(1, 60)}`;
      const answer = await user.call(`POST ${S}/Tags`, `${user.worldPath}/Tags`, {
        expected: [409],
        body: { name, previewable: false },
      });
      if (answer.status === 200) user.world.tagNames.push(name);
    },
  },
  {
    name: 'to-dos',
    weight: 2,
    needs: 'todos.edit',
    async run(user) {
      const { random, world } = user;
      const choice = random.next();
      if (choice < 0.4 || world.todos.length === 0) {
        const answer = await user.call(`POST ${S}/Todos`, `${user.worldPath}/Todos`, {
          body: {
            text: uniqueName(user, 'Check'),
            done: false,
            assigneeId: random.next() < 0.5 ? user.member.id : null,
          },
        });
        const id = body<{ id: string }>(answer).id;
        world.todos.push(id);
        addTo(world.createdTodos, user.member.id, id);
      } else if (choice < 0.85) {
        const id = random.pick(world.todos);
        await user.call(`PUT ${S}/Todos/{todoId}`, `${user.worldPath}/Todos/${id}`, {
          expected: user.expectGone(id),
          body: {
            text: `Ticked by ${user.member.userName}`,
            done: random.next() < 0.5,
            assigneeId: null,
          },
        });
      } else {
        const id = takeOwn(random, world.createdTodos, user.member.id);
        if (!id) return;
        world.deleted.add(id);
        world.todos.splice(world.todos.indexOf(id), 1);
        await user.call(`DELETE ${S}/Todos/{todoId}`, `${user.worldPath}/Todos/${id}`);
      }
    },
  },
  {
    name: 'edit the world',
    weight: 1,
    needs: 'world.edit',
    async run(user) {
      const worlds = body<{ id: string; urlName: string; name: string }[]>(
        await user.call('GET /api/Setting', '/api/Setting'),
      );
      const world = worlds.find((item) => item.id === user.world.id);
      if (!world) throw new Error('The owner does not see their world');
      await user.call(`PUT ${S}`, user.worldPath, {
        body: {
          urlName: world.urlName,
          name: world.name,
          description: `Updated by its owner (${++made}).`,
        },
      });
    },
  },
];
