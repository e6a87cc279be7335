import type { WorldCover } from '../../shared/schemas/image';
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
 * pages need no server: the world's cover (its reader route) and a public
 * document's picture (the lasting preview address its public page names).
 * Anything else answering no, or not an image, is simply not copied.
 */
export function siteImages(reader: ReaderClient, worldId: string, address: string) {
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
    /** The document's first picture, the one picture of a document readers receive. */
    async documentPicture(documentId: string, imageId: string): Promise<SiteAsset | null> {
      if (!byImage.has(imageId))
        byImage.set(
          imageId,
          await copy(`/og/${address}/${encodeURIComponent(documentId)}`, fileId(imageId)),
        );
      return byImage.get(imageId) ?? null;
    },
  };
}

export type SiteImages = ReturnType<typeof siteImages>;
