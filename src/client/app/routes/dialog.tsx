import { useParams } from 'react-router-dom';
import { useDocumentPaths } from '../../features/documents/document-paths';
import { DialogWorkspace } from '../../features/dialogs/components/workspace/DialogWorkspace';
import { useCan, useSelectedWorld } from '../../lib/world-context';
import { paths } from '../route-names';

/** dialog/{dialogId}: the builder and player of one dialog of the world (writers and owners edit). */
export default function DialogPage() {
  const world = useSelectedWorld();
  const { dialogId = '' } = useParams();
  const canEdit = useCan('dialogs.edit');
  const documentPaths = useDocumentPaths();
  return (
    <DialogWorkspace
      key={dialogId}
      worldId={world.id}
      dialogId={dialogId}
      canEdit={canEdit}
      backHref={`${paths.worldChild(world.ownerUserName, world.urlName, 'stories')}?tab=dialogs`}
      documentHref={documentPaths.view}
    />
  );
}
