import type { MapPinIcon } from '../../../../../shared/schemas/map';

/**
 * The outlines of the pin icons as SVG path data on a 24 px box, stroked 2 px
 * wide: Tabler Icons (MIT, the set the rest of the app uses), copied so that
 * the canvas can draw them with Path2D at once, without loading an image.
 * The comment after each names the Tabler icon.
 */
export const pinGlyphs: Record<MapPinIcon, readonly string[]> = {
  pin: [
    'M9 11a3 3 0 1 0 6 0a3 3 0 0 0 -6 0',
    'M17.657 16.657l-4.243 4.243a2 2 0 0 1 -2.827 0l-4.244 -4.243a8 8 0 1 1 11.314 0',
  ], // map-pin
  label: [
    'M6.5 7.5a1 1 0 1 0 2 0a1 1 0 1 0 -2 0',
    'M3 6v5.172a2 2 0 0 0 .586 1.414l7.71 7.71a2.41 2.41 0 0 0 3.408 0l5.592 -5.592a2.41 2.41 0 0 0 0 -3.408l-7.71 -7.71a2 2 0 0 0 -1.414 -.586h-5.172a3 3 0 0 0 -3 3',
  ], // tag
  city: [
    'M4 21v-15c0 -1 1 -2 2 -2h5c1 0 2 1 2 2v15',
    'M16 8h2c1 0 2 1 2 2v11',
    'M3 21h18',
    'M10 12v.01',
    'M10 16v.01',
    'M10 8v.01',
    'M7 12v.01',
    'M7 16v.01',
    'M7 8v.01',
    'M17 12v.01',
    'M17 16v.01',
  ], // buildings
  castle: [
    'M15 19v-2a3 3 0 0 0 -6 0v2a1 1 0 0 1 -1 1h-4a1 1 0 0 1 -1 -1v-14h4v3h3v-3h4v3h3v-3h4v14a1 1 0 0 1 -1 1h-4a1 1 0 0 1 -1 -1',
    'M3 11l18 0',
  ], // building-castle
  village: [
    'M5 12l-2 0l9 -9l9 9l-2 0',
    'M5 12v7a2 2 0 0 0 2 2h10a2 2 0 0 0 2 -2v-7',
    'M9 21v-6a2 2 0 0 1 2 -2h2a2 2 0 0 1 2 2v6',
  ], // home
  mountain: [
    'M3 20h18l-6.921 -14.612a2.3 2.3 0 0 0 -4.158 0l-6.921 14.612',
    'M7.5 11l2 2.5l2.5 -2.5l2 3l2.5 -2',
  ], // mountain
  forest: [
    'M16 5l3 3l-2 1l4 4l-3 1l4 4h-9',
    'M15 21l0 -3',
    'M8 13l-2 -2',
    'M8 12l2 -2',
    'M8 21v-13',
    'M5.824 16a3 3 0 0 1 -2.743 -3.69a3 3 0 0 1 .304 -4.833a3 3 0 0 1 4.615 -3.707a3 3 0 0 1 4.614 3.707a3 3 0 0 1 .305 4.833a3 3 0 0 1 -2.919 3.695h-4l-.176 -.005',
  ], // trees
  water: [
    'M3 7c3 -2 6 -2 9 0s6 2 9 0',
    'M3 17c3 -2 6 -2 9 0s6 2 9 0',
    'M3 12c3 -2 6 -2 9 0s6 2 9 0',
  ], // ripple
  ruin: [
    'M4 6h2',
    'M4 10h5.5',
    'M4 14h5.5',
    'M4 18h5.5',
    'M14.5 6h5.5',
    'M14.5 10h5.5',
    'M18 14h2',
    'M14.5 18h3.5',
    'M3 3l18 18',
  ], // columns-off
  battle: [
    'M21 3v5l-11 9l-4 4l-3 -3l4 -4l9 -11l5 0',
    'M5 13l6 6',
    'M14.32 17.32l3.68 3.68l3 -3l-3.365 -3.365',
    'M10 5.5l-2 -2.5h-5v5l3 2.5',
  ], // swords
  port: ['M12 9v12m-8 -8a8 8 0 0 0 16 0m1 0h-2m-14 0h-2', 'M9 6a3 3 0 1 0 6 0a3 3 0 1 0 -6 0'], // anchor
  temple: [
    'M3 21l18 0',
    'M10 21v-4a2 2 0 0 1 4 0v4',
    'M10 5l4 0',
    'M12 3l0 5',
    'M6 21v-7m-2 2l8 -8l8 8m-2 -2v7',
  ], // building-church
  cave: [
    'M5 21h14a2 2 0 0 0 2 -2v-7a9 9 0 0 0 -18 0v7a2 2 0 0 0 2 2',
    'M8 21v-9a4 4 0 1 1 8 0v9',
    'M3 17h4',
    'M17 17h4',
    'M21 12h-4',
    'M7 12h-4',
    'M12 3v5',
    'M6 6l3 3',
    'M15 9l3 -3l-3 3',
  ], // building-tunnel
  star: [
    'M12 17.75l-6.172 3.245l1.179 -6.873l-5 -4.867l6.9 -1l3.086 -6.253l3.086 6.253l6.9 1l-5 4.867l1.179 6.873l-6.158 -3.245',
  ], // star
  skull: [
    'M12 4c4.418 0 8 3.358 8 7.5c0 1.901 -.755 3.637 -2 4.96l0 2.54a1 1 0 0 1 -1 1h-10a1 1 0 0 1 -1 -1v-2.54c-1.245 -1.322 -2 -3.058 -2 -4.96c0 -4.142 3.582 -7.5 8 -7.5',
    'M10 17v3',
    'M14 17v3',
    'M8 11a1 1 0 1 0 2 0a1 1 0 1 0 -2 0',
    'M14 11a1 1 0 1 0 2 0a1 1 0 1 0 -2 0',
  ], // skull
  flag: ['M5 5a5 5 0 0 1 7 0a5 5 0 0 0 7 0v9a5 5 0 0 1 -7 0a5 5 0 0 0 -7 0v-9', 'M5 21v-7'], // flag
};
