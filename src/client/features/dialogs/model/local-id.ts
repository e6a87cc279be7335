/**
 * Ids of nodes and choices inside one dialog graph. `crypto.getRandomValues`
 * works on plain-http self-hosted servers too, where `randomUUID` does not.
 */
export function newLocalId(prefix: 'n' | 'c'): string {
  const bytes = crypto.getRandomValues(new Uint8Array(9));
  let text = '';
  for (const byte of bytes) text += byte.toString(36).padStart(2, '0');
  return `${prefix}-${text}`;
}
