import type { ServerContext } from '../context';
import { liveReplayLimit, type ClientMessage } from '../../shared/live/protocol';
import { ErrorCode } from '../../shared/errors';
import { can, isRole } from '../../shared/permissions';
import { authenticateToken } from '../auth/authenticate';
import {
  activitiesAfter,
  currentMembers,
  newestActivities,
  newestActivityId,
} from './activity-reads';
import type { LiveConnection } from './live-connection';

type Hello = Extract<ClientMessage, { type: 'hello' }>;

export type HelloOutcome =
  | { ok: true }
  /** `code` is the SPEC §8 code of the `closed` message. */
  | { ok: false; code: typeof ErrorCode.unauthenticated | typeof ErrorCode.noWorldAccess };

/**
 * Checks a `hello` and brings the socket up to date: the token's session must
 * be live and the user a member who may view the world. Then every activity
 * after `after` is sent from the activity table, or `reset` when more than
 * `liveReplayLimit` were missed; `lastSentId` ends at the newest one sent.
 *
 * A world that does not exist is refused like one the user is not a member
 * of (401_2), as every HTTP route does (policies/authorize.ts), so a socket
 * cannot probe which world ids exist. A member whose world is deleted while
 * connected gets 4043 (world-channels.ts).
 */
export async function acceptHello(
  ctx: ServerContext,
  connection: LiveConnection,
  hello: Hello,
): Promise<HelloOutcome> {
  const user = await authenticateToken(ctx, hello.token);
  if (!user) return { ok: false, code: ErrorCode.unauthenticated };
  const members = await currentMembers(ctx.db, hello.worldId, [user.id]);
  const role = members?.get(user.id);
  if (!isRole(role) || !can(role, 'world.view'))
    return { ok: false, code: ErrorCode.noWorldAccess };

  connection.user = user;
  connection.token = hello.token;
  connection.worldId = hello.worldId;
  connection.sessionCheckedAt = Date.now();
  await replay(ctx, connection, hello.after);
  return { ok: true };
}

async function replay(
  ctx: ServerContext,
  connection: LiveConnection,
  after: number | null,
): Promise<void> {
  if (after === null) {
    await replayRecent(ctx, connection);
    return;
  }
  // Ids are shared by every world, so what was missed is counted in rows, not in id gaps.
  const missed = await activitiesAfter(ctx.db, connection.worldId, after, liveReplayLimit + 1);
  if (missed.length > liveReplayLimit) {
    const newest = await newestActivityId(ctx.db, connection.worldId);
    connection.send({ type: 'reset', lastActivityId: newest });
    connection.lastSentId = newest;
    return;
  }
  const last = missed.at(-1);
  if (last) {
    connection.send({ type: 'activities', items: missed });
    connection.lastSentId = last.id;
    return;
  }
  // Nothing newer. If the client saw more than the table holds (the database was
  // replaced), `ready` tells it the lower id and the client starts over.
  connection.lastSentId = Math.min(after, await newestActivityId(ctx.db, connection.worldId));
}

/**
 * How far back a first connection (no activity seen yet) is caught up. A page
 * reads its data before its socket says hello; a change committed in between
 * would otherwise never reach it. Replaying what is that recent costs a few
 * refreshes of data the page may already have, never a missed change.
 */
export const firstConnectReplayMs = 15_000;
const firstConnectReplayLimit = 50;

async function replayRecent(ctx: ServerContext, connection: LiveConnection): Promise<void> {
  const newest = await newestActivities(ctx.db, connection.worldId, firstConnectReplayLimit + 1);
  const since = new Date(ctx.clock.now().getTime() - firstConnectReplayMs).toISOString();
  const recent = newest.filter((activity) => activity.date >= since).reverse();
  const last = newest[0]?.id ?? 0;
  connection.lastSentId = last;
  if (recent.length > firstConnectReplayLimit)
    connection.send({ type: 'reset', lastActivityId: last });
  else if (recent.length > 0) connection.send({ type: 'activities', items: recent });
}
