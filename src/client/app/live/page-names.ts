import { routeNames, type RouteName } from '../route-names';

/** The pages a member can be on inside a world, as the presence list names them. */
const pageKeys: Partial<Record<RouteName, string>> = {
  [routeNames.world]: 'LIVE.PAGE.WORLD',
  [routeNames.details]: 'LIVE.PAGE.DETAILS',
  [routeNames.documents]: 'LIVE.PAGE.DOCUMENTS',
  [routeNames.document]: 'LIVE.PAGE.DOCUMENT',
  [routeNames.timeline]: 'LIVE.PAGE.TIMELINE',
  [routeNames.images]: 'LIVE.PAGE.IMAGES',
  [routeNames.maps]: 'LIVE.PAGE.MAPS',
  [routeNames.map]: 'LIVE.PAGE.MAP',
  [routeNames.relations]: 'LIVE.PAGE.RELATIONS',
  [routeNames.stories]: 'LIVE.PAGE.STORIES',
  [routeNames.story]: 'LIVE.PAGE.STORY',
  [routeNames.dialog]: 'LIVE.PAGE.DIALOG',
  [routeNames.help]: 'LIVE.PAGE.HELP',
  [routeNames.profile]: 'LIVE.PAGE.PROFILE',
  [routeNames.printDocument]: 'LIVE.PAGE.PRINT_DOCUMENT',
};

/** The translation key of a page's name; a page this client does not know (a newer one) reads "elsewhere in the world". */
export function pageNameKey(page: string): string {
  return pageKeys[page as RouteName] ?? 'LIVE.PAGE.OTHER';
}
