import { useOptionalWorld } from '../../lib/world-context';
import { WorldSearch } from '../../features/search/components/WorldSearch';

interface Props {
  /**
   * `bar`: the top bar's field (SPEC §2.2). `drawer`: the same search in the
   * phone's navigation drawer, where the top bar has no room for it; it
   * fills the drawer's width, and opening a result closes the drawer.
   */
  place?: 'bar' | 'drawer';
  /** The drawer's field calls this after opening a result. */
  onNavigate?: () => void;
}

/**
 * The world search: searches the selected world as the user types; Ctrl/Cmd+K
 * focuses it from anywhere on the page. Only one of the two places is on a
 * page at a time (the bar on wide screens, the drawer below 1280 px), so only
 * one field takes the shortcut.
 */
export function SearchBox({ place = 'bar', onNavigate }: Props) {
  const world = useOptionalWorld();
  if (!world) return null;
  if (place === 'drawer') {
    return (
      <WorldSearch
        world={world}
        withHotkey
        width="100%"
        dropdownWidth="target"
        size="sm"
        position="bottom-start"
        onNavigate={onNavigate}
      />
    );
  }
  return <WorldSearch world={world} withHotkey />;
}
