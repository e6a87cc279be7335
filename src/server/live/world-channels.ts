import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import type { Activity } from '../../shared/schemas/activity';
import { liveCloseCodes, liveReplayLimit, type ServerMessage } from '../../shared/live/protocol';
import { ErrorCode } from '../../shared/errors';
import { can, isRole } from '../../shared/permissions';
import { activitiesAfter, currentMembers } from './activity-reads';
import type { LiveConnection } from './live-connection';

/** Activities after which the sockets of the world must have their membership checked again. */
export const accessChangingTypes: ReadonlySet<string> = new Set([
  'remove_member',
  'leave_world',
  'change_member_role',
  'delete_world',
  'transfer_ownership',
]);

export interface Wake {
  /** Check every socket's membership even if no access-changing activity shows up. */
  checkAccess?: boolean;
  /**
   * Another instance committed something; if the table has nothing new for us
   * (a deleted world leaves no activity behind), check access instead.
   */
  remote?: boolean;
}

interface Channel {
  worldId: string;
  connections: Set<LiveConnection>;
  pumping: boolean;
  again: boolean;
  checkAccess: boolean;
  remote: boolean;
}

/**
 * The ready sockets of each world and the one reader that feeds them. A wake-up
 * (a local commit or another instance's NOTIFY) never carries data: the reader
 * reads the activity table for every row above the lowest id its sockets have,
 * once for all of them, and sends each socket what it has not had, in id order.
 * Wake-ups that arrive while it reads make it read once more, not once each.
 */
export class WorldChannels {
  private readonly channels = new Map<string, Channel>();

  constructor(
    private readonly db: Kysely<DB>,
    /** Ends a connection the server no longer lets in (the hub also forgets its presence). */
    private readonly refuse: (connection: LiveConnection, code: string) => void,
    private readonly onError: (error: unknown, worldId: string) => void,
  ) {}

  /** A socket that has been replayed up to its `lastSentId` starts streaming. */
  join(connection: LiveConnection): void {
    let channel = this.channels.get(connection.worldId);
    if (!channel) {
      channel = {
        worldId: connection.worldId,
        connections: new Set(),
        pumping: false,
        again: false,
        checkAccess: false,
        remote: false,
      };
      this.channels.set(connection.worldId, channel);
    }
    channel.connections.add(connection);
    // Catch what committed between its replay and now, and a removal that raced its access check.
    this.wake(connection.worldId, { checkAccess: true });
  }

  leave(connection: LiveConnection): void {
    const channel = this.channels.get(connection.worldId);
    if (!channel?.connections.delete(connection)) return;
    if (channel.connections.size === 0 && !channel.pumping) this.channels.delete(channel.worldId);
  }

  connectionsOf(worldId: string): Iterable<LiveConnection> {
    return this.channels.get(worldId)?.connections ?? [];
  }

  all(): LiveConnection[] {
    return [...this.channels.values()].flatMap((channel) => [...channel.connections]);
  }

  worldIds(): string[] {
    return [...this.channels.keys()];
  }

  wake(worldId: string, wake: Wake = {}): void {
    const channel = this.channels.get(worldId);
    if (!channel) return;
    channel.again = true;
    if (wake.checkAccess) channel.checkAccess = true;
    if (wake.remote) channel.remote = true;
    if (!channel.pumping) void this.pump(channel);
  }

  private async pump(channel: Channel): Promise<void> {
    channel.pumping = true;
    try {
      while (channel.again) {
        channel.again = false;
        const checkAccess = channel.checkAccess;
        const remote = channel.remote;
        channel.checkAccess = false;
        channel.remote = false;
        const ready = [...channel.connections].filter((connection) => connection.state === 'ready');
        if (ready.length === 0) continue;
        const from = Math.min(...ready.map((connection) => connection.lastSentId));
        const rows = await activitiesAfter(this.db, channel.worldId, from, liveReplayLimit);
        if (rows.length === liveReplayLimit) channel.again = true;
        if (
          checkAccess ||
          (remote && rows.length === 0) ||
          rows.some((row) => accessChangingTypes.has(row.type))
        ) {
          // Before sending: a removed member gets nothing more from the world.
          await this.checkAccess(channel);
        }
        this.fanOut(channel, from, rows);
      }
    } catch (error) {
      this.onError(error, channel.worldId);
      // The next wake-up reads again from each socket's last id: nothing is lost.
    } finally {
      channel.pumping = false;
      if (channel.connections.size === 0) this.channels.delete(channel.worldId);
    }
  }

  private fanOut(channel: Channel, from: number, rows: Activity[]): void {
    if (rows.length === 0) return;
    const serialized = new Map<number, { text: string; lastId: number }>();
    for (const connection of channel.connections) {
      if (connection.state !== 'ready') continue;
      // Joined while this read was under way, further back than it reached: read again for it.
      if (connection.lastSentId < from) {
        channel.again = true;
        continue;
      }
      let message = serialized.get(connection.lastSentId);
      if (!message) {
        const items = rows.filter((row) => row.id > connection.lastSentId);
        const last = items.at(-1);
        if (!last) continue;
        const activities: ServerMessage = { type: 'activities', items };
        message = { text: JSON.stringify(activities), lastId: last.id };
        serialized.set(connection.lastSentId, message);
      }
      connection.sendText(message.text);
      connection.lastSentId = message.lastId;
    }
  }

  /** Closes the sockets of users who are no longer members (401_2), or all of them if the world is gone (4043). */
  async checkAccess(channel: Channel): Promise<void> {
    const connections = [...channel.connections].filter(
      (connection) => connection.state !== 'closed',
    );
    const userIds = [
      ...new Set(
        connections.flatMap((connection) => (connection.user ? [connection.user.id] : [])),
      ),
    ];
    const members = await currentMembers(this.db, channel.worldId, userIds);
    for (const connection of connections) {
      if (connection.state !== 'ready') continue;
      if (!members) {
        this.refuse(connection, ErrorCode.worldNotFound);
        continue;
      }
      const role = connection.user ? members.get(connection.user.id) : undefined;
      if (!role || !isRole(role) || !can(role, 'world.view'))
        this.refuse(connection, ErrorCode.noWorldAccess);
    }
  }
}

export const refusedCloseCode = liveCloseCodes.noAccess;
