import { useCallback } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { MapWorkspace } from '../../features/maps/components/page/MapWorkspace';
import type { MapLinks, RenderDateInput } from '../../features/maps/components/page/slots';
import { CalendarDatePicker } from '../../features/timeline/components/CalendarDatePicker';
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
      links={links}
      featureParam={params.get('feature')}
      onFeatureParam={onFeatureParam}
      navigate={(to) => navigate(to)}
    />
  );
}
