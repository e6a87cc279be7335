import type { LayoutAlgorithm } from '../../../lib/elk-layout';
import type { GraphFilters } from './graph-view';

/** The graph's view as kept in the address, so a link (from a document's Connections tab, say) reproduces it. */
export interface GraphParams extends GraphFilters {
  focus: string | null;
  hops: number;
  layout: LayoutAlgorithm;
}

const layouts: readonly LayoutAlgorithm[] = ['layered', 'stress', 'radial'];
const list = (value: string | null) => (value ? value.split(',').filter(Boolean) : []);

export function readGraphParams(params: URLSearchParams): GraphParams {
  const hops = Number(params.get('hops'));
  const layout = params.get('layout') as LayoutAlgorithm | null;
  return {
    focus: params.get('focus'),
    hops: Number.isInteger(hops) && hops >= 1 && hops <= 3 ? hops : 1,
    layout: layout && layouts.includes(layout) ? layout : 'layered',
    typeIds: list(params.get('types')),
    tagIds: list(params.get('tags')),
    documentTypes: list(params.get('doctypes')),
  };
}

const names: Record<keyof GraphParams, string> = {
  focus: 'focus',
  hops: 'hops',
  layout: 'layout',
  typeIds: 'types',
  tagIds: 'tags',
  documentTypes: 'doctypes',
};

/** The address with `change` applied; defaults are left out and other parameters (`view`) kept. */
export function writeGraphParams(
  params: URLSearchParams,
  change: Partial<GraphParams>,
): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const [field, value] of Object.entries(change) as [
    keyof GraphParams,
    GraphParams[keyof GraphParams],
  ][]) {
    const text = Array.isArray(value) ? value.join(',') : value === null ? '' : String(value);
    const isDefault = text === '' || (field === 'layout' && text === 'layered');
    if (isDefault) next.delete(names[field]);
    else next.set(names[field], text);
  }
  return next;
}

/** How many filters narrow the graph (relation types, tags, document types, a focus), for the phone's Filters button. */
export function activeFilterCount(params: GraphParams): number {
  return [
    params.typeIds.length > 0,
    params.tagIds.length > 0,
    params.documentTypes.length > 0,
    params.focus !== null,
  ].filter(Boolean).length;
}
