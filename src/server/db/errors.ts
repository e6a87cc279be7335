/** True for a unique or primary-key violation on either dialect. */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return (
    code === '23505' ||
    code === 'SQLITE_CONSTRAINT_UNIQUE' ||
    code === 'SQLITE_CONSTRAINT_PRIMARYKEY'
  );
}

/**
 * Runs `work` and turns a unique violation into the caller's error: two
 * teammates saving the same name at once pass the pre-check together, and
 * the database's unique index answers for the loser.
 */
export async function mapUniqueViolation<T>(
  work: () => Promise<T>,
  toError: (error: unknown) => Error,
): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw toError(error);
    throw error;
  }
}
