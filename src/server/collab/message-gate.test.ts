import { IncomingMessage, MessageType, OutgoingMessage } from '@hocuspocus/server';
import { Awareness } from 'y-protocols/awareness';
import { messageYjsSyncStep2 } from 'y-protocols/sync';
import * as Y from 'yjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestServer,
  type TestServer,
  type TestUser,
} from '../../../tests/kits/server/test-server';
import {
  closeSession,
  collabWorld,
  openSession,
  synced,
  waitFor,
  type Session,
} from '../../../tests/kits/server/collab-test-kit';

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

/**
 * What a client sending presence under `clientId` would send: `state` (null: it left),
 * at a clock far past any the real holder of the id reached.
 */
function presenceOf(
  documentName: string,
  clientId: number,
  state: Record<string, unknown> | null,
): Uint8Array {
  const doc = new Y.Doc();
  doc.clientID = clientId;
  const awareness = new Awareness(doc);
  for (let clock = 0; clock < 1000; clock++) awareness.setLocalState({ clock });
  awareness.setLocalState(state);
  const message = new OutgoingMessage(documentName).createAwarenessUpdateMessage(awareness, [
    clientId,
  ]);
  awareness.destroy();
  doc.destroy();
  return message.toUint8Array();
}

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

  it("lets an editor speak only for its own caret, not move, rename or remove another's", async () => {
    const world = await collabWorld(
      server,
      owner,
      [
        [writer, 'writer'],
        [viewer, 'viewer'],
      ],
      'Mine, yours.',
    );
    const alice = open(owner.token, world.name, world.url);
    const bob = open(writer.token, world.name, world.url);
    const carol = open(viewer.token, world.name, world.url);
    await Promise.all([synced(alice), synced(bob), waitFor(() => carol.provider.isSynced)]);
    alice.provider.awareness!.setLocalState({
      user: { name: owner.userName, color: '#00ff00' },
      cursor: 'here',
    });
    bob.provider.awareness!.setLocalState({ user: { name: writer.userName, color: '#0000ff' } });
    await delivered(alice, carol);
    await delivered(bob, carol);
    const alicesCaret = carol.provider.awareness!.getStates().get(alice.doc.clientID);
    expect(alicesCaret).toMatchObject({ cursor: 'here', user: { color: '#00ff00' } });

    // Bob's socket sends presence under Alice's client id: her caret moved and recoloured, then gone.
    const send = (message: Uint8Array) =>
      bob.provider.configuration.websocketProvider.send(message);
    send(
      presenceOf(world.name, alice.doc.clientID, {
        user: { name: 'x', color: '#ff0000' },
        cursor: 'moved',
      }),
    );
    await delivered(bob, carol);
    expect(carol.provider.awareness!.getStates().get(alice.doc.clientID)).toEqual(alicesCaret);
    send(presenceOf(world.name, alice.doc.clientID, null));
    await delivered(bob, carol);
    expect(carol.provider.awareness!.getStates().get(alice.doc.clientID)).toEqual(alicesCaret);

    // A client id nobody holds yet is not Bob's either: his connection speaks for the one it used first.
    send(presenceOf(world.name, alice.doc.clientID + 1, { user: { name: 'x', color: '#ff0000' } }));
    await delivered(bob, carol);
    expect(carol.provider.awareness!.getStates().has(alice.doc.clientID + 1)).toBe(false);

    // His own caret still moves, under his name.
    bob.provider.awareness!.setLocalStateField('cursor', 'his');
    await delivered(bob, carol);
    expect(carol.provider.awareness!.getStates().get(bob.doc.clientID)).toMatchObject({
      cursor: 'his',
      user: { name: writer.userName, color: '#0000ff' },
    });
    // And Alice's, which she moves herself.
    alice.provider.awareness!.setLocalStateField('cursor', 'there');
    await delivered(alice, carol);
    expect(carol.provider.awareness!.getStates().get(alice.doc.clientID)).toMatchObject({
      cursor: 'there',
    });
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
