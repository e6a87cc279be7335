import type { WebSocket } from 'ws';
import { IncomingMessage, MessageType } from '@hocuspocus/server';

/** What one connection of a socket was granted in a document when it was authenticated. */
export interface SpeakerAccess {
  readOnly: boolean;
  userId: string;
  /** The signed-in user's name: the only name this connection's caret may carry. */
  userName: string;
}

/** A granted connection, and the presence client id it speaks for once it has used one. */
interface Speaker extends SpeakerAccess {
  clientId?: number;
}

/**
 * Which user each presence client id of a document belongs to, for all the
 * sockets of this server: the first user whose connection used it. Another
 * user's connection cannot take it over, not even once its holder has left
 * (its tab reconnects under the same id); the same user's can (that tab
 * reconnecting while the server has not yet seen its old socket close).
 */
export class PresenceOwners {
  private readonly owners = new Map<string, Map<number, string>>();

  /** `shown`: whether the document's presence holds the client id (with Redis, another server's people too). */
  constructor(private readonly shown: (documentName: string, clientId: number) => boolean) {}

  /** Gives `clientId` to `userId` if it is theirs or nobody's; whether it is theirs now. */
  claim(documentName: string, clientId: number, userId: string): boolean {
    let owners = this.owners.get(documentName);
    const owner = owners?.get(clientId);
    if (owner !== undefined) return owner === userId;
    if (this.shown(documentName, clientId)) return false;
    if (!owners) this.owners.set(documentName, (owners = new Map()));
    owners.set(clientId, userId);
    return true;
  }

  /** The document was unloaded: nobody's presence is left in it. */
  forget(documentName: string): void {
    this.owners.delete(documentName);
  }
}

/**
 * What a co-editing socket may say, read before Hocuspocus reads it.
 * Hocuspocus refuses a read-only connection's edits, but relays anyone's
 * presence (awareness) and stateless broadcasts to every connection of the
 * document, and takes the name in a presence as the client sent it. Here:
 * - a broadcast from a client is dropped: only the server speaks to everyone
 *   (its "flushed" is what the editor's Save waits for);
 * - a read-only connection's presence and stateless messages are dropped: it
 *   follows the text and says nothing;
 * - an editor's presence speaks only for its own caret: the client id the
 *   connection used first (and could claim: PresenceOwners); entries for any
 *   other id, which would move, rename or remove someone else's, are dropped;
 * - an editor's presence carries the signed-in user's name, whatever it said.
 * Messages of a document not granted yet pass: Hocuspocus queues them until
 * the connection is authenticated and then emits them again, through here.
 */
export class MessageGate {
  private readonly access = new Map<string, Speaker>();

  constructor(private readonly owners: PresenceOwners) {}

  grant(documentName: string, access: SpeakerAccess): void {
    this.access.set(documentName, { ...access });
  }

  revoke(documentName: string): void {
    this.access.delete(documentName);
  }

  /** The message as Hocuspocus may read it, or null to drop it. */
  pass(data: Uint8Array): Uint8Array | null {
    let message: IncomingMessage;
    let documentName: string;
    let type: number;
    try {
      message = new IncomingMessage(data);
      documentName = message.readVarString();
      type = message.readVarUint();
    } catch {
      return data; // not a message: Hocuspocus closes the socket itself
    }
    if (type === MessageType.BroadcastStateless) return null;
    const access = this.access.get(documentName);
    if (!access) return data;
    if (access.readOnly)
      return type === MessageType.Awareness || type === MessageType.Stateless ? null : data;
    if (type !== MessageType.Awareness) return data;
    let entries: PresenceEntry[];
    try {
      entries = presenceEntries(message.readVarUint8Array());
    } catch {
      return null; // a presence that does not decode is not passed on as it is
    }
    const own = entries.filter((entry) => this.speaksFor(documentName, access, entry));
    if (own.length === 0) return null;
    return awarenessMessage(
      documentName,
      own.map((entry) => ({ ...entry, state: withName(entry.state, access.userName) })),
    );
  }

  /** Whether the connection may say `entry`: it is about the client id the connection speaks for, or claims now. */
  private speaksFor(documentName: string, speaker: Speaker, entry: PresenceEntry): boolean {
    if (
      speaker.clientId === undefined &&
      entry.state !== null &&
      this.owners.claim(documentName, entry.clientId, speaker.userId)
    )
      speaker.clientId = entry.clientId;
    return entry.clientId === speaker.clientId;
  }
}

/** The gate a connection's Hocuspocus context carries (set by `guardSocket`). */
export function gateOf(context: unknown): MessageGate | undefined {
  const gate = (context as { gate?: unknown } | undefined)?.gate;
  return gate instanceof MessageGate ? gate : undefined;
}

/**
 * Puts a new gate between `socket` and whoever listens to its messages
 * (Hocuspocus' connection, which also re-emits the messages it queued while
 * authenticating), and returns the context Hocuspocus is to carry it in.
 */
export function guardSocket(socket: WebSocket, owners: PresenceOwners): { gate: MessageGate } {
  const gate = new MessageGate(owners);
  const emit = socket.emit.bind(socket);
  socket.emit = ((event: string | symbol, ...args: unknown[]) => {
    if (event !== 'message') return emit(event, ...args);
    const passed = gate.pass(bytesOf(args[0]));
    return passed ? emit(event, passed, ...args.slice(1)) : false;
  }) as typeof socket.emit;
  return { gate };
}

function bytesOf(data: unknown): Uint8Array {
  if (data instanceof Uint8Array) return data;
  if (Array.isArray(data)) return Buffer.concat(data as Uint8Array[]);
  return new Uint8Array(data as ArrayBuffer);
}

/** A presence state with `user.name` set to the server's name for it. */
function withName(state: unknown, userName: string): unknown {
  if (state === null) return null; // the client left
  const fields =
    typeof state === 'object' && !Array.isArray(state) ? (state as Record<string, unknown>) : {};
  const user = fields['user'];
  const userFields = user && typeof user === 'object' && !Array.isArray(user) ? user : {};
  return { ...fields, user: { ...userFields, name: userName } };
}

/** One client's presence in an awareness update (y-protocols' encoding); a null state: it left. */
interface PresenceEntry {
  clientId: number;
  clock: number;
  state: unknown;
}

function presenceEntries(update: Uint8Array): PresenceEntry[] {
  const reader = new IncomingMessage(update);
  const entries: PresenceEntry[] = [];
  for (let count = reader.readVarUint(); count > 0; count--) {
    const clientId = reader.readVarUint();
    const clock = reader.readVarUint();
    entries.push({ clientId, clock, state: JSON.parse(reader.readVarString()) as unknown });
  }
  return entries;
}

/** An awareness message of `documentName` carrying `entries` (the framing Hocuspocus reads). */
function awarenessMessage(documentName: string, entries: readonly PresenceEntry[]): Uint8Array {
  const update = new IncomingMessage(new Uint8Array());
  update.writeVarUint(entries.length);
  for (const entry of entries) {
    update.writeVarUint(entry.clientId);
    update.writeVarUint(entry.clock);
    update.writeVarString(JSON.stringify(entry.state));
  }
  const body = update.toUint8Array();
  const header = new IncomingMessage(new Uint8Array());
  header.writeVarString(documentName);
  header.writeVarUint(MessageType.Awareness);
  header.writeVarUint(body.length);
  return Buffer.concat([header.toUint8Array(), body]);
}
