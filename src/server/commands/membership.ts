import type { ServerContext } from '../context';
import type { WorldsTable } from '../db/schema';
import type { MemberRole } from '../../shared/permissions';
import { ErrorCode } from '../../shared/errors';
import { writeWithActivity } from '../activity/record';
import { isUniqueViolation } from '../db/errors';
import { AppError } from '../http/app-error';
import { isoNow } from '../clock';
import type { CurrentUser } from '../auth/authenticate';

export interface MemberRow {
  user_id: string;
  user_name: string;
  role: string;
  added_at: string;
}

export function listMembers(ctx: ServerContext, worldId: string): Promise<MemberRow[]> {
  return ctx.db
    .selectFrom('world_members')
    .innerJoin('users', 'users.id', 'world_members.user_id')
    .select([
      'world_members.user_id',
      'users.user_name',
      'world_members.role',
      'world_members.added_at',
    ])
    .where('world_members.world_id', '=', worldId)
    .orderBy('world_members.added_at')
    .orderBy('users.user_name')
    .execute();
}

async function findMember(ctx: ServerContext, worldId: string, userId: string): Promise<MemberRow> {
  const row = await ctx.db
    .selectFrom('world_members')
    .innerJoin('users', 'users.id', 'world_members.user_id')
    .select([
      'world_members.user_id',
      'users.user_name',
      'world_members.role',
      'world_members.added_at',
    ])
    .where('world_members.world_id', '=', worldId)
    .where('world_members.user_id', '=', userId)
    .executeTakeFirst();
  if (!row) throw new AppError(404, ErrorCode.notFound);
  return row;
}

/** The owner adds a user, found by user name, with a role other than owner. */
export async function memberAdder(
  ctx: ServerContext,
  actor: CurrentUser,
  world: WorldsTable,
  props: { userName: string; role: MemberRole },
): Promise<MemberRow> {
  const user = await ctx.db
    .selectFrom('users')
    .select(['id', 'user_name'])
    .where('user_name', '=', props.userName)
    .executeTakeFirst();
  if (!user) throw new AppError(400, ErrorCode.userNotFound);
  const row: MemberRow = {
    user_id: user.id,
    user_name: user.user_name,
    role: props.role,
    added_at: isoNow(ctx.clock),
  };
  try {
    await writeWithActivity(ctx, async (trx, record) => {
      await trx
        .insertInto('world_members')
        .values({ world_id: world.id, user_id: user.id, role: props.role, added_at: row.added_at })
        .execute();
      await record({
        worldId: world.id,
        userId: actor.id,
        type: 'add_member',
        details: { userName: user.user_name, role: props.role },
      });
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError(409, ErrorCode.alreadyMember);
    throw error;
  }
  return row;
}

/** The owner changes a member's role; the owner's own role moves only by hand-over. */
export async function memberRoleChanger(
  ctx: ServerContext,
  actor: CurrentUser,
  world: WorldsTable,
  props: { userId: string; role: MemberRole },
): Promise<MemberRow> {
  const member = await findMember(ctx, world.id, props.userId);
  if (member.role === 'owner') throw new AppError(400, ErrorCode.ownerCannotLeave);
  await writeWithActivity(ctx, async (trx, record) => {
    await trx
      .updateTable('world_members')
      .set({ role: props.role })
      .where('world_id', '=', world.id)
      .where('user_id', '=', member.user_id)
      .execute();
    await record({
      worldId: world.id,
      userId: actor.id,
      type: 'change_member_role',
      details: { userName: member.user_name, role: props.role, previousRole: member.role },
    });
  });
  return { ...member, role: props.role };
}

/** Removes a member (by the owner) or the caller (leaving). The owner never leaves this way. */
export async function memberRemover(
  ctx: ServerContext,
  actor: CurrentUser,
  world: WorldsTable,
  userId: string,
): Promise<void> {
  const member = await findMember(ctx, world.id, userId);
  if (member.role === 'owner') throw new AppError(400, ErrorCode.ownerCannotLeave);
  const leaving = userId === actor.id;
  await writeWithActivity(ctx, async (trx, record) => {
    await trx
      .deleteFrom('world_members')
      .where('world_id', '=', world.id)
      .where('user_id', '=', userId)
      .execute();
    // Their personal API tokens lose the world too, so that rejoining does not bring them back.
    await trx
      .deleteFrom('api_token_worlds')
      .where('world_id', '=', world.id)
      .where(
        'token_id',
        'in',
        trx.selectFrom('api_tokens').select('id').where('user_id', '=', userId),
      )
      .execute();
    await record({
      worldId: world.id,
      userId: actor.id,
      type: leaving ? 'leave_world' : 'remove_member',
      details: { userName: member.user_name },
    });
  });
}

/** Hands a world over to another member; the previous owner stays on as a writer. */
export async function ownershipTransferrer(
  ctx: ServerContext,
  actor: CurrentUser,
  world: WorldsTable,
  newOwnerId: string,
): Promise<WorldsTable> {
  const member = await findMember(ctx, world.id, newOwnerId);
  if (member.role === 'owner') return world;
  const clash = await ctx.db
    .selectFrom('worlds')
    .select('id')
    .where('owner_id', '=', newOwnerId)
    .where('url_name', '=', world.url_name)
    .executeTakeFirst();
  if (clash) throw new AppError(409, ErrorCode.worldUrlTaken);
  const updated: WorldsTable = {
    ...world,
    owner_id: newOwnerId,
    updated_at: isoNow(ctx.clock),
    version: world.version + 1,
  };
  await writeWithActivity(ctx, async (trx, record) => {
    await trx
      .updateTable('worlds')
      .set({ owner_id: newOwnerId, updated_at: updated.updated_at, version: updated.version })
      .where('id', '=', world.id)
      .execute();
    await trx
      .updateTable('world_members')
      .set({ role: 'owner' })
      .where('world_id', '=', world.id)
      .where('user_id', '=', newOwnerId)
      .execute();
    await trx
      .updateTable('world_members')
      .set({ role: 'writer' })
      .where('world_id', '=', world.id)
      .where('user_id', '=', actor.id)
      .execute();
    await record({
      worldId: world.id,
      userId: actor.id,
      type: 'transfer_ownership',
      details: { userName: member.user_name },
    });
  });
  return updated;
}
