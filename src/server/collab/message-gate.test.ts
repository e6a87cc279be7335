import { IncomingMessage, MessageType, OutgoingMessage } from '@hocuspocus/server';
import { messageYjsSyncStep2 } from 'y-protocols/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer, type TestUser } from '../test/test-server';
import {
  closeSession,
  collabWorld,
  openSession,
  synced,
  waitFor,
  type Session,
} from './collab-test-kit';

let server: TestServer;
let owner: TestUser;
let writer: TestUser;
let viewer: TestUser;
const sessions: Session[] = [];

beforeAll(async () => {
  server = await createTestServer();
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  owner = await server.signUp('gate-owner');
  writer = await server.signUp('gate-writer');
  viewer = await server.signUp('gate-viewer');
});
afterAll(async () => {
  sessions.forEach(closeSession);
  await server.close();
});

function open(token: string, name: string, url: string): Session {
  const session = openSession(url, token, name);
  sessions.push(session);
  return session;
}

/**
 * Resolves once the server has answered a sync request of `session`: it has
 * handled every message the session sent before, and what those made it send
 * to other sockets left before the answer.
 */
async function roundTrip(session: Session): Promise<void> {
  await new Promise<void>((resolve) => {
    const answered = ({ event }: { event: MessageEvent }) => {
      const message = new IncomingMessage(event.data);
      message.readVarString();
      if (
        message.readVarUint() !== MessageType.Sync ||
        message.readVarUint() !== messageYjsSyncStep2
      )
        return;
      session.provider.off('message', answered);
      resolve();
    };
    session.provider.on('message', answered);
    session.provider.forceSync();
  });
}

/** `from`'s messages so far have reached `to`, or never will. */
async function delivered(from: Session, to: Session): Promise<void> {
  await roundTrip(from);
  await roundTrip(to);
}

/** The name on the caret `of` shows in the editor of `at`, if any. */
const caretName = (at: Session, of: Session) =>
  (
    at.provider.awareness?.getStates().get(of.doc.clientID) as
      { user?: { name?: unknown } } | undefined
  )?.user?.name;

const statelessHeard = (session: Session) => {
  const heard: string[] = [];
  session.provider.on('stateless', ({ payload }: { payload: string }) => heard.push(payload));
  return heard;
};

describe('what a co-editing connection may say to the others', () => {
  it("passes no viewer's stateless broadcast or presence to the editors", async () => {
    const world = await collabWorld(server, owner, [[viewer, 'viewer']], 'Quiet, please.');
    const alice = open(owner.token, world.name, world.url);
    const watcher = open(viewer.token, world.name, world.url);
    await Promise.all([synced(alice), waitFor(() => watcher.provider.isSynced)]);
    const heard = statelessHeard(alice);

    // What the editor's Save waits for, and a caret claiming to be the owner.
    watcher.provider.configuration.websocketProvider.send(
      new OutgoingMessage(world.name).writeBroadcastStateless('flushed').toUint8Array(),
    );
    watcher.provider.awareness!.setLocalStateField('user', {
      name: owner.userName,
      color: '#ff0000',
    });
    await delivered(watcher, alice);

    expect(heard).toEqual([]);
    expect(alice.provider.awareness!.getStates().has(watcher.doc.clientID)).toBe(false);
  });

  it("shows an editor's caret under the editor's own name, whatever name it sends", async () => {
    const world = await collabWorld(server, owner, [[writer, 'writer']], 'Names are given.');
    const alice = open(owner.token, world.name, world.url);
    const bob = open(writer.token, world.name, world.url);
    await Promise.all([synced(alice), synced(bob)]);

    bob.provider.awareness!.setLocalStateField('user', { name: owner.userName, color: '#ff0000' });
    await delivered(bob, alice);
    expect(caretName(alice, bob)).toBe(writer.userName);
    expect(alice.provider.awareness!.getStates().get(bob.doc.clientID)).toMatchObject({
      user: { color: '#ff0000' },
    });

    bob.provider.awareness!.setLocalStateField('user', 'not a user');
    await delivered(bob, alice);
    expect(caretName(alice, bob)).toBe(writer.userName);
  });

  it("passes no editor's stateless broadcast either: only the server answers a Save", async () => {
    const world = await collabWorld(server, owner, [[writer, 'writer']], 'One voice.');
    const alice = open(owner.token, world.name, world.url);
    const bob = open(writer.token, world.name, world.url);
    await Promise.all([synced(alice), synced(bob)]);
    const heard = statelessHeard(alice);

    bob.provider.configuration.websocketProvider.send(
      new OutgoingMessage(world.name).writeBroadcastStateless('flushed').toUint8Array(),
    );
    await delivered(bob, alice);
    expect(heard).toEqual([]);
  });
});
