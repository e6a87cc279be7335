import { useNavigate } from 'react-router-dom';
import { MapsList } from '../../features/maps/components/list/MapsList';
import { useCan, useSelectedWorld } from '../../lib/world-context';
import { paths } from '../route-names';

/** Maps: the world's maps as a tree of cards; a new map opens on its own page to show its tiling. */
export default function MapsPage() {
  const world = useSelectedWorld();
  const canUpload = useCan('maps.upload');
  const navigate = useNavigate();
  const mapHref = (mapId: string) => paths.map(world.ownerUserName, world.urlName, mapId);
  return (
    <MapsList
      key={world.id}
      worldId={world.id}
      canUpload={canUpload}
      mapHref={mapHref}
      onCreated={(mapId) => navigate(mapHref(mapId))}
    />
  );
}
