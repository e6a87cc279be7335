import { HocuspocusProvider } from '@hocuspocus/provider';

/** WebSocket.OPEN (Node 20, where the server tests run this provider, has no WebSocket global). */
const socketOpen = 1;

/**
 * Hocuspocus' provider, keeping its count of unanswered edits ("Saving"
 * until it is 0) true across reconnects. Each connection begins with a sync
 * that sends everything the server lacks, and the provider counts it as the
 * one unanswered change, forgetting what it counted before. Edits made while
 * the socket was not open would also sit in the socket's queue and go out
 * after that sync began: their answers came on top of it, and the first one
 * brought the count to 0, "Saved", while the server was still storing the rest.
 * Here such an edit is counted but not queued: the next sync carries it.
 */
export class CoEditProvider extends HocuspocusProvider {
  override documentUpdateHandler(update: Uint8Array, origin: unknown): void {
    if (
      origin === this ||
      this.configuration.websocketProvider.webSocket?.readyState === socketOpen
    ) {
      super.documentUpdateHandler(update, origin);
      return;
    }
    this.incrementUnsyncedChanges();
  }
}
