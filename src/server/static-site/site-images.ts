import type { ImageDetail, WorldCover } from '../../shared/schemas/image';
import { fileId } from './html';
import type { ReaderClient } from './reader-client';

const extensions = new Map([
  ['image/png', 'png'],
  ['image/jpeg', 'jpg'],
  ['image/webp', 'webp'],
  ['image/gif', 'gif'],
]);

/** A picture copied into the site: its path from the site's root and its bytes. */
export interface SiteAsset {
  path: string;
  body: Buffer;
}

/**
 * Pictures as a signed-out reader receives them, copied under assets/ so the
 * pages need no server: the world's cover, the pictures public documents
 * show and the maps' thumbnails, each through its reader route.
 * Anything else answering no, or not an image, is simply not copied.
 */
export function siteImages(reader: ReaderClient, worldId: string) {
  const byImage = new Map<string, SiteAsset | null>();
  const copy = async (url: string, name: string): Promise<SiteAsset | null> => {
    const answer = await reader.bytes(url);
    const extension = extensions.get(answer.type.split(';', 1)[0]!.trim().toLowerCase());
    if (answer.status !== 200 || !extension) return null;
    return { path: `assets/${name}.${extension}`, body: answer.raw };
  };
  return {
    async cover(): Promise<SiteAsset | null> {
      const cover = await reader.json<WorldCover>(`/api/Setting/${worldId}/Cover`);
      return cover.body ? copy(cover.body.fullUrl, 'cover') : null;
    },
    /** A picture a public document shows: the reader route gives it to no one else. */
    async picture(imageId: string): Promise<SiteAsset | null> {
      if (!byImage.has(imageId)) {
        const image = await reader.json<ImageDetail>(
          `/api/Setting/${worldId}/Images/${encodeURIComponent(imageId)}`,
        );
        byImage.set(imageId, image.body ? await copy(image.body.fullUrl, fileId(imageId)) : null);
      }
      return byImage.get(imageId) ?? null;
    },
    /** A file a reader route gives by a URL it handed out (a map's signed thumbnail). */
    async fromUrl(url: string, name: string): Promise<SiteAsset | null> {
      return copy(url, fileId(name));
    },
  };
}

export type SiteImages = ReturnType<typeof siteImages>;
