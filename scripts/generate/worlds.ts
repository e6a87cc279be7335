import type {
  ActivitiesTable,
  CalendarsTable,
  TimelineRowsTable,
  WorldMembersTable,
  WorldsTable,
} from '../../src/server/db/schema';
import { memberRoles } from '../../src/shared/permissions';
import { defaultCalendarConfig } from '../../src/shared/calendar/calendar-config';
import { firstRowName } from '../../src/server/commands/timeline/timeline-setup';
import { insertChunked, seededId, seededTime, type Generator } from './context';

const adjectives = [
  'Amber',
  'Broken',
  'Silent',
  'Drowned',
  'Iron',
  'Hollow',
  'Verdant',
  'Ashen',
  'Gilded',
  'Frozen',
];
const places = [
  'Reach',
  'Isles',
  'Marches',
  'Expanse',
  'Vale',
  'Dominion',
  'Spires',
  'Wastes',
  'Coast',
  'Deep',
];

/**
 * Worlds owned by generated users, each with up to 8 other members; feed rows
 * as the app writes them; the default calendar and first timeline row every
 * world gets when it is created.
 */
export const worlds: Generator = {
  flag: 'worlds',
  about: 'worlds with members',
  async run(ctx, count) {
    const people = ctx.made.users;
    if (count > 0 && people.length === 0) throw new Error('--worlds needs --users in the same run');
    const worldRows: WorldsTable[] = [];
    const memberRows: WorldMembersTable[] = [];
    const activityRows: Omit<ActivitiesTable, 'id'>[] = [];
    for (let i = 1; i <= count; i++) {
      const owner = ctx.random.pick(people);
      const createdAt = seededTime(ctx);
      const name = `The ${ctx.random.pick(adjectives)} ${ctx.random.pick(places)} ${i}`;
      const world: WorldsTable = {
        id: seededId(ctx),
        owner_id: owner.id,
        url_name: `world-${i}`,
        name,
        description: `Generated world ${i} (seed ${ctx.seed}).`,
        created_at: createdAt,
        updated_at: createdAt,
        version: 1,
        import_heartbeat_at: null,
      };
      worldRows.push(world);
      memberRows.push({
        world_id: world.id,
        user_id: owner.id,
        role: 'owner',
        added_at: createdAt,
      });
      activityRows.push(activity(world, owner.id, 'create_world', { name }, createdAt));
      const taken = new Set([owner.id]);
      const memberIds: string[] = [];
      for (let m = ctx.random.int(0, Math.min(8, people.length - 1)); m > 0; m--) {
        let member = ctx.random.pick(people);
        while (taken.has(member.id)) member = ctx.random.pick(people);
        taken.add(member.id);
        const role = ctx.random.pick(memberRoles);
        const addedAt = seededTime(ctx, createdAt);
        memberIds.push(member.id);
        memberRows.push({ world_id: world.id, user_id: member.id, role, added_at: addedAt });
        activityRows.push(
          activity(world, owner.id, 'add_member', { userName: member.userName, role }, addedAt),
        );
      }
      ctx.made.worlds.push({ id: world.id, ownerId: owner.id, memberIds });
    }
    // Drawn after the loop so worlds and members stay what earlier versions of this generator made.
    const config = JSON.stringify(defaultCalendarConfig());
    const calendarRows: CalendarsTable[] = worldRows.map((world) => ({
      world_id: world.id,
      config,
      version: 1,
      updated_at: null,
      updated_by: null,
    }));
    const timelineRows: TimelineRowsTable[] = worldRows.map((world) => ({
      id: seededId(ctx),
      world_id: world.id,
      name: firstRowName,
      name_key: firstRowName.toLowerCase(),
      position: 0,
      created_at: world.created_at,
    }));
    activityRows.sort((a, b) => a.created_at.localeCompare(b.created_at));
    await insertChunked(worldRows, (chunk) => ctx.db.insertInto('worlds').values(chunk).execute());
    await insertChunked(memberRows, (chunk) =>
      ctx.db.insertInto('world_members').values(chunk).execute(),
    );
    await insertChunked(activityRows, (chunk) =>
      ctx.db.insertInto('activities').values(chunk).execute(),
    );
    await insertChunked(calendarRows, (chunk) =>
      ctx.db.insertInto('calendars').values(chunk).execute(),
    );
    await insertChunked(timelineRows, (chunk) =>
      ctx.db.insertInto('timeline_rows').values(chunk).execute(),
    );
    return `${count} worlds with ${memberRows.length} memberships (owners included)`;
  },
};

function activity(
  world: WorldsTable,
  userId: string,
  type: string,
  details: Record<string, unknown>,
  createdAt: string,
): Omit<ActivitiesTable, 'id'> {
  return {
    world_id: world.id,
    user_id: userId,
    type,
    details: JSON.stringify(details),
    created_at: createdAt,
  };
}
