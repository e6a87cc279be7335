import { isMembershipRole } from '../../shared/permissions';
import type { Member } from '../../shared/schemas/world';

export function presentMember(row: {
  user_id: string;
  user_name: string;
  role: string;
  added_at: string;
}): Member {
  return {
    userId: row.user_id,
    userName: row.user_name,
    role: isMembershipRole(row.role) ? row.role : 'viewer',
    addedAt: row.added_at,
  };
}
