/**
 * `npx tsx scripts/demo/make-demo-maps.ts`: draws the demo world's two maps
 * (the Shattered Isles, 4096 × 3072, and the port of Saltmere, 2048 × 1536)
 * as SVG, renders them to WebP with sharp, and writes the map rows that sit
 * on them (maps, layers, pins, regions, paths) into the demo archive. The
 * coastlines and the rows come from one set of figures, so a pin stays on
 * its island when either changes. Deterministic: run twice, same files.
 */
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { demoArchiveFolder, demoRowsFolder } from '../../src/server/commands/demo/demo-archive';
import type { ArchiveRow } from '../../src/shared/transfer/world-archive';
import type { DateParts } from '../../src/shared/calendar/calendar-config';
import { mapGeometryProblem, type MapPoint } from '../../src/shared/maps/map-geometry';

const folder = path.resolve(demoArchiveFolder);
const at = '2026-11-27T11:28:00.000Z';
const by = { createdBy: 'demo', updatedBy: 'demo', createdAt: at, updatedAt: at };

const documents = {
  saltmere: 'f0e00882-936a-4de1-a621-c12481fe53a5',
  outerReefs: 'd25fb3a2-e510-40eb-98ba-00adb600eb6e',
  tidewardens: '7ae0b719-f948-4d94-b7cf-a5f3e170af12',
  cinderChoir: 'a4ab8786-b9b6-4b28-b04b-a339998c6d85',
  drownedBell: '72a77a77-0bbb-4e35-96f5-b348bcecb024',
  reefSerpent: '95727836-0dc7-4099-95ca-b979baaae260',
  mira: 'd095effe-4860-4d8e-bdb0-0498b52f6a2c',
  oro: '287eddb4-9a43-4747-86dd-ce1e92026529',
  sable: 'b1baa819-f9c3-4cbd-89ab-232e6137e93f',
  gullwing: '1510ab80-c35b-4af2-bbd5-84e6b26e4a0f',
  lantern: '93e2b30a-aee7-4ac3-8b99-5d569f77c148',
};

const ids = {
  isles: '6b1f0c52-3d1e-4c0a-9a61-0d5c9b1e7a01',
  city: '6b1f0c52-3d1e-4c0a-9a61-0d5c9b1e7a02',
  gmLayer: '6b1f0c52-3d1e-4c0a-9a61-0d5c9b1e7b01',
  routesLayer: '6b1f0c52-3d1e-4c0a-9a61-0d5c9b1e7b02',
  feature: (n: number) => `6b1f0c52-3d1e-4c0a-9a61-0d5c9b1e7c${String(n).padStart(2, '0')}`,
};

/** The end of the Wardens' schism (a timeline event): the Dominion breaks, the League begins. */
const schismEnds: DateParts = { year: 963, month: 3, day: 3, hour: 0, minute: 0, second: 0 };

// ── Drawing helpers ─────────────────────────────────────────────────────────

/** A small deterministic generator, so the coastlines are the same at every run. */
function random(seed: number): () => number {
  // mulberry32
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32;
  };
}

/** An island's coastline: a wobbly closed outline around a centre (a star shape, so it never crosses itself). */
function coast(
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  seed: number,
  points = 120,
): MapPoint[] {
  const next = random(seed);
  const phases = [next(), next(), next(), next()].map((value) => value * Math.PI * 2);
  return Array.from({ length: points }, (_, index) => {
    const angle = (index / points) * Math.PI * 2;
    const wobble =
      1 +
      0.16 * Math.sin(3 * angle + phases[0]!) +
      0.09 * Math.sin(7 * angle + phases[1]!) +
      0.05 * Math.sin(13 * angle + phases[2]!) +
      0.025 * Math.sin(29 * angle + phases[3]!);
    return [
      Math.round(cx + Math.cos(angle) * rx * wobble),
      Math.round(cy + Math.sin(angle) * ry * wobble),
    ];
  });
}

const polygon = (points: MapPoint[], attrs: string) =>
  `<polygon points="${points.map(([x, y]) => `${x},${y}`).join(' ')}" ${attrs}/>`;
const polyline = (points: MapPoint[], attrs: string) =>
  `<polyline points="${points.map(([x, y]) => `${x},${y}`).join(' ')}" fill="none" ${attrs}/>`;
const label = (x: number, y: number, text: string, size: number, attrs = '') =>
  `<text x="${x}" y="${y}" font-family="DejaVu Serif, serif" font-size="${size}" text-anchor="middle" ${attrs}>${text}</text>`;

function island(outline: MapPoint[], shrink: (p: MapPoint) => MapPoint): string {
  return [
    polygon(outline, 'fill="#e8d9a8" stroke="#5b4a2a" stroke-width="6"'),
    polygon(outline.map(shrink), 'fill="#8fae6b"'),
  ].join('');
}

