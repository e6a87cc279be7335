import { useOptionalWorld } from '../../lib/world-context';
import { WorldSearch } from '../../features/search/components/WorldSearch';

/**
 * The top bar's search field (SPEC §2.2): searches the selected world as the
 * user types; Ctrl/Cmd+K focuses it from anywhere on the page.
 */
export function SearchBox() {
  const world = useOptionalWorld();
  if (!world) return null;
  return <WorldSearch world={world} withHotkey />;
}
