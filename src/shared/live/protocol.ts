import * as z from 'zod/mini';
import { activityResponse } from '../schemas/activity';

/**
 * Live updates (issue 8): one WebSocket per open world at `/api/Live`.
 *
 * A browser cannot put a bearer header on a WebSocket, so the client's first
 * message is `hello` with its token, the world and the last activity id it has
 * seen. The server checks the token and the membership, replays every
 * activity after that id from the activity table (the source of truth), then
 * streams each new one as it commits. Too many missed activities get `reset`
 * instead (the client refetches everything). The server re-checks access: a
 * member removed from the world gets `closed` with 401_2 at once.
 *
 * Presence: each client says where it is (`presence`); the server sends every
 * member of the world the list of who is where.
 */

export const livePath = '/api/Live';

/** More missed activities than this are not replayed: the client refetches instead. */
export const liveReplayLimit = 500;

export const presenceLocation = z.object({
  /** The route name the member is on (route-names.ts), e.g. "Documents". */
  page: z.string().check(z.maxLength(60)),
  /** The document open on that page, if any. */
  documentId: z.nullable(z.string().check(z.maxLength(64))),
});
export type PresenceLocation = z.infer<typeof presenceLocation>;

export const clientMessage = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('hello'),
    token: z.string().check(z.maxLength(4096)),
    worldId: z.string().check(z.maxLength(64)),
    /** The newest activity the client has; null: a first connection, caught up on the last seconds (firstConnectReplayMs). */
    after: z.nullable(z.number().check(z.int(), z.minimum(0))),
  }),
  z.object({ type: z.literal('presence'), location: presenceLocation }),
  z.object({ type: z.literal('ping') }),
]);
export type ClientMessage = z.infer<typeof clientMessage>;

export const presenceMember = z.object({
  userId: z.string(),
  userName: z.string(),
  /** One entry per open tab of that member. */
  location: presenceLocation,
  since: z.string(),
});
export type PresenceMember = z.infer<typeof presenceMember>;

export const serverMessage = z.discriminatedUnion('type', [
  /** Access granted; activities up to `lastActivityId` have been sent. */
  z.object({ type: z.literal('ready'), lastActivityId: z.number() }),
  /** Committed changes, oldest first, each with its activity id. */
  z.object({ type: z.literal('activities'), items: z.array(activityResponse) }),
  /** Too much was missed to replay: refetch every view of the world, then go on from `lastActivityId`. */
  z.object({ type: z.literal('reset'), lastActivityId: z.number() }),
  z.object({ type: z.literal('presence'), members: z.array(presenceMember) }),
  /** The server ends the connection: `code` is an SPEC §8 code (401, 401_2, 4043). */
  z.object({ type: z.literal('closed'), code: z.string() }),
  z.object({ type: z.literal('pong') }),
  /**
   * A map's picture is being cut into tiles: `tiling` with the share done (0 to
   * 1, about twice a second), then `ready` (the `upload_map_picture` activity
   * comes too) or `failed` (the previous picture, if any, stays). Not an
   * activity: nothing is stored or replayed; a socket that missed some reads
   * the map's `status` and `tilingProgress`.
   */
  z.object({
    type: z.literal('map_tiling'),
    mapId: z.string(),
    status: z.enum(['tiling', 'ready', 'failed']),
    progress: z.number(),
  }),
]);
export type ServerMessage = z.infer<typeof serverMessage>;
/** The messages the server sends a world's sockets beside its activities. */
export type LiveNoticeMessage = Extract<ServerMessage, { type: 'map_tiling' }>;

/** WebSocket close codes the server uses, beside the `closed` message. */
export const liveCloseCodes = {
  unauthenticated: 4401,
  noAccess: 4403,
  badMessage: 4400,
  /**
   * The session behind the token ended (logout, password change, renewal, expiry):
   * connect again with the current token. A renewed token simply goes on; a dead
   * one gets 401 at its `hello`. Not final, so a renewal does not sign anyone out.
   */
  reconnect: 4000,
} as const;
