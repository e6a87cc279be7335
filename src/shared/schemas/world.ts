import * as z from 'zod/mini';
import { roles, memberRoles, membershipRoles } from '../permissions';
import { visibilities } from '../visibility';
import { descriptionField, idField, nameField, userNameField, worldUrlField } from './fields';

export const worldRequest = z.strictObject({
  urlName: worldUrlField,
  name: nameField,
  description: z._default(z.optional(descriptionField), ''),
});
export type WorldRequest = z.input<typeof worldRequest>;

/** SPEC §3 World: `isPublic` once its owner published it (then anyone reads its public items). */
export const worldResponse = z.object({
  id: z.string(),
  urlName: z.string(),
  name: z.string(),
  description: z.string(),
  isPublic: z.boolean(),
  /** What an item without its own setting is: shown to everyone or to members only. */
  defaultVisibility: z.enum(visibilities),
  ownerUserName: z.string(),
  currentUserRole: z.enum(roles),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type World = z.infer<typeof worldResponse>;

export const worldListResponse = z.array(worldResponse);

/** The owner's publishing switch: public or not, and what items without their own setting are. */
export const publishingRequest = z.strictObject({
  isPublic: z.boolean(),
  defaultVisibility: z.enum(visibilities, { error: 'VALIDATION.VISIBILITY_INVALID' }),
});
export type PublishingRequest = z.infer<typeof publishingRequest>;

/** A world found by its address (SPEC §2.1 `/{owner}/{world}`). */
export const worldByNameParams = z.object({
  ownerUserName: z.string().check(z.minLength(1), z.maxLength(200)),
  urlName: z.string().check(z.minLength(1), z.maxLength(200)),
});

export const deleteWorldRequest = z.strictObject({
  name: z
    .string({ error: 'VALIDATION.NAME_REQUIRED' })
    .check(z.minLength(1, { error: 'VALIDATION.NAME_REQUIRED' }), z.maxLength(200)),
});
export type DeleteWorldRequest = z.infer<typeof deleteWorldRequest>;

export const worldIdParams = z.object({ id: idField });
export const memberParams = z.object({ id: idField, userId: idField });

const memberRoleField = z.enum(memberRoles, { error: 'VALIDATION.ROLE_INVALID' });

export const addMemberRequest = z.strictObject({ userName: userNameField, role: memberRoleField });
export type AddMemberRequest = z.infer<typeof addMemberRequest>;

export const changeMemberRoleRequest = z.strictObject({ role: memberRoleField });
export type ChangeMemberRoleRequest = z.infer<typeof changeMemberRoleRequest>;

export const transferOwnershipRequest = z.strictObject({ userId: idField });
export type TransferOwnershipRequest = z.infer<typeof transferOwnershipRequest>;

export const memberResponse = z.object({
  userId: z.string(),
  userName: z.string(),
  role: z.enum(membershipRoles),
  addedAt: z.string(),
});
export type Member = z.infer<typeof memberResponse>;
export const memberListResponse = z.array(memberResponse);
