import type { TFunction } from 'i18next';
import { memberRoles, type MemberRole } from '../../../../shared/permissions';

/** The roles an owner can give, labelled in the interface language. */
export function memberRoleOptions(t: TFunction): { value: MemberRole; label: string }[] {
  return memberRoles.map((role) => ({ value: role, label: t(`ROLES.${role}`) }));
}
