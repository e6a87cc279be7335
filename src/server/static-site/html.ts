/** Text and attribute values safe inside HTML. */
export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** A file name part from an id: ids are url-safe already, anything else is dropped. */
export function fileId(id: string): string {
  return id.replace(/[^A-Za-z0-9_-]/g, '');
}
