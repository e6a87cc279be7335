export { escapeHtml } from '../rich-text/html-escape';

/** A file name part from an id: ids are url-safe already, anything else is dropped. */
export function fileId(id: string): string {
  return id.replace(/[^A-Za-z0-9_-]/g, '');
}
