import { useDocumentPaths } from '../../features/documents/document-paths';
import { EventMapPlaces } from '../../features/maps/components/EventMapPlaces';
import { TimelineWorkspace } from '../../features/timeline/components/TimelineWorkspace';
import { useCan, useSelectedWorld } from '../../lib/world-context';
import { paths } from '../route-names';

/**
 * SPEC §2.3 Timeline: the canvas, rows, selected and all events, the event form; linked documents
 * open in the wiki, and an event's details list its places on maps.
 */
export default function TimelinePage() {
  const world = useSelectedWorld();
  const canEdit = useCan('events.edit');
  const isMember = useCan('world.view');
  const documentPaths = useDocumentPaths();
  return (
    <TimelineWorkspace
      key={world.id}
      worldId={world.id}
      canEdit={canEdit}
      readsPublicOnly={!isMember}
      documentHref={documentPaths.view}
      // A reader gets the places on public maps and layers only (the route cuts them).
      renderEventMore={(eventId) => (
        <EventMapPlaces
          worldId={world.id}
          eventId={eventId}
          placeHref={(mapId, featureId) =>
            paths.map(world.ownerUserName, world.urlName, mapId, featureId)
          }
        />
      )}
    />
  );
}
