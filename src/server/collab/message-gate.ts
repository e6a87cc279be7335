import type { WebSocket } from 'ws';
import { IncomingMessage, MessageType } from '@hocuspocus/server';
import { modifyAwarenessUpdate } from 'y-protocols/awareness';

/** What one connection of a socket was granted in a document when it was authenticated. */
export interface SpeakerAccess {
  readOnly: boolean;
  /** The signed-in user's name: the only name this connection's caret may carry. */
  userName: string;
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
 * - an editor's presence carries the signed-in user's name, whatever it said.
 * Messages of a document not granted yet pass: Hocuspocus queues them until
 * the connection is authenticated and then emits them again, through here.
 */
export class MessageGate {
  private readonly access = new Map<string, SpeakerAccess>();

  grant(documentName: string, access: SpeakerAccess): void {
    this.access.set(documentName, access);
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
    try {
      return awarenessMessage(
        documentName,
        modifyAwarenessUpdate(message.readVarUint8Array(), (state) =>
          withName(state, access.userName),
        ),
      );
    } catch {
      return null; // a presence that does not decode is not passed on as it is
    }
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
export function guardSocket(socket: WebSocket): { gate: MessageGate } {
  const gate = new MessageGate();
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

/** An awareness message of `documentName` carrying `update` (the framing Hocuspocus reads). */
function awarenessMessage(documentName: string, update: Uint8Array): Uint8Array {
  const header = new IncomingMessage(new Uint8Array());
  header.writeVarString(documentName);
  header.writeVarUint(MessageType.Awareness);
  header.writeVarUint(update.length);
  return Buffer.concat([header.toUint8Array(), update]);
}
