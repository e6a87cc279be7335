import type { TableVersions } from '../db/table-versions';

/** Every table a public page is made of: unpublishing, renaming, editing or a new cover (og:image) moves one. */
export const publicPageTables = [
  'worlds',
  'users',
  'documents',
  'world_covers',
  'stories',
  'story_blocks',
  'story_scenes',
  'timeline_rows',
  'events',
  'event_documents',
  'calendars',
  'maps',
  'map_layers',
  'map_features',
] as const;

const maxEntries = 1000;

interface Entry {
  version: number;
  template: string;
  /** The page, or undefined for an address that is not a public page. */
  html: string | undefined;
}

/**
 * Rendered pages by address, language and origin, kept while none of their
 * tables changed (TableVersions also sees other connections' commits). A
 * miss renders from the database; an address that is not a public page is
 * kept as such too, so a private world's page costs no query either.
 */
export class PublicPageCache {
  private readonly entries = new Map<string, Entry>();

  constructor(private readonly versions: TableVersions) {}

  async get(
    key: string,
    template: string,
    render: () => Promise<string | undefined>,
  ): Promise<string | undefined> {
    const version = this.versions.versionOf(publicPageTables);
    const held = this.entries.get(key);
    if (held && held.version === version && held.template === template) return held.html;
    const html = await render();
    // Filed under the version read before rendering: a write meanwhile makes it stale at once.
    this.entries.delete(key);
    this.entries.set(key, { version, template, html });
    if (this.entries.size > maxEntries) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
    return html;
  }
}
