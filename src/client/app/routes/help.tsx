import { HelpContent } from '../../features/help/components/HelpContent';
import type { HelpSection } from '../../features/help/help-topics';
import { useOptionalWorld } from '../../lib/world-context';
import { worldPath } from '../layout/nav-items';
import { paths } from '../route-names';

/** The world child of each help section that has its own page. */
const sectionChild: Partial<Record<HelpSection, string>> = {
  world: 'world',
  documents: 'documents',
  timeline: 'timeline',
  images: 'images',
  maps: 'maps',
  relations: 'relations',
  stories: 'stories',
  settings: 'details',
};

/** Help, at `/help` and inside a world (where it links the sections and marks the caller's role). */
export default function HelpPage() {
  const world = useOptionalWorld();
  return (
    <HelpContent
      role={world?.currentUserRole}
      sectionHref={
        world
          ? (section) => {
              const child = sectionChild[section];
              return child ? worldPath(world, child) : undefined;
            }
          : undefined
      }
      restorePasswordHref={paths.restorePassword()}
    />
  );
}
