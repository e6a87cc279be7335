import { useCallback } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { MapWorkspace } from '../../features/maps/components/page/MapWorkspace';
import type {
  MapLinks,
  RenderDateInput,
  TimelineSlots,
} from '../../features/maps/components/page/slots';
import { CalendarDatePicker } from '../../features/timeline/components/CalendarDatePicker';
import { DocumentEventLinks } from '../../features/timeline/components/DocumentEventLinks';
import { EventSelect } from '../../features/timeline/components/EventSelect';
import { useWorldCalendar } from '../../features/timeline/hooks/use-world-calendar';
import { useDocumentPaths } from '../../features/documents/document-paths';
import { useCan, useSelectedWorld } from '../../lib/world-context';
import { paths } from '../route-names';

/**
 * A map: the maps feature's workspace, given the world's calendar and its
 * date input from the timeline, and where documents and maps open.
 */
export default function MapPage() {
  const world = useSelectedWorld();
  const { mapId = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const canEdit = useCan('maps.edit');
  const canUpload = useCan('maps.upload');
  const documentPaths = useDocumentPaths();
  const { calendar } = useWorldCalendar(world.id);

  const links: MapLinks = {
    maps: paths.maps(world.ownerUserName, world.urlName),
    map: (id, featureId) => paths.map(world.ownerUserName, world.urlName, id, featureId),
    document: documentPaths.view,
    event: (eventId) => paths.timelineEvent(world.ownerUserName, world.urlName, eventId),
  };
  const timeline: TimelineSlots = {
    renderEventSelect: (slot) => (
      <EventSelect
        worldId={world.id}
        label={slot.label}
        value={slot.value}
        onChange={slot.onChange}
        known={slot.known}
        error={slot.error}
        testId={slot.testId}
      />
    ),
    renderDocumentEvents: (documentId, ownEventId) => (
      <DocumentEventLinks
        worldId={world.id}
        documentId={documentId}
        eventHref={links.event}
        skipId={ownEventId}
      />
    ),
  };
  const renderDateInput: RenderDateInput = (slot) =>
    calendar && (
      <CalendarDatePicker
        calendar={calendar}
        label={slot.label}
        value={slot.value}
        onChange={slot.onChange}
        error={slot.error}
        testId={slot.testId}
      />
    );
  const onFeatureParam = useCallback(
    (featureId: string | null) =>
      setParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          if (featureId) next.set('feature', featureId);
          else next.delete('feature');
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );

  return (
    <MapWorkspace
      key={`${world.id}:${mapId}`}
      worldId={world.id}
      mapId={mapId}
      canEdit={canEdit}
      canUpload={canUpload}
      calendar={calendar}
      renderDateInput={renderDateInput}
      timeline={timeline}
      links={links}
      featureParam={params.get('feature')}
      onFeatureParam={onFeatureParam}
      navigate={(to) => navigate(to)}
    />
  );
}
