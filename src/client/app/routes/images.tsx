import { useDocumentPaths } from '../../features/documents/document-paths';
import { GalleryWorkspace } from '../../features/images/components/GalleryWorkspace';
import { useCan, useSelectedWorld } from '../../lib/world-context';

/** SPEC §2.3 Images: the gallery, its categories, uploads and the viewer; linked documents open in the wiki. */
export default function ImagesPage() {
  const world = useSelectedWorld();
  const canEdit = useCan('images.edit');
  const documentPaths = useDocumentPaths();
  return (
    <GalleryWorkspace
      key={world.id}
      worldId={world.id}
      canEdit={canEdit}
      documentHref={documentPaths.view}
    />
  );
}
