/** A user as answers name them: id and user name, or null once the account is gone. */
export function userRef(
  id: string | null,
  userName: string | null,
): { id: string; userName: string } | null {
  return id && userName ? { id, userName } : null;
}
