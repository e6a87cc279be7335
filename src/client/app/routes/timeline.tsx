import { useDocumentPaths } from '../../features/documents/document-paths';
import { TimelineWorkspace } from '../../features/timeline/components/TimelineWorkspace';
import { useCan, useSelectedWorld } from '../../lib/world-context';

/** SPEC §2.3 Timeline: the canvas, rows, selected and all events, the event form; linked documents open in the wiki. */
export default function TimelinePage() {
  const world = useSelectedWorld();
  const canEdit = useCan('events.edit');
  const documentPaths = useDocumentPaths();
  return (
    <TimelineWorkspace
      key={world.id}
      worldId={world.id}
      canEdit={canEdit}
      documentHref={documentPaths.view}
    />
  );
}
