/** Two spellings that differ only in case or surrounding spaces are one name. */
export function nameKey(name: string): string {
  return name.trim().toLowerCase();
}
