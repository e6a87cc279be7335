import type { Hocuspocus } from '@hocuspocus/server';
import type { ServerContext } from '../context';
import { can, isRole, type Role } from '../../shared/permissions';
import type { CollabContext } from './collab-access';

/** Activities after which the people co-editing in the world have their access checked again. */
const accessChanging: ReadonlySet<string> = new Set([
  'remove_member',
  'leave_world',
  'change_member_role',
  'transfer_ownership',
  'delete_world',
]);

/** How often the sign-in sessions behind open co-editing connections are read again. */
const sessionSweepMs = 10_000;

/**
 * Access is checked again, not only when a session opens: after a change of
 * membership, a connection whose person left the world is closed, and one
 * whose right to edit changed is closed too, so the editor reconnects and is
 * told it may now only read (or edit). Every 10 s the sign-in sessions behind
 * the connections are read: after logout, a password change or expiry the
 * connection is closed (and reopening it is refused). Returns the stop.
 */
export function watchCollabAccess(ctx: ServerContext, hocuspocus: Hocuspocus): () => void {
  const unsubscribe = ctx.publisher.subscribe((notice) => {
    if (!accessChanging.has(notice.type)) return;
    recheckWorld(ctx, hocuspocus, notice.worldId).catch((error: unknown) =>
      ctx.log.error({ err: error, worldId: notice.worldId }, 'co-editing access not checked again'),
    );
  });
  const sweep = setInterval(() => {
    sweepSessions(ctx, hocuspocus).catch((error: unknown) =>
      ctx.log.error({ err: error }, 'co-editing sessions not checked again'),
    );
  }, sessionSweepMs);
  sweep.unref();
  return () => {
    unsubscribe();
    clearInterval(sweep);
  };
}

/** Closes the connections whose sign-in session was revoked or has expired. */
export async function sweepSessions(ctx: ServerContext, hocuspocus: Hocuspocus): Promise<void> {
  const connections = [...hocuspocus.documents.values()].flatMap((document) =>
    document.getConnections(),
  );
  const sessionOf = (connection: (typeof connections)[number]) =>
    (connection.context as Partial<CollabContext> | undefined)?.user?.sessionId;
  const ids = [...new Set(connections.map(sessionOf).filter((id): id is string => Boolean(id)))];
  if (!ids.length) return;
  const live = await ctx.db
    .selectFrom('sessions')
    .select('id')
    .where('id', 'in', ids)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', ctx.clock.now().toISOString())
    .execute();
  const alive = new Set(live.map((session) => session.id));
  for (const connection of connections) {
    const id = sessionOf(connection);
    if (id && !alive.has(id)) connection.close({ code: 4401, reason: 'session ended' });
  }
}

async function recheckWorld(
  ctx: ServerContext,
  hocuspocus: Hocuspocus,
  worldId: string,
): Promise<void> {
  const connections = [...hocuspocus.documents.values()]
    .filter((document) => document.name.startsWith(`${worldId}/`))
    .flatMap((document) => document.getConnections());
  if (!connections.length) return;
  const members = await ctx.db
    .selectFrom('world_members')
    .select(['user_id', 'role'])
    .where('world_id', '=', worldId)
    .execute();
  const roles = new Map<string, Role>(
    members.flatMap((member) =>
      isRole(member.role) ? [[member.user_id, member.role] as const] : [],
    ),
  );
  for (const connection of connections) {
    const user = (connection.context as Partial<CollabContext> | undefined)?.user;
    if (!user) continue;
    const role = roles.get(user.id);
    if (!role || can(role, 'documents.edit') === connection.readOnly)
      connection.close({ code: 4403, reason: 'access changed' });
  }
}
