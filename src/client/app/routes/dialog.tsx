import { useMemo } from 'react';
import { useParams } from 'react-router-dom';
import { useDialog } from '../../features/dialogs/api/get-dialog';
import { DialogWorkspace } from '../../features/dialogs/components/workspace/DialogWorkspace';
import { useDocumentPaths } from '../../features/documents/document-paths';
import { useDocumentThumbnails } from '../../features/images/hooks/use-document-thumbnails';
import { useCan, useSelectedWorld } from '../../lib/world-context';
import { paths } from '../route-names';

/** dialog/{dialogId}: the builder and player of one dialog of the world (writers and owners edit). */
export default function DialogPage() {
  const world = useSelectedWorld();
  const { dialogId = '' } = useParams();
  const canEdit = useCan('dialogs.edit');
  const canShare = useCan('dialogs.share');
  const isMember = useCan('world.view');
  const documentPaths = useDocumentPaths();
  // The player shows each speaker's newest picture as their portrait.
  const dialog = useDialog(world.id, dialogId);
  // The image library is the members': a reader's player goes without portraits.
  const speakerIds = useMemo(
    () => (isMember ? (dialog.data?.mentionedDocuments ?? []).map((document) => document.id) : []),
    [dialog.data?.mentionedDocuments, isMember],
  );
  const portraits = useDocumentThumbnails(world.id, speakerIds);
  return (
    <DialogWorkspace
      key={dialogId}
      worldId={world.id}
      dialogId={dialogId}
      canEdit={canEdit}
      canShare={canShare}
      isMember={isMember}
      backHref={`${paths.worldChild(world.ownerUserName, world.urlName, 'stories')}?tab=dialogs`}
      languagesHref={`${paths.worldChild(world.ownerUserName, world.urlName, 'stories')}?tab=languages`}
      documentHref={documentPaths.view}
      speakerImage={(documentId) => portraits.get(documentId) ?? null}
    />
  );
}
