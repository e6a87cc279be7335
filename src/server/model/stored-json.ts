/** Stored JSON text as a value; null when it does not parse, so one damaged row cannot fail a read. */
export function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
