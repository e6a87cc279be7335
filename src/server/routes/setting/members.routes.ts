import type { App } from '../../http/types';
import type { ServerContext } from '../../context';
import {
  addMemberRequest,
  changeMemberRoleRequest,
  memberListResponse,
  memberParams,
  memberResponse,
  transferOwnershipRequest,
  worldIdParams,
  worldResponse,
} from '../../../shared/schemas/world';
import { authenticate } from '../../auth/authenticate';
import { authorizeWorld } from '../../policies/authorize';
import {
  listMembers,
  memberAdder,
  memberRemover,
  memberRoleChanger,
  ownershipTransferrer,
} from '../../commands/membership';
import { presentMember } from '../../presenters/member';
import { presentWorld } from '../../presenters/world';
import { ownerName } from '../../queries/owner-name';
import { noContent } from '../../../shared/schemas/answers';

const tags = ['Members'];

export function registerMemberRoutes(app: App, ctx: ServerContext): void {
  app.get(
    '/api/Setting/:id/Members',
    {
      config: { capability: 'world.view' },
      schema: {
        tags,
        operationId: 'listMembers',
        summary: "List a world's members",
        params: worldIdParams,
        response: { 200: memberListResponse },
      },
    },
    async (request) => {
      const user = await authenticate(ctx, request);
      const { world } = await authorizeWorld(ctx, request, user, request.params.id);
      return (await listMembers(ctx, world.id)).map(presentMember);
    },
  );

  app.post(
    '/api/Setting/:id/Members',
    {
      config: { capability: 'members.manage' },
      schema: {
        tags,
        operationId: 'addMember',
        summary: 'Add a member to a world',
        params: worldIdParams,
        body: addMemberRequest,
        response: { 200: memberResponse },
      },
    },
    async (request) => {
      const user = await authenticate(ctx, request);
      const { world } = await authorizeWorld(ctx, request, user, request.params.id);
      return presentMember(await memberAdder(ctx, user, world, request.body));
    },
  );

  app.put(
    '/api/Setting/:id/Members/:userId',
    {
      config: { capability: 'members.manage' },
      schema: {
        tags,
        operationId: 'updateMember',
        summary: "Change a member's role",
        params: memberParams,
        body: changeMemberRoleRequest,
        response: { 200: memberResponse },
      },
    },
    async (request) => {
      const user = await authenticate(ctx, request);
      const { world } = await authorizeWorld(ctx, request, user, request.params.id);
      const member = await memberRoleChanger(ctx, user, world, {
        userId: request.params.userId,
        role: request.body.role,
      });
      return presentMember(member);
    },
  );

  app.delete(
    '/api/Setting/:id/Members/:userId',
    {
      config: { capability: 'members.manage' },
      schema: {
        tags,
        operationId: 'removeMember',
        summary: 'Remove a member from a world',
        params: memberParams,
        response: { 204: noContent },
      },
    },
    async (request, reply) => {
      const user = await authenticate(ctx, request);
      const { world } = await authorizeWorld(ctx, request, user, request.params.id);
      await memberRemover(ctx, user, world, request.params.userId);
      return reply.status(204).send();
    },
  );

  app.post(
    '/api/Setting/:id/Leave',
    // Every member may leave (the owner is refused by memberRemover: hand the world over first);
    // a personal API token never may: membership is its user's business.
    {
      config: { capability: 'world.view', apiTokens: false },
      schema: {
        tags,
        operationId: 'leaveWorld',
        summary: 'Leave a world',
        params: worldIdParams,
        response: { 204: noContent },
      },
    },
    async (request, reply) => {
      const user = await authenticate(ctx, request);
      const { world } = await authorizeWorld(ctx, request, user, request.params.id);
      await memberRemover(ctx, user, world, user.id);
      return reply.status(204).send();
    },
  );

  app.post(
    '/api/Setting/:id/TransferOwnership',
    {
      config: { capability: 'members.manage' },
      schema: {
        tags,
        operationId: 'transferOwnership',
        summary: 'Hand a world over to another member',
        params: worldIdParams,
        body: transferOwnershipRequest,
        response: { 200: worldResponse },
      },
    },
    async (request) => {
      const user = await authenticate(ctx, request);
      const { world } = await authorizeWorld(ctx, request, user, request.params.id);
      const updated = await ownershipTransferrer(ctx, user, world, request.body.userId);
      const role = updated.owner_id === user.id ? 'owner' : 'writer';
      return presentWorld(updated, await ownerName(ctx, updated.owner_id), role);
    },
  );
}
