// @vitest-environment node
import type { TFunction } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { catalogueTranslators } from '../../../../../tests/kits/client/translators';
import { flowNodes } from './flow-elements';
import { documentNodeAriaLabels } from './node-aria-label';
import type { VisibleGraph } from './graph-view';

let en: TFunction;
let ru: TFunction;

beforeAll(async () => {
  ({ en, ru } = await catalogueTranslators());
});

const node = (id: string, name: string, type: 'character' | 'location') => ({
  id,
  name,
  type,
  tagIds: [],
  thumbUrl: null,
});
const edge = (id: string, source: string, target: string) => ({
  id,
  typeId: 'ally',
  source,
  target,
  label: '',
});
const visible: VisibleGraph = {
  nodes: [
    node('oro', 'Oro', 'character'),
    node('hale', 'Hale', 'character'),
    node('reef', 'The Reef', 'location'),
  ],
  edges: [edge('1', 'oro', 'hale'), edge('2', 'oro', 'reef'), edge('3', 'reef', 'reef')],
};

describe('documentNodeAriaLabels', () => {
  it('names each document with its type and the shown relations it takes part in', () => {
    const labels = documentNodeAriaLabels(en, visible);
    expect(labels.get('oro')).toBe('Oro, Character, 2 relations');
    expect(labels.get('hale')).toBe('Hale, Character, 1 relation');
    expect(labels.get('reef')).toBe('The Reef, Location, 2 relations');
  });

  it('speaks Russian with its plural forms', () => {
    const labels = documentNodeAriaLabels(ru, {
      nodes: visible.nodes,
      edges: [1, 2, 3, 4, 5].map((n) => edge(String(n), 'oro', `x${n}`)),
    });
    expect(labels.get('oro')).toMatch(/^Oro, .+, 5 связей$/);
    expect(documentNodeAriaLabels(ru, visible).get('hale')).toMatch(/^Hale, .+, 1 связь$/);
  });

  it('goes on the React Flow nodes, falling back to the name', () => {
    const nodes = flowNodes(
      visible,
      new Map(),
      new Map(),
      null,
      documentNodeAriaLabels(en, visible),
    );
    expect(nodes.map((flowNode) => flowNode.ariaLabel)).toEqual([
      'Oro, Character, 2 relations',
      'Hale, Character, 1 relation',
      'The Reef, Location, 2 relations',
    ]);
    expect(flowNodes(visible, new Map(), new Map(), null)[0]?.ariaLabel).toBe('Oro');
  });
});
