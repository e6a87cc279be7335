/**
 * What a click on the map does: select (and open, and edit the selected
 * feature), place a pin, draw a region or a path, measure, or draw the
 * reference line of the map's scale.
 */
export const mapTools = ['select', 'pin', 'region', 'path', 'measure', 'scale'] as const;
export type MapTool = (typeof mapTools)[number];

/** Tools that add to the map, for those who may edit it. */
export const drawingTools: readonly MapTool[] = ['pin', 'region', 'path'];