function towards(cx: number, cy: number, factor: number) {
  return ([x, y]: MapPoint): MapPoint => [
    Math.round(cx + (x - cx) * factor),
    Math.round(cy + (y - cy) * factor),
  ];
}

function mountains(spots: MapPoint[]): string {
  return spots
    .map(
      ([x, y]) =>
        `<path d="M${x - 60},${y + 40} L${x},${y - 60} L${x + 60},${y + 40} Z" fill="#7a6a55" stroke="#4a3d2c" stroke-width="5"/>`,
    )
    .join('');
}

// ── The Shattered Isles ─────────────────────────────────────────────────────

const isles = { width: 4096, height: 3072 };
const saltmereIsle = coast(1350, 1550, 720, 620, 11);
const emberIsle = coast(2950, 1050, 480, 380, 23);
const bellIsle = coast(2750, 2350, 360, 300, 37);
const reefs = [coast(3650, 2650, 120, 70, 41, 40), coast(3820, 2480, 90, 60, 43, 40)];

/** The Tidewarden Dominion before the schism: Saltmere Isle and Ember Isle with the strait. */
const dominion: MapPoint[] = [
  [520, 1000],
  [1500, 780],
  [2500, 560],
  [3500, 620],
  [3560, 1500],
  [2400, 1700],
  [2150, 2300],
  [1300, 2350],
  [560, 2150],
];
/** The Saltmere League after it: Saltmere Isle alone. */
const league: MapPoint[] = [
  [560, 1050],
  [1400, 850],
  [2150, 1000],
  [2200, 1900],
  [1800, 2300],
  [900, 2300],
  [560, 2000],
];
const saltRoad: MapPoint[] = [
  [1700, 1300],
  [2100, 1150],
  [2500, 1050],
  [2700, 1100],
  [3150, 1500],
  [3300, 2000],
  [3550, 2450],
];

function islesSvg(): string {
  const next = random(100);
  const waves = Array.from({ length: 60 }, () => {
    const x = Math.round(next() * isles.width);
    const y = Math.round(next() * isles.height);
    return `<path d="M${x},${y} q30,-20 60,0 t60,0" fill="none" stroke="#4f8db0" stroke-width="5"/>`;
  }).join('');
  const shrinkOf = (cx: number, cy: number) => towards(cx, cy, 0.86);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${isles.width}" height="${isles.height}">
  <defs><linearGradient id="sea" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="#2d6f93"/><stop offset="1" stop-color="#1c4b68"/>
  </linearGradient></defs>
  <rect width="100%" height="100%" fill="url(#sea)"/>
  ${waves}
  ${island(saltmereIsle, shrinkOf(1350, 1550))}
  ${island(emberIsle, shrinkOf(2950, 1050))}
  ${island(bellIsle, shrinkOf(2750, 2350))}
  ${reefs.map((reef) => polygon(reef, 'fill="#c9b98a" stroke="#5b4a2a" stroke-width="4"')).join('')}
  ${mountains([
    [1100, 1400],
    [1230, 1330],
    [1180, 1520],
    [3000, 980],
    [3120, 1060],
  ])}
  <circle cx="1700" cy="1300" r="34" fill="#8c2f1b" stroke="#3a1a10" stroke-width="6"/>
  ${label(1700, 1230, 'Saltmere', 72, 'fill="#2a1d10" font-weight="bold"')}
  ${label(1300, 1900, 'SALTMERE ISLE', 84, 'fill="#3b4a25" letter-spacing="12"')}
  ${label(2950, 1200, 'EMBER ISLE', 64, 'fill="#3b4a25" letter-spacing="10"')}
  ${label(2750, 2450, 'BELL ISLE', 56, 'fill="#3b4a25" letter-spacing="8"')}
  ${label(3700, 2820, 'The Outer Reefs', 64, 'fill="#e9f1f5" font-style="italic"')}
  ${label(2250, 2800, 'The Drowned Deep', 64, 'fill="#b8d3e2" font-style="italic"')}
  ${label(2048, 200, 'THE SHATTERED ISLES', 140, 'fill="#e9f1f5" letter-spacing="24"')}
  <g transform="translate(3750,380)" stroke="#e9f1f5" stroke-width="6" fill="none">
    <circle r="150"/><path d="M0,-190 L30,0 L0,190 L-30,0 Z" fill="#e9f1f5"/>
    <path d="M-190,0 L190,0"/>
  </g>
  ${label(3750, 170, 'N', 64, 'fill="#e9f1f5"')}
  <g transform="translate(300,2900)" fill="#e9f1f5">
    <rect width="500" height="20"/><rect x="0" width="250" height="20" fill="#1c4b68" stroke="#e9f1f5" stroke-width="4"/>
  </g>
  ${label(550, 2880, '25 leagues', 48, 'fill="#e9f1f5"')}
</svg>`;
}

// ── The port of Saltmere ────────────────────────────────────────────────────

const city = { width: 2048, height: 1536 };
const harbourWall: MapPoint[] = [
  [980, 1536],
  [960, 1260],
  [1100, 1120],
  [1380, 1080],
  [1560, 1180],
];

function citySvg(): string {
  const streets: MapPoint[][] = [
    [
      [200, 300],
      [900, 520],
      [1500, 400],
      [1900, 250],
    ],
    [
      [300, 900],
      [800, 760],
      [900, 520],
    ],
    [
      [800, 760],
      [1200, 900],
      [1700, 820],
    ],
  ];
  const next = random(500);
  const houses = Array.from({ length: 90 }, () => {
    const x = Math.round(150 + next() * 1650);
    const y = Math.round(150 + next() * 750);
    const w = Math.round(40 + next() * 50);
    const h = Math.round(30 + next() * 40);
    return `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="#b5654a" stroke="#5b2c1e" stroke-width="3"/>`;
  }).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${city.width}" height="${city.height}">
  <rect width="100%" height="100%" fill="#e3d3a4"/>
  <path d="M0,1050 C400,980 700,1100 1000,1000 S1700,950 2048,1000 L2048,1536 L0,1536 Z" fill="#2d6f93"/>
  ${houses}
  ${streets.map((street) => polyline(street, 'stroke="#f4ead0" stroke-width="26"')).join('')}
  ${polyline(harbourWall, 'stroke="#6d6a66" stroke-width="30"')}
  <rect x="1250" y="1160" width="160" height="50" fill="#7a4b2a" stroke="#3a2414" stroke-width="4"/>
  <circle cx="1050" cy="400" r="60" fill="#c9c1b0" stroke="#4a4030" stroke-width="8"/>
  <rect x="500" y="560" width="180" height="120" fill="#55708a" stroke="#2a3a4a" stroke-width="6"/>
  ${label(1024, 120, 'THE PORT OF SALTMERE', 80, 'fill="#3a2414" letter-spacing="14"')}
  ${label(1050, 320, 'Bell tower', 40, 'fill="#3a2414"')}
  ${label(590, 720, 'Warden hall', 40, 'fill="#2a3a4a"')}
  ${label(1330, 1260, 'Gullwing berth', 40, 'fill="#e9f1f5"')}
  ${label(700, 1350, 'Old harbour', 56, 'fill="#e9f1f5" font-style="italic"')}
</svg>`;
}

