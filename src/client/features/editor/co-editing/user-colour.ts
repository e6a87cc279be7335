/**
 * Caret colours that read on the dark theme, each with the text colour its
 * name label needs. A user keeps one colour everywhere (it follows the user
 * id), so teammates learn whose caret is whose.
 */
const palette = [
  { color: '#f59f00', text: '#1a1b1e' },
  { color: '#4dabf7', text: '#1a1b1e' },
  { color: '#69db7c', text: '#1a1b1e' },
  { color: '#f783ac', text: '#1a1b1e' },
  { color: '#9775fa', text: '#ffffff' },
  { color: '#ff8787', text: '#1a1b1e' },
  { color: '#3bc9db', text: '#1a1b1e' },
  { color: '#ffd43b', text: '#1a1b1e' },
  { color: '#e599f7', text: '#1a1b1e' },
  { color: '#a9e34b', text: '#1a1b1e' },
  { color: '#ffa94d', text: '#1a1b1e' },
  { color: '#748ffc', text: '#ffffff' },
] as const;

export interface UserColour {
  color: string;
  text: string;
}

export function userColour(userId: string): UserColour {
  let hash = 0;
  for (const char of userId) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return palette[hash % palette.length]!;
}
