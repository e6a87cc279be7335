/** A member the checklist can assign a task to. */
export interface Assignable {
  userId: string;
  userName: string;
}

/**
 * The assignee choices. A task may still name someone who has since left the
 * world; they stay in the choices so the current value has a label.
 */
export function assigneeOptions(
  members: readonly Assignable[],
  current?: { id: string; userName: string } | null,
): { value: string; label: string }[] {
  const options = members.map((member) => ({ value: member.userId, label: member.userName }));
  if (current && !options.some((option) => option.value === current.id)) {
    options.push({ value: current.id, label: current.userName });
  }
  return options;
}
