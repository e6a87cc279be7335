import { Hocuspocus, type Document, type onStoreDocumentPayload } from '@hocuspocus/server';
import { Redis } from '@hocuspocus/extension-redis';
import type { IncomingMessage } from 'node:http';
import type { WebSocket } from 'ws';
import type { ServerContext } from '../context';
import { authorizeCollab, CollabRefusal, type CollabContext } from './collab-access';
import { liveSecretsHiddenFrom, watchSecrets } from './secret-watch';
import { ErrorCode } from '../../shared/errors';
import type { CollabBridge } from './collab-bridge';
import { loadCollabDocument, storeCollabDocument } from './collab-persistence';
import { ContentsIntake } from './contents-intake';
import { sweepSessions, watchCollabAccess } from './access-watch';
import { collabDocumentName, parseCollabDocumentName } from './document-name';
import { EditorLog } from './editor-log';
import { gateOf, guardSocket, PresenceOwners } from './message-gate';
import { CollabUpdateLog } from './collab-update-log';

export interface CollabServerOptions {
  /** Set: documents are shared with other server instances through Redis (issue 8, "beyond one machine"). */
  redisUrl?: string | undefined;
  /** Quiet time after an edit before the text is saved, and the longest a busy document waits. */
  saveDebounceMs?: number;
  saveMaxDebounceMs?: number;
}

export interface CollabServer {
  hocuspocus: Hocuspocus;
  bridge: CollabBridge;
  /** Takes a co-editing WebSocket (what its connections may say to the others is filtered: message-gate.ts). */
  connect(socket: WebSocket, request: IncomingMessage): void;
  /** Saves what is pending, closes every session and the Redis connections. */
  close(): Promise<void>;
}

/** The stateless message asking for the text to be saved now, and its answer (the client's co-edit-session.ts). */
const flushRequest = 'flush';
const flushedAnswer = 'flushed';

function storePayload(
  instance: Hocuspocus,
  document: Document,
  context: unknown,
): onStoreDocumentPayload {
  return {
    instance,
    clientsCount: document.getConnectionsCount(),
    context,
    document,
    documentName: document.name,
    requestHeaders: {},
    requestParameters: new URLSearchParams(),
    socketId: 'flush',
  };
}

/**
 * The Hocuspocus instance of co-editing: who may connect (and who only
 * reads), where a document's Yjs state comes from, and how the text is saved
 * a moment after people stop typing (2 s, at most 10 s while they keep on).
 */
