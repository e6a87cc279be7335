import classes from './Landing.module.css';

interface Card {
  x: number;
  y: number;
  color: string;
  wide?: boolean;
}

const ember = '#c86a6b';
const blue = '#6ea8ff';
const teal = '#4fc1a6';
const cards: Card[] = [
  { x: 52, y: 84, color: ember, wide: true },
  { x: 246, y: 64, color: blue },
  { x: 392, y: 118, color: teal },
  { x: 124, y: 178, color: blue },
  { x: 314, y: 200, color: ember, wide: true },
];
const centre = (card: Card) => ({ x: card.x + (card.wide ? 56 : 46), y: card.y + 17 });
const links: [number, number][] = [
  [0, 1],
  [1, 2],
  [0, 3],
  [3, 4],
  [1, 4],
  [2, 4],
];

function curve(from: Card, to: Card): string {
  const a = centre(from);
  const b = centre(to);
  const bend = (b.x - a.x) / 2;
  return `M${a.x} ${a.y}C${a.x + bend} ${a.y} ${b.x - bend} ${b.y} ${b.x} ${b.y}`;
}

interface Bar {
  row: number;
  x: number;
  width?: number;
  color: string;
}

const rowY = [306, 332, 358];
const bars: Bar[] = [
  { row: 0, x: 62, width: 138, color: ember },
  { row: 0, x: 246, width: 92, color: ember },
  { row: 0, x: 404, color: ember },
  { row: 1, x: 108, width: 186, color: blue },
  { row: 1, x: 334, color: blue },
  { row: 1, x: 382, width: 84, color: blue },
  { row: 2, x: 80, color: teal },
  { row: 2, x: 158, width: 72, color: teal },
  { row: 2, x: 268, width: 164, color: teal },
];

/**
 * The hero picture: linked documents above a multilayer timeline, drawn in
 * SVG (no image is fetched). It decorates; its meaning is in the text beside it.
 */
export function LoreIllustration({ label }: { label: string }) {
  return (
    <svg viewBox="0 0 520 420" className={classes.illustration} role="img" aria-label={label}>
      <defs>
        <linearGradient id="lw-panel" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#26262b" />
          <stop offset="1" stopColor="#1c1c1f" />
        </linearGradient>
        <linearGradient id="lw-thread" x1="0" y1="0" x2="1" y2="0">
          <stop offset="0" stopColor={ember} />
          <stop offset="1" stopColor={blue} />
        </linearGradient>
      </defs>
      <rect x="10" y="10" width="500" height="400" rx="18" fill="url(#lw-panel)" stroke="#34343a" />
      {[36, 54, 72].map((cx) => (
        <circle key={cx} cx={cx} cy="36" r="5" fill="#46464d" />
      ))}
      <rect x="356" y="28" width="130" height="16" rx="8" fill="#2b2b30" />

      {links.map(([from, to]) => (
        <path
          key={`${from}-${to}`}
          d={curve(cards[from]!, cards[to]!)}
          fill="none"
          stroke="url(#lw-thread)"
          strokeWidth="1.6"
          opacity="0.75"
          className={classes.thread}
        />
      ))}
      {/* Documents reach down into the events they take part in. */}
      <path d="M170 212 V298" stroke={blue} strokeWidth="1" strokeDasharray="2 4" opacity="0.5" />
      <path d="M370 234 V324" stroke={ember} strokeWidth="1" strokeDasharray="2 4" opacity="0.5" />

      {cards.map((card, index) => {
        const width = card.wide ? 112 : 92;
        return (
          <g key={index}>
            <rect
              x={card.x}
              y={card.y}
              width={width}
              height="34"
              rx="8"
              fill="#232328"
              stroke={card.color}
              strokeOpacity="0.7"
            />
            <circle
              cx={card.x + 16}
              cy={card.y + 17}
              r="7"
              fill={card.color}
              className={classes.pulse}
              style={{ animationDelay: `${index * 0.6}s` }}
            />
            <rect
              x={card.x + 30}
              y={card.y + 10}
              width={width - 46}
              height="5"
              rx="2.5"
              fill="#62626b"
            />
            <rect
              x={card.x + 30}
              y={card.y + 20}
              width={width - 62}
              height="4"
              rx="2"
              fill="#3f3f46"
            />
          </g>
        );
      })}

      <rect x="30" y="266" width="460" height="124" rx="12" fill="#18181b" stroke="#2c2c31" />
      <line x1="46" y1="288" x2="474" y2="288" stroke="#3a3a40" />
      {Array.from({ length: 11 }, (_, i) => 60 + i * 40).map((x) => (
        <g key={x}>
          <line x1={x} y1="284" x2={x} y2="292" stroke="#4a4a52" />
          <rect x={x - 8} y="274" width="16" height="4" rx="2" fill="#34343a" />
        </g>
      ))}
      {bars.map((bar, index) =>
        bar.width ? (
          <rect
            key={index}
            x={bar.x}
            y={rowY[bar.row]}
            width={bar.width}
            height="14"
            rx="7"
            fill={bar.color}
            opacity="0.85"
          />
        ) : (
          <rect
            key={index}
            x={bar.x - 6}
            y={rowY[bar.row]! + 1}
            width="12"
            height="12"
            rx="2"
            fill={bar.color}
            transform={`rotate(45 ${bar.x} ${rowY[bar.row]! + 7})`}
          />
        ),
      )}
      <line
        x1="312"
        y1="280"
        x2="312"
        y2="382"
        stroke="#f1dcdc"
        strokeOpacity="0.55"
        strokeDasharray="3 3"
      />
      <circle cx="312" cy="280" r="3.5" fill="#f1dcdc" />
    </svg>
  );
}
