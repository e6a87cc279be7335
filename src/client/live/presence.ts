import type { PresenceMember } from '../../shared/live/protocol';

/** One person in the world, however many tabs they have open. */
export interface PresentUser {
  userId: string;
  userName: string;
  /** The route names of their tabs, each once, in the order the server listed them. */
  pages: string[];
  documentIds: string[];
}

/**
 * Who is in the world: one entry per user (a member with two tabs counts
 * once), the signed-in user left out, ordered by name so the avatars do not
 * jump around as people move between pages.
 */
export function presentUsers(
  members: readonly PresenceMember[],
  selfId: string | null,
): PresentUser[] {
  const byUser = new Map<string, PresentUser>();
  for (const member of members) {
    if (member.userId === selfId) continue;
    const user = byUser.get(member.userId) ?? {
      userId: member.userId,
      userName: member.userName,
      pages: [],
      documentIds: [],
    };
    if (!user.pages.includes(member.location.page)) user.pages.push(member.location.page);
    const documentId = member.location.documentId;
    if (documentId && !user.documentIds.includes(documentId)) user.documentIds.push(documentId);
    byUser.set(member.userId, user);
  }
  return [...byUser.values()].sort(
    (a, b) => a.userName.localeCompare(b.userName) || a.userId.localeCompare(b.userId),
  );
}

/** The others who have a document open. */
export function documentViewers(
  members: readonly PresenceMember[],
  documentId: string,
  selfId: string | null,
): PresentUser[] {
  return presentUsers(members, selfId).filter((user) => user.documentIds.includes(documentId));
}

/** Up to two letters for an avatar: "mira" → "MI", "old-tom" → "OT". */
export function initials(userName: string): string {
  const parts = userName.split(/[^\p{L}\p{N}]+/u).filter(Boolean);
  const letters =
    parts.length > 1
      ? parts[0]!.charAt(0) + parts[1]!.charAt(0)
      : (parts[0] ?? userName).slice(0, 2);
  return letters.toUpperCase();
}

/**
 * Each hue at the lightest shade that takes the avatar's white initials at 4.5:1 or more
 * (WCAG AA; a test checks it). Orange, lime and yellow have no such shade and are left out.
 */
export const avatarColors = [
  'blue.8',
  'teal.9',
  'grape.7',
  'cyan.9',
  'pink.7',
  'indigo.7',
  'violet.6',
  'gray.7',
] as const;

/** A colour per user that stays the same on every screen and for every viewer. */
export function avatarColor(userId: string): (typeof avatarColors)[number] {
  let hash = 0;
  for (const char of userId) hash = (hash * 31 + char.charCodeAt(0)) | 0;
  return avatarColors[Math.abs(hash) % avatarColors.length]!;
}