export function createCollabServer(
  ctx: ServerContext,
  options: CollabServerOptions = {},
): CollabServer {
  const editors = new EditorLog();
  const updateLog = new CollabUpdateLog(ctx);
  const redis = options.redisUrl ? redisExtension(options.redisUrl) : null;
  const log = ctx.log.child({ module: 'collab' });
  const presenceOwners = new PresenceOwners(
    (documentName, clientId) =>
      hocuspocus.documents.get(documentName)?.awareness.getStates().has(clientId) ?? false,
  );

  const hocuspocus = new Hocuspocus({
    quiet: true,
    debounce: options.saveDebounceMs ?? 2000,
    maxDebounce: options.saveMaxDebounceMs ?? Math.max(10_000, options.saveDebounceMs ?? 0),
    extensions: redis ? [updateLog, redis] : [updateLog],

    async onAuthenticate({ token, documentName, connectionConfig, context: connected }) {
      const gate = gateOf(connected);
      gate?.revoke(documentName);
      const access = await authorizeCollab(ctx, token, documentName);
      if (liveSecretsHiddenFrom(hocuspocus, documentName, access.role))
        throw new CollabRefusal(ErrorCode.secretsHidden);
      connectionConfig.readOnly = access.readOnly;
      gate?.grant(documentName, {
        readOnly: access.readOnly,
        userId: access.user.id,
        userName: access.user.userName,
      });
      const context: CollabContext = { user: access.user, role: access.role };
      return context;
    },

    async onLoadDocument({ documentName }) {
      const name = parseCollabDocumentName(documentName);
      if (!name) throw new Error(`not a co-editing document name: ${documentName}`);
      return loadCollabDocument(ctx, name);
    },

    async afterLoadDocument({ document }) {
      watchSecrets(document);
    },

    async onChange({ documentName, context }) {
      const user = (context as Partial<CollabContext> | undefined)?.user;
      if (user) editors.noted(documentName, user);
    },

    async onStoreDocument({ documentName, document }) {
      const name = parseCollabDocumentName(documentName);
      if (!name) return;
      const since = editors.take(documentName);
      const logged = updateLog.take(document);
      try {
        await storeCollabDocument(ctx, name, document, since, logged);
      } catch (error) {
        // Never rethrown: Hocuspocus does not await every store, and the text stays in memory for the next one.
        editors.restore(documentName, since);
        updateLog.restore(document, logged);
        log.error({ err: error, documentName }, 'co-edited document not saved');
      }
    },

    /**
     * "flush": the editor's Save. The text is saved now instead of after the
     * quiet time, and the answer says so, so the page shows a saved version.
     */
    async onStateless({ connection, document, payload }) {
      if (payload !== flushRequest || connection.readOnly) return;
      try {
        await hocuspocus.storeDocumentHooks(
          document,
          storePayload(hocuspocus, document, connection.context),
          true,
        );
      } finally {
        connection.sendStateless(flushedAnswer);
      }
    },

    async afterUnloadDocument({ documentName }) {
      editors.forget(documentName);
      presenceOwners.forget(documentName);
    },
  });

  const stopWatching = watchCollabAccess(ctx, hocuspocus);
  const intake = new ContentsIntake(ctx, hocuspocus, {
    redis: redis?.pub ?? null,
    storeNow: (document) =>
      hocuspocus.storeDocumentHooks(document, storePayload(hocuspocus, document, {}), true),
  });

  const bridge: CollabBridge = {
    contentsReplaced: (document, base) => intake.replaced(document, base),
    settled: () => intake.settled(),
    async saveSessionNow(worldId, documentId) {
      const document = hocuspocus.documents.get(collabDocumentName(worldId, documentId));
      if (document)
        await hocuspocus.storeDocumentHooks(document, storePayload(hocuspocus, document, {}), true);
    },
    checkSessions: () => sweepSessions(ctx, hocuspocus),
    documentDeleted(worldId, documentId) {
      const documentName = collabDocumentName(worldId, documentId);
      editors.forget(documentName);
      hocuspocus.closeConnections(documentName);
    },
  };

  const close = async () => {
    stopWatching();
    await intake.close();
    // Edits still waiting for their quiet time are saved now, and saves under way are awaited,
    // before the database closes behind this (the sockets are already closing).
    const documents = [...hocuspocus.documents.values()];
    await Promise.allSettled(
      documents.map((document) =>
        hocuspocus.debouncer.executeNow(`onStoreDocument-${document.name}`),
      ),
    );
    await Promise.allSettled(documents.map((document) => document.saveMutex.waitForUnlock()));
    hocuspocus.closeConnections();
    await hocuspocus.hooks('onDestroy', { instance: hocuspocus });
  };

  const connect = (socket: WebSocket, request: IncomingMessage) =>
    hocuspocus.handleConnection(socket, request, guardSocket(socket, presenceOwners));
  return { hocuspocus, bridge, connect, close };
}

/**
 * The Redis extension lets one instance at a time save a document and skips
 * the save of the others. A skipped save may hold the last edits typed on
 * this instance, so it is tried again a moment later instead of dropped.
 */
class RetryingRedis extends Redis {
  override async onStoreDocument(payload: onStoreDocumentPayload) {
    try {
      await super.onStoreDocument(payload);
    } catch (error) {
      const { instance, document, documentName } = payload;
      setTimeout(() => {
        if (instance.documents.get(documentName) === document)
          void instance.storeDocumentHooks(document, payload).catch(() => undefined);
      }, this.configuration.lockTimeout);
      throw error;
    }
  }
}

function redisExtension(url: string): RetryingRedis {
  const parsed = new URL(url);
  const db = Number(parsed.pathname.replace('/', '') || 0);
  return new RetryingRedis({
    host: parsed.hostname,
    port: Number(parsed.port || 6379),
    prefix: 'loreweave:collab',
    options: {
      ...(parsed.username ? { username: decodeURIComponent(parsed.username) } : {}),
      ...(parsed.password ? { password: decodeURIComponent(parsed.password) } : {}),
      ...(db ? { db } : {}),
      ...(parsed.protocol === 'rediss:' ? { tls: {} } : {}),
    },
  });
}
