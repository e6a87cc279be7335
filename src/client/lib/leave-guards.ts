/**
 * Work that must not be lost when the user leaves it some other way than by
 * a link (signing out ends the session the save needs). A page with unsaved
 * work registers a guard; `mayLeave` runs each before the session ends. A
 * guard saves, or asks the user, and answers whether leaving may go on.
 */
type LeaveGuard = () => Promise<boolean>;

const guards = new Set<LeaveGuard>();

export function addLeaveGuard(guard: LeaveGuard): () => void {
  guards.add(guard);
  return () => {
    guards.delete(guard);
  };
}

/** True when every guard lets the user go (their work is saved, or they chose to drop it). */
export async function mayLeave(): Promise<boolean> {
  for (const guard of [...guards]) {
    if (!(await guard())) return false;
  }
  return true;
}
