import { noImageCategory } from '../../../shared/schemas/image';

/** What the gallery shows, as kept in the page's address so a link reproduces the view. */
export interface GalleryView {
  /** A category id, `none` (without a category), or null for all. */
  category: string | null;
  document: string | null;
  /** The picture open in the viewer. */
  image: string | null;
}

const keys = { category: 'category', document: 'document', image: 'image' } as const;

export function readGalleryView(params: URLSearchParams): GalleryView {
  return {
    category: params.get(keys.category),
    document: params.get(keys.document),
    image: params.get(keys.image),
  };
}

/** The address's parameters with `change` applied; other parameters of the page are kept. */
export function writeGalleryView(
  params: URLSearchParams,
  change: Partial<GalleryView>,
): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const [field, value] of Object.entries(change) as [keyof GalleryView, string | null][]) {
    if (value) next.set(keys[field], value);
    else next.delete(keys[field]);
  }
  return next;
}

/** The category new uploads go into by default: the one the gallery is filtered by, if it is a real one. */
export function defaultUploadCategory(view: GalleryView): string | null {
  return view.category && view.category !== noImageCategory ? view.category : null;
}
