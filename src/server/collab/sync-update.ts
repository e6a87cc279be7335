import { IncomingMessage, MessageType } from '@hocuspocus/server';
import { messageYjsSyncStep2, messageYjsUpdate } from 'y-protocols/sync';

export interface SyncUpdate {
  data: Uint8Array;
  /** Sent as the answer to the first sync (everything the session has that the server lacked), not as an edit. */
  syncStep: boolean;
}

/**
 * The Yjs update a Hocuspocus message carries, if it is one that changes the
 * document (a sync step 2 or an update); null for every other message, and
 * for bytes that are not a message (Hocuspocus refuses those itself).
 */
export function syncUpdateOf(message: Uint8Array): SyncUpdate | null {
  try {
    const reader = new IncomingMessage(message);
    reader.readVarString();
    const type = reader.readVarUint();
    if (type !== MessageType.Sync && type !== MessageType.SyncReply) return null;
    const step = reader.readVarUint();
    if (step !== messageYjsSyncStep2 && step !== messageYjsUpdate) return null;
    return { data: reader.readVarUint8Array(), syncStep: step === messageYjsSyncStep2 };
  } catch {
    return null;
  }
}
