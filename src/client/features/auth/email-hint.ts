/**
 * The password restore page can start with the e-mail already typed: a login
 * form passes on what the user entered when it looks like an e-mail.
 */
const emailParam = 'email';

export function withEmailHint(path: string, identifier: string): string {
  const value = identifier.trim();
  if (!/^[^\s@]+@[^\s@]+$/.test(value)) return path;
  return `${path}?${new URLSearchParams({ [emailParam]: value })}`;
}

export function readEmailHint(search: URLSearchParams): string {
  return search.get(emailParam)?.trim() ?? '';
}
