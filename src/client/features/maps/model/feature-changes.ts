import type { MapFeature } from '../../../../shared/schemas/map';

/** What about a place someone else may have changed, in the order a conflict lists it. */
export const featureChangeKinds = [
  'shape',
  'name',
  'document',
  'description',
  'look',
  'layer',
  'dates',
  'links',
] as const;
export type FeatureChangeKind = (typeof featureChangeKinds)[number];

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** Which parts of a place differ between the version one had and a newer one. */
export function featureChanges(before: MapFeature, after: MapFeature): FeatureChangeKind[] {
  const differs: Record<FeatureChangeKind, boolean> = {
    shape: !same(before.geometry, after.geometry),
    name: before.name !== after.name,
    document: before.documentId !== after.documentId,
    description: before.description !== after.description,
    look: before.color !== after.color || before.icon !== after.icon,
    layer: before.layerId !== after.layerId,
    dates: !same(before.from, after.from) || !same(before.until, after.until),
    links: before.childMapId !== after.childMapId || before.eventId !== after.eventId,
  };
  return featureChangeKinds.filter((kind) => differs[kind]);
}
