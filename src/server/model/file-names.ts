/**
 * A name as a file name: letters, digits, spaces and a few marks of any script;
 * nothing a file system or zip reader could take as a path. At most 100 characters.
 */
export function fileSafe(name: string): string {
  return [
    ...name
      .normalize('NFC')
      .replace(/[^\p{L}\p{N} _.,()'-]/gu, '_')
      .replace(/^[.\s]+|[.\s]+$/g, ''),
  ]
    .slice(0, 100)
    .join('');
}
