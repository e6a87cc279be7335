import type { Activity } from '../../shared/schemas/activity';

export function presentActivity(row: {
  id: number;
  created_at: string;
  user_id: string | null;
  user_name: string | null;
  type: string;
  details: string;
}): Activity {
  return {
    id: Number(row.id),
    date: row.created_at,
    user: row.user_id && row.user_name ? { id: row.user_id, userName: row.user_name } : null,
    type: row.type,
    details: safeParse(row.details),
  };
}

function safeParse(json: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(json);
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}
