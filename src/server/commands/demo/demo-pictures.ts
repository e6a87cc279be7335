import sharp from 'sharp';

/**
 * Pictures for the demo world, drawn here as SVG and rendered to PNG with
 * sharp: gradients and shapes only, no text (nothing to translate, no font to
 * ship), and no file in the repository.
 */
export type DemoPicture = 'chart' | 'moonfall' | 'lantern' | 'serpent' | 'sigil' | 'ship' | 'bell';

const width = 960;
const height = 600;

function frame(defs: string, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><defs>${defs}</defs>${body}</svg>`;
}

function linear(id: string, stops: [offset: number, colour: string][], vertical = true): string {
  const direction = vertical ? 'x1="0" y1="0" x2="0" y2="1"' : 'x1="0" y1="0" x2="1" y2="0"';
  return `<linearGradient id="${id}" ${direction}>${stops.map(([offset, colour]) => `<stop offset="${offset}" stop-color="${colour}"/>`).join('')}</linearGradient>`;
}

function radial(id: string, stops: [offset: number, colour: string, opacity?: number][]): string {
  return `<radialGradient id="${id}">${stops
    .map(
      ([offset, colour, opacity = 1]) =>
        `<stop offset="${offset}" stop-color="${colour}" stop-opacity="${opacity}"/>`,
    )
    .join('')}</radialGradient>`;
}

/** Rolling waves from `top` down, each row darker. */
function waves(top: number, colours: string[]): string {
  return colours
    .map((colour, row) => {
      const y = top + row * 40;
      let path = `M0 ${y}`;
      for (let x = 0; x <= width; x += 80) path += ` Q${x + 40} ${y - 18} ${x + 80} ${y}`;
      return `<path d="${path} L${width} ${height} L0 ${height} Z" fill="${colour}"/>`;
    })
    .join('');
}

const pictures: Record<DemoPicture, () => string> = {
  chart: () =>
    frame(
      linear('sea', [
        [0, '#0b3954'],
        [1, '#087e8b'],
      ]),
      `<rect width="${width}" height="${height}" fill="url(#sea)"/>` +
        [
          [220, 210, 120, 70, -20],
          [430, 330, 90, 60, 15],
          [640, 190, 140, 80, 8],
          [760, 420, 70, 40, -10],
          [300, 450, 60, 35, 30],
        ]
          .map(
            ([x, y, rx, ry, turn]) =>
              `<g transform="rotate(${turn} ${x} ${y})"><ellipse cx="${x}" cy="${y}" rx="${(rx ?? 0) + 14}" ry="${(ry ?? 0) + 10}" fill="#5fa8a0" opacity="0.5"/><ellipse cx="${x}" cy="${y}" rx="${rx}" ry="${ry}" fill="#d9c59a"/><ellipse cx="${x}" cy="${y}" rx="${(rx ?? 0) * 0.45}" ry="${(ry ?? 0) * 0.4}" fill="#7a9a55"/></g>`,
          )
          .join('') +
        `<g stroke="#f2e8cf" stroke-width="2" opacity="0.6"><circle cx="860" cy="100" r="50" fill="none"/><path d="M860 40 L860 160 M800 100 L920 100"/></g>` +
        `<path d="M220 210 Q330 280 430 330 T640 190" stroke="#f2e8cf" stroke-width="3" stroke-dasharray="10 10" fill="none"/>`,
    ),
  moonfall: () =>
    frame(
      linear('sky', [
        [0, '#0d0221'],
        [0.6, '#261447'],
        [1, '#541388'],
      ]) +
        radial('glow', [
          [0, '#fff6d5'],
          [0.35, '#ffd166', 0.9],
          [1, '#ffd166', 0],
        ]),
      `<rect width="${width}" height="${height}" fill="url(#sky)"/>` +
        Array.from({ length: 60 }, (_, index) => {
          const x = (index * 151) % width;
          const y = (index * 83) % 320;
          return `<circle cx="${x}" cy="${y}" r="${1 + (index % 3)}" fill="#ffffff" opacity="${0.3 + (index % 5) / 10}"/>`;
        }).join('') +
        `<path d="M120 40 L560 300" stroke="#ffd166" stroke-width="26" stroke-linecap="round" opacity="0.25"/>` +
        `<circle cx="600" cy="320" r="200" fill="url(#glow)"/><circle cx="600" cy="320" r="90" fill="#fff3c4"/>` +
        waves(420, ['#2c0e5e', '#1f0a45', '#14072e', '#0b0419']),
    ),
  lantern: () =>
    frame(
      radial('fire', [
        [0, '#fff1a8'],
        [0.3, '#ff9f1c'],
        [0.7, '#e4572e', 0.6],
        [1, '#1b1b1e', 0],
      ]) +
        linear('night', [
          [0, '#1b1b1e'],
          [1, '#3a2e39'],
        ]),
      `<rect width="${width}" height="${height}" fill="url(#night)"/>` +
        `<circle cx="480" cy="300" r="260" fill="url(#fire)"/>` +
        `<path d="M430 170 L530 170 L560 230 L400 230 Z" fill="#2d2a32"/>` +
        `<rect x="410" y="230" width="140" height="190" rx="16" fill="none" stroke="#2d2a32" stroke-width="14"/>` +
        `<path d="M480 260 Q520 320 480 390 Q440 320 480 260 Z" fill="#fff6d5"/>` +
        `<path d="M400 420 L560 420 L540 460 L420 460 Z" fill="#2d2a32"/>` +
        `<path d="M480 170 L480 120 M460 120 Q480 90 500 120" stroke="#2d2a32" stroke-width="8" fill="none"/>`,
    ),
  serpent: () =>
    frame(
      linear('water', [
        [0, '#52b69a'],
        [1, '#184e77'],
      ]),
      `<rect width="${width}" height="${height}" fill="url(#water)"/>` +
        `<path d="M40 380 C160 220 260 520 380 360 S600 200 700 340 S860 460 930 300" stroke="#e9f5db" stroke-width="46" fill="none" stroke-linecap="round" opacity="0.9"/>` +
        `<path d="M40 380 C160 220 260 520 380 360 S600 200 700 340 S860 460 930 300" stroke="#95d5b2" stroke-width="18" fill="none" stroke-dasharray="4 26" stroke-linecap="round"/>` +
        `<circle cx="918" cy="290" r="8" fill="#1b4332"/>` +
        waves(470, ['#1e6091', '#1a4a73', '#133b5c']),
    ),
  sigil: () =>
    frame(
      radial('field', [
        [0, '#1d3557'],
        [1, '#0b132b'],
      ]),
      `<rect width="${width}" height="${height}" fill="url(#field)"/>` +
        [220, 170, 120]
          .map(
            (r, index) =>
              `<circle cx="480" cy="300" r="${r}" fill="none" stroke="${['#a8dadc', '#457b9d', '#f1faee'][index]}" stroke-width="${10 - index * 2}"/>`,
          )
          .join('') +
        `<path d="M480 140 L560 300 L480 460 L400 300 Z" fill="#e63946" opacity="0.85"/>` +
        `<path d="M330 300 Q405 250 480 300 T630 300" stroke="#f1faee" stroke-width="8" fill="none"/>` +
        `<path d="M330 340 Q405 290 480 340 T630 340" stroke="#a8dadc" stroke-width="6" fill="none"/>`,
    ),
  ship: () =>
    frame(
      linear('dawn', [
        [0, '#ffb4a2'],
        [0.5, '#e5989b'],
        [1, '#6d6875'],
      ]) +
        radial('sun', [
          [0, '#fff3b0'],
          [1, '#fff3b0', 0],
        ]),
      `<rect width="${width}" height="${height}" fill="url(#dawn)"/><circle cx="720" cy="330" r="150" fill="url(#sun)"/><circle cx="720" cy="340" r="60" fill="#fff3b0"/>` +
        `<path d="M300 400 L620 400 L580 450 L340 450 Z" fill="#3d2c2e"/>` +
        `<path d="M460 390 L460 150" stroke="#3d2c2e" stroke-width="10"/>` +
        `<path d="M470 160 L600 370 L470 370 Z" fill="#f8edeb"/><path d="M450 180 L340 370 L450 370 Z" fill="#fcd5ce"/>` +
        `<path d="M460 150 L520 165 L460 180 Z" fill="#e63946"/>` +
        waves(440, ['#b5838d', '#6d6875', '#4a4e69']),
    ),
  bell: () =>
    frame(
      linear('deep', [
        [0, '#023e8a'],
        [1, '#03045e'],
      ]) +
        radial('shine', [
          [0, '#caf0f8', 0.8],
          [1, '#caf0f8', 0],
        ]),
      `<rect width="${width}" height="${height}" fill="url(#deep)"/>` +
        Array.from(
          { length: 14 },
          (_, index) =>
            `<circle cx="${200 + ((index * 97) % 560)}" cy="${520 - index * 34}" r="${4 + (index % 4) * 3}" fill="none" stroke="#90e0ef" stroke-width="2" opacity="0.7"/>`,
        ).join('') +
        `<circle cx="480" cy="280" r="220" fill="url(#shine)"/>` +
        `<path d="M400 170 Q480 110 560 170 L590 380 Q480 410 370 380 Z" fill="#b08968"/>` +
        `<path d="M350 380 L610 380 L600 410 L360 410 Z" fill="#7f5539"/><circle cx="480" cy="430" r="22" fill="#7f5539"/>` +
        `<path d="M455 150 Q480 100 505 150" stroke="#7f5539" stroke-width="12" fill="none"/>` +
        `<path d="M0 560 Q240 520 480 560 T960 560 L960 600 L0 600 Z" fill="#001d3d"/>`,
    ),
};

export async function renderDemoPicture(picture: DemoPicture): Promise<Buffer> {
  return sharp(Buffer.from(pictures[picture]()))
    .png({ compressionLevel: 9, palette: true })
    .toBuffer();
}
