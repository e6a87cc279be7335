import { useMemo } from 'react';
import { paths } from '../../app/route-names';
import { useSelectedWorld } from '../../lib/world-context';

/** Addresses of the wiki pages of the selected world. */
export function useDocumentPaths() {
  const world = useSelectedWorld();
  return useMemo(() => {
    const { ownerUserName: owner, urlName: url } = world;
    const view = (id: string) => paths.document(owner, url, id);
    return {
      list: paths.worldChild(owner, url, 'documents'),
      view,
      edit: (id: string) => `${view(id)}?edit=1`,
      history: (id: string) => `${view(id)}?history=1`,
      print: (id: string) => paths.printDocument(owner, url, id),
    };
  }, [world]);
}
