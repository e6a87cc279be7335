import type { World } from '../../../shared/schemas/world';
import { paths } from '../../app/route-names';
import type { SearchKind } from './group-hits';

type WorldAddress = Pick<World, 'ownerUserName' | 'urlName'>;

/**
 * Where a result opens. A document opens its own page; events, images,
 * stories and dialogs have no page of their own yet, so they open the world
 * page that lists them (dialogs are part of the stories section). A map
 * place opens its map at the place.
 */
export function hitTarget(
  world: WorldAddress,
  hit: { kind: SearchKind; id: string; place?: { mapId: string } },
): string {
  const { ownerUserName: owner, urlName: url } = world;
  switch (hit.kind) {
    case 'document':
      return paths.document(owner, url, hit.id);
    case 'event':
      return paths.worldChild(owner, url, 'timeline');
    case 'image':
      return paths.worldChild(owner, url, 'images');
    case 'story':
    case 'dialog':
      return paths.worldChild(owner, url, 'stories');
    case 'map':
      return paths.map(owner, url, hit.id);
    // A pin, region or path opens its map, which flies to it and selects it.
    case 'map_place':
      return hit.place
        ? paths.map(owner, url, hit.place.mapId, hit.id)
        : paths.worldChild(owner, url, 'maps');
  }
}
