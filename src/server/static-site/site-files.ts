import type { PageFrame, SiteSection } from './site-layout';
import type { ReaderClient } from './reader-client';
import type { SiteImages } from './site-images';

/** What building a site gathers: files by relative path, and one summary line per section. */
export interface SiteBuild {
  files: Map<string, string | Buffer>;
  summary: string[];
}

/** What every section builder is handed. */
export interface SectionInput {
  reader: ReaderClient;
  worldId: string;
  /** The frame of a page one folder down (documents/x.html …); root pages set root ''. */
  frame: PageFrame;
  /** A document's page from the site's root, or null when the document is not in the site. */
  documentPath: (documentId: string) => string | null;
  /** Copies the pictures readers receive into the site. */
  images: SiteImages;
}

export interface SectionResult {
  section: SiteSection;
  /** False when the reader routes answered no (still closed to readers): the section is left out. */
  present: boolean;
  files: Map<string, string | Buffer>;
  summary: string;
}

/** Every page of a `{ items, total }` list, as a reader receives it; null when refused. */
export async function allItems<T>(
  reader: ReaderClient,
  url: string,
  pageSize: number,
): Promise<{ items: T[]; status: number } | null> {
  const items: T[] = [];
  for (let offset = 0; ; offset += pageSize) {
    const join = url.includes('?') ? '&' : '?';
    const answer = await reader.json<{ items: T[]; total: number }>(
      `${url}${join}limit=${pageSize}&offset=${offset}`,
    );
    if (!answer.body) return offset === 0 ? null : { items, status: answer.status };
    items.push(...answer.body.items);
    if (answer.body.items.length < pageSize || items.length >= answer.body.total)
      return { items, status: 200 };
  }
}

export function leftOut(section: SiteSection, status: number): SectionResult {
  return {
    section,
    present: false,
    files: new Map(),
    summary: `${section}: left out (readers get ${status})`,
  };
}