// ── Rows ────────────────────────────────────────────────────────────────────

type Feature = ArchiveRow<'mapFeatures'>;
let featureCount = 0;
function feature(fields: Partial<Feature> & Pick<Feature, 'mapId' | 'geometry' | 'name'>): Feature {
  featureCount += 1;
  return {
    id: ids.feature(featureCount),
    layerId: null,
    description: '',
    documentId: null,
    childMapId: null,
    eventId: null,
    color: null,
    icon: null,
    from: null,
    until: null,
    version: 1,
    ...by,
    ...fields,
  };
}

const pin = (point: MapPoint) => ({ kind: 'pin' as const, point });

function rows() {
  const saltmerePin = feature({
    mapId: ids.isles,
    geometry: pin([1700, 1300]),
    name: '',
    documentId: documents.saltmere,
    childMapId: ids.city,
    icon: 'city',
    description: 'The harbour town; open it for its streets.',
  });
  const features: Feature[] = [
    saltmerePin,
    feature({
      mapId: ids.isles,
      geometry: pin([3700, 2600]),
      name: '',
      documentId: documents.outerReefs,
      icon: 'water',
    }),
    feature({
      mapId: ids.isles,
      geometry: pin([1150, 1150]),
      name: 'Warden keep',
      documentId: documents.tidewardens,
      icon: 'castle',
    }),
    feature({
      mapId: ids.isles,
      geometry: pin([3050, 900]),
      name: 'Choir hall',
      documentId: documents.cinderChoir,
      icon: 'temple',
    }),
    feature({
      mapId: ids.isles,
      geometry: pin([2250, 2700]),
      name: 'Where the bell tolls',
      documentId: documents.drownedBell,
      icon: 'ruin',
    }),
    feature({
      mapId: ids.isles,
      geometry: pin([3400, 2250]),
      name: 'Serpent sighted',
      documentId: documents.reefSerpent,
      icon: 'skull',
    }),
    feature({
      mapId: ids.isles,
      geometry: pin([980, 1900]),
      name: "Mira's lighthouse",
      documentId: documents.mira,
      icon: 'star',
    }),
    feature({
      mapId: ids.isles,
      geometry: { kind: 'region', points: dominion },
      name: 'Tidewarden Dominion',
      documentId: documents.tidewardens,
      color: '#3b6fb6',
      until: schismEnds,
      description: 'Both isles answered to the Wardens until the schism.',
    }),
    feature({
      mapId: ids.isles,
      geometry: { kind: 'region', points: league },
      name: 'Saltmere League',
      documentId: documents.saltmere,
      color: '#b6553b',
      from: schismEnds,
      description: 'What Saltmere kept when the Wardens split.',
    }),
    feature({
      mapId: ids.isles,
      layerId: ids.routesLayer,
      geometry: { kind: 'path', points: saltRoad },
      name: 'The Salt Road',
      color: '#f2c14e',
      description: 'The salvagers’ trade route from Saltmere to the Outer Reefs.',
    }),
    feature({
      mapId: ids.isles,
      layerId: ids.gmLayer,
      geometry: pin([2800, 2300]),
      name: 'Where the Lantern really lies',
      documentId: documents.lantern,
      icon: 'star',
      description:
        'GM: under the bell tower of Bell Isle, not in the Deep Vault. Reveal in act three.',
    }),
    feature({
      mapId: ids.city,
      geometry: pin([1330, 1185]),
      name: 'Gullwing berth',
      documentId: documents.gullwing,
      icon: 'port',
    }),
    feature({
      mapId: ids.city,
      geometry: pin([590, 620]),
      name: 'Warden hall',
      documentId: documents.tidewardens,
      icon: 'castle',
    }),
    feature({
      mapId: ids.city,
      geometry: pin([1050, 400]),
      name: 'Bell tower',
      documentId: documents.drownedBell,
      icon: 'temple',
    }),
    feature({
      mapId: ids.city,
      geometry: pin([300, 880]),
      name: "Widow Sable's house",
      documentId: documents.sable,
      icon: 'village',
    }),
    feature({
      mapId: ids.city,
      geometry: pin([1450, 1150]),
      name: "Oro's tavern table",
      documentId: documents.oro,
      icon: 'flag',
    }),
    feature({
      mapId: ids.city,
      geometry: { kind: 'path', points: harbourWall },
      name: 'The great harbour wall',
      color: '#6d6a66',
      from: { year: 541, month: 8, day: 28, hour: 0, minute: 0, second: 0 },
    }),
  ];
  for (const item of features)
    if (item.geometry.kind !== 'pin') {
      const problem = mapGeometryProblem(item.geometry.kind, item.geometry.points);
      if (problem) throw new Error(`${item.name}: ${problem}`);
    }
  const maps: ArchiveRow<'maps'>[] = [
    {
      id: ids.isles,
      name: 'The Shattered Isles',
      description: 'The isles after the Shattering, with the borders of their ages.',
      parentMapId: null,
      parentPinId: null,
      picture: `maps/${ids.isles}.webp`,
      ...isles,
      scale: { unitsPerPixel: 0.1, unit: 'leagues' },
      version: 1,
      ...by,
    },
    {
      id: ids.city,
      name: 'Saltmere',
      description: 'The port town of Saltmere and its harbour.',
      parentMapId: ids.isles,
      parentPinId: saltmerePin.id,
      picture: `maps/${ids.city}.webp`,
      ...city,
      scale: { unitsPerPixel: 1, unit: 'm' },
      version: 1,
      ...by,
    },
  ];
  const layers: ArchiveRow<'mapLayers'>[] = [
    {
      id: ids.routesLayer,
      mapId: ids.isles,
      name: 'Trade routes',
      position: 0,
      secret: false,
      visible: true,
      version: 1,
      createdAt: at,
      updatedAt: at,
    },
    {
      id: ids.gmLayer,
      mapId: ids.isles,
      name: 'GM notes',
      position: 1,
      secret: true,
      visible: true,
      version: 1,
      createdAt: at,
      updatedAt: at,
    },
  ];
  return { maps, layers, features };
}

async function main(): Promise<void> {
  await fs.promises.mkdir(path.join(folder, 'maps'), { recursive: true });
  for (const [id, svg] of [
    [ids.isles, islesSvg()],
    [ids.city, citySvg()],
  ] as const) {
    const file = path.join(folder, 'maps', `${id}.webp`);
    await sharp(Buffer.from(svg)).webp({ quality: 60, effort: 6 }).toFile(file);
    console.log(`${file}: ${(await fs.promises.stat(file)).size} bytes`);
  }
  const { maps, layers, features } = rows();
  const write = (name: string, list: unknown[]) =>
    fs.promises.writeFile(
      path.join(folder, demoRowsFolder, name),
      `${JSON.stringify(list, null, 2)}\n`,
    );
  await write('maps.json', maps);
  await write('map-layers.json', layers);
  await write('map-features.json', features);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
