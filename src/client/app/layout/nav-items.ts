import type { World } from '../../../shared/schemas/world';

export interface NavItem {
  to: string;
  labelKey: string;
  /** Matches only the exact path (the world's own page). */
  end?: boolean;
}

export function worldPath(world: Pick<World, 'ownerUserName' | 'urlName'>, child = ''): string {
  const base = `/${encodeURIComponent(world.ownerUserName)}/${encodeURIComponent(world.urlName)}`;
  return child ? `${base}/${child}` : base;
}

/** SPEC §2.2: the navigation of a selected world, in this order; a reader's lacks the image library. */
export function worldNavItems(world: World): NavItem[] {
  const items = [
    { to: worldPath(world, 'world'), labelKey: 'NAVBAR.WORLD' },
    { to: worldPath(world, 'documents'), labelKey: 'NAVBAR.DOCUMENTS' },
    { to: worldPath(world, 'timeline'), labelKey: 'NAVBAR.TIMELINE' },
    { to: worldPath(world, 'images'), labelKey: 'NAVBAR.IMAGES' },
    { to: worldPath(world, 'maps'), labelKey: 'NAVBAR.MAPS' },
    { to: worldPath(world, 'relations'), labelKey: 'NAVBAR.RELATIONS' },
    { to: worldPath(world, 'stories'), labelKey: 'NAVBAR.STORIES' },
  ];
  if (world.currentUserRole !== 'reader') return items;
  return items.filter((item) => item.labelKey !== 'NAVBAR.IMAGES');
}

/** Outside a world: the user's worlds and analytics. */
export const homeNavItems: NavItem[] = [
  { to: '/select-setting', labelKey: 'NAVBAR.MY_WORLDS' },
  { to: '/analytics', labelKey: 'NAVBAR.ANALYTICS' },
];
