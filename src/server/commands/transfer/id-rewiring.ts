import crypto from 'node:crypto';
import type { RichNode } from '../../../shared/wiki/rich-text';
import type { DialogGraph } from '../../../shared/dialogs/dialog-graph';
import { worldImageType } from '../../../shared/wiki/world-image';

/** What kind of thing an id names; each kind has its own map, so a reused id in another kind cannot cross over. */
export type IdKind =
  | 'tag'
  | 'documentType'
  | 'document'
  | 'revision'
  | 'template'
  | 'todo'
  | 'row'
  | 'event'
  | 'category'
  | 'image'
  | 'relationType'
  | 'relation'
  | 'variable'
  | 'definition'
  | 'dialog'
  | 'story'
  | 'block'
  | 'scene'
  | 'map'
  | 'mapLayer'
  | 'mapFeature';

/** Archive ids to new ones. `declare` gives an archived entity its new id; `find` follows a reference. */
export class IdMap {
  private readonly maps = new Map<IdKind, Map<string, string>>();

  declare(kind: IdKind, oldId: string): string {
    const map = this.kind(kind);
    if (map.has(oldId)) throw new Error(`${kind} ${oldId} twice`);
    const id = crypto.randomUUID();
    map.set(oldId, id);
    return id;
  }

  find(kind: IdKind, oldId: string): string | undefined {
    return this.kind(kind).get(oldId);
  }

  private kind(kind: IdKind): Map<string, string> {
    let map = this.maps.get(kind);
    if (!map) {
      map = new Map();
      this.maps.set(kind, map);
    }
    return map;
  }
}

/**
 * Document contents with mentions and pictures pointing at the new ids. A
 * reference to something the archive does not hold stays as it was: the
 * editor shows it as a mention or picture that no longer exists, as it did
 * before the export.
 */
export function rewireContents(node: RichNode, ids: IdMap): RichNode {
  const attrs = node.attrs ? { ...node.attrs } : undefined;
  if (attrs && node.type === 'mention' && typeof attrs['id'] === 'string')
    attrs['id'] = ids.find('document', attrs['id']) ?? attrs['id'];
  if (attrs && node.type === worldImageType && typeof attrs['imageId'] === 'string') {
    attrs['imageId'] = ids.find('image', attrs['imageId']) ?? attrs['imageId'];
  }
  return {
    ...node,
    ...(attrs ? { attrs } : {}),
    ...(node.content ? { content: node.content.map((child) => rewireContents(child, ids)) } : {}),
  };
}

/**
 * A dialog graph naming the new speakers, variables and fields. A reference
 * to something the archive lacks is dropped the way the server drops it when
 * that thing is deleted (a speaker becomes none; an assignment, condition or
 * field value goes); `dropped` counts them.
 */
export function rewireGraph(
  graph: DialogGraph,
  ids: IdMap,
): { graph: DialogGraph; dropped: number } {
  let dropped = 0;
  const keep = <T>(
    items: T[],
    idOf: (item: T) => string,
    kind: IdKind,
    set: (item: T, id: string) => T,
  ): T[] =>
    items.flatMap((item) => {
      const id = ids.find(kind, idOf(item));
      if (id === undefined) {
        dropped += 1;
        return [];
      }
      return [set(item, id)];
    });
  const nodes = graph.nodes.map((node) => {
    const speakerId =
      node.speakerId === null ? null : (ids.find('document', node.speakerId) ?? null);
    if (node.speakerId !== null && speakerId === null) dropped += 1;
    return {
      ...node,
      speakerId,
      meta: keep(
        node.meta,
        (field) => field.schemaId,
        'definition',
        (field, schemaId) => ({ ...field, schemaId }),
      ),
      onEnter: keep(
        node.onEnter,
        (step) => step.variableId,
        'variable',
        (step, variableId) => ({ ...step, variableId }),
      ),
      choices: node.choices.map((choice) => ({
        ...choice,
        conditions: keep(
          choice.conditions,
          (condition) => condition.variableId,
          'variable',
          (condition, variableId) => ({
            ...condition,
            variableId,
          }),
        ),
      })),
    };
  });
  return { graph: { ...graph, nodes }, dropped };
}
