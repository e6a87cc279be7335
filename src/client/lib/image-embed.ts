import { createContext, type ReactNode } from 'react';

/** A picture of the world placed inside document contents: which image, and its text for readers who cannot see it. */
export interface ImageEmbedProps {
  imageId: string;
  alt: string;
}

/**
 * How document contents show and insert the world's pictures. The stored
 * contents hold only the image's id: its file is reached through a signed
 * URL that expires, so the page that knows the world (and the gallery
 * feature) draws each picture and offers the chooser. It lives here because
 * the editor and images features never import each other.
 */
export interface ImageEmbedProvider {
  /** Draws one embedded picture (fetching its current signed URL). */
  render: (image: ImageEmbedProps) => ReactNode;
  /** Opens the world's picture chooser; absent where pictures cannot be inserted. */
  pick?: (() => Promise<ImageEmbedProps | null>) | undefined;
}

export const ImageEmbedContext = createContext<ImageEmbedProvider | null>(null);
