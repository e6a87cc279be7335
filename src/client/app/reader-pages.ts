import { routeNames, type RouteName } from './route-names';

/**
 * The pages of a world a public world's reader may open: the wiki, the
 * timeline, maps, relations, stories and dialogs. Settings, images, the
 * profile and the like stay with members (signed out, they ask to sign in).
 */
const readerPages: ReadonlySet<string> = new Set<RouteName>([
  // The world's own address, which goes on to its home page.
  routeNames.setting,
  routeNames.world,
  routeNames.documents,
  routeNames.document,
  routeNames.timeline,
  routeNames.maps,
  routeNames.map,
  routeNames.relations,
  routeNames.stories,
  routeNames.story,
  routeNames.dialog,
  routeNames.help,
  routeNames.printDocument,
]);

export function isReaderPage(name: string | undefined): boolean {
  return name !== undefined && readerPages.has(name);
}
