import type { Graph } from '../../../src/shared/schemas/relation';
import { documentTypes } from '../../../src/shared/wiki/document-types';

/** A tiny PNG thumbnail (a data URL, so the bench needs no server), for one document in five. */
const thumb =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAABAAAAAQCAYAAAAf8/9hAAAAK0lEQVR42mNkYPhfz0AEYBxVSF+FjAwM/xmIAIyjCukrkJGB4T8DEYBxVCEAJ8sDEf0d6N0AAAAASUVORK5CYII=';

/**
 * The graph of issue 6's bench: 500 documents and 1,500 relations of three
 * types, hub-shaped like scripts/generate's (a tenth of the documents draw
 * most relations), ten tags; a fixed seed, so every run lays out the same graph.
 */
export function benchGraph(documents = 500, relations = 1500): Graph {
  let seed = 20261125;
  const random = () => {
    seed = (seed * 1664525 + 1013904223) % 4294967296;
    return seed / 4294967296;
  };
  const hubs = Math.max(1, Math.floor(documents / 10));
  const pick = () =>
    random() < 0.6 ? Math.floor(random() * hubs) : Math.floor(random() * documents);
  const types = [
    { id: 'type-ally', name: 'Ally', color: '#4dabf7', directed: false },
    { id: 'type-mentor', name: 'Mentor of', color: '#ff8787', directed: true },
    { id: 'type-located', name: 'Located in', color: '#69db7c', directed: true },
  ];
  const tags = Array.from({ length: 10 }, (_, index) => ({
    id: `tag-${index}`,
    name: `tag ${index}`,
  }));
  const nodes = Array.from({ length: documents }, (_, index) => ({
    id: `doc-${index}`,
    name: `Document ${index} of the isles`,
    type: documentTypes[index % documentTypes.length]!,
    tagIds: [`tag-${index % 10}`],
    thumbUrl: index % 5 === 0 ? thumb : null,
  }));
  const seen = new Set<string>();
  const edges: Graph['edges'] = [];
  while (edges.length < relations) {
    const source = pick();
    const target = Math.floor(random() * documents);
    const key = source < target ? `${source}-${target}` : `${target}-${source}`;
    if (source === target || seen.has(key)) continue;
    seen.add(key);
    const type = types[edges.length % types.length]!;
    edges.push({
      id: `rel-${edges.length}`,
      typeId: type.id,
      source: `doc-${source}`,
      target: `doc-${target}`,
      label: edges.length % 4 === 0 ? 'sworn' : '',
    });
  }
  return {
    nodes,
    edges,
    types,
    tags,
    positions: [],
    urlsExpireAt: new Date(Date.now() + 3_600_000).toISOString(),
  };
}
