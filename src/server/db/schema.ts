import type { Generated } from 'kysely';

/** Row types of every table. Timestamps are ISO-8601 UTC strings on both dialects. */
export interface UsersTable {
  id: string;
  user_name: string;
  email: string;
  password_hash: string;
  is_guest: number;
  created_at: string;
  updated_at: string;
}

export interface SessionsTable {
  id: string;
  user_id: string;
  created_at: string;
  expires_at: string;
  revoked_at: string | null;
}

export interface LoginFailuresTable {
  user_id: string;
  ip: string;
  failures: number;
  window_started_at: string;
  locked_until: string | null;
}

export interface PasswordResetsTable {
  id: string;
  user_id: string;
  code_hash: string;
  created_at: string;
  expires_at: string;
  attempts: number;
  used_at: string | null;
}

export interface WorldsTable {
  id: string;
  owner_id: string;
  url_name: string;
  name: string;
  description: string;
  created_at: string;
  updated_at: string;
  version: number;
}

export interface WorldMembersTable {
  world_id: string;
  user_id: string;
  role: string;
  added_at: string;
}

export interface ActivitiesTable {
  id: Generated<number>;
  world_id: string;
  user_id: string | null;
  type: string;
  details: string;
  created_at: string;
}

export interface DB {
  users: UsersTable;
  sessions: SessionsTable;
  login_failures: LoginFailuresTable;
  password_resets: PasswordResetsTable;
  worlds: WorldsTable;
  world_members: WorldMembersTable;
  activities: ActivitiesTable;
}
