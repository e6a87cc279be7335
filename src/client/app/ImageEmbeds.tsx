import { useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import { ImageEmbedFigure } from '../features/images/components/ImageEmbedFigure';
import { ImagePickerModal, type PickedImage } from '../features/images/components/ImagePickerModal';
import { ImageEmbedContext, type ImageEmbedProvider } from '../lib/image-embed';

interface Props {
  worldId: string;
  /** Whether the editor below may insert pictures (its user edits documents). */
  canPick: boolean;
  /** Whether the chooser may upload new ones (its user works with images). */
  canUpload: boolean;
  children: ReactNode;
}

/**
 * Connects document contents (the editor feature) with the gallery (the
 * images feature): embedded pictures drawn with fresh signed addresses, and
 * the chooser the editor's toolbar opens.
 */
export function ImageEmbeds({ worldId, canPick, canUpload, children }: Props) {
  const [picking, setPicking] = useState(false);
  const resolver = useRef<((image: PickedImage | null) => void) | null>(null);
  const settle = useCallback((image: PickedImage | null) => {
    resolver.current?.(image);
    resolver.current = null;
    setPicking(false);
  }, []);
  const pick = useCallback(
    () =>
      new Promise<PickedImage | null>((resolve) => {
        resolver.current?.(null);
        resolver.current = resolve;
        setPicking(true);
      }),
    [],
  );
  const provider = useMemo<ImageEmbedProvider>(
    () => ({
      render: ({ imageId, alt }) => (
        <ImageEmbedFigure worldId={worldId} imageId={imageId} alt={alt} />
      ),
      pick: canPick ? pick : undefined,
    }),
    [worldId, canPick, pick],
  );
  return (
    <ImageEmbedContext value={provider}>
      {children}
      {canPick && (
        <ImagePickerModal
          worldId={worldId}
          opened={picking}
          canUpload={canUpload}
          onPick={settle}
          onClose={() => settle(null)}
        />
      )}
    </ImageEmbedContext>
  );
}
