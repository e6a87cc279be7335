/**
 * Colours and fonts of the canvas. A canvas cannot read CSS variables while it
 * draws, so the component resolves them once from the Mantine theme and hands
 * this plain object to the draw functions.
 */
export interface TimelinePalette {
  readonly background: string;
  readonly rowBandAlternate: string;
  readonly rowSeparator: string;
  readonly headerBackground: string;
  readonly headerText: string;
  readonly axisBackground: string;
  readonly axisMajorText: string;
  readonly axisMinorText: string;
  readonly gridMajor: string;
  readonly gridMinor: string;
  /** Where an era begins: its line across axis and rows, and its name on the axis. */
  readonly eraLine: string;
  readonly eraText: string;
  readonly bar: string;
  readonly barOpenEnded: string;
  readonly barText: string;
  readonly marker: string;
  readonly markerText: string;
  readonly selectedFill: string;
  readonly selectedOutline: string;
  readonly hoverOutline: string;
  readonly dragFill: string;
  readonly dragOutline: string;
  readonly font: string;
  readonly boldFont: string;
}

/** The few theme entries the palette needs (Mantine's theme has them all). */
export interface PaletteTheme {
  fontFamily?: string;
  colors: Record<string, readonly string[]>;
  primaryColor: string;
}

export function paletteFromTheme(theme: PaletteTheme): TimelinePalette {
  const dark = theme.colors.dark ?? [];
  const blue = theme.colors.blue ?? [];
  const primary = theme.colors[theme.primaryColor] ?? blue;
  const grape = theme.colors.grape ?? [];
  const pick = (shades: readonly string[], index: number, fallback: string) =>
    shades[index] ?? fallback;
  const family = theme.fontFamily ?? 'system-ui, sans-serif';
  return {
    background: pick(dark, 7, '#242424'),
    // Opaque (the background with 2.5 % white): a large alpha fill costs more to raster than a plain one.
    rowBandAlternate: '#292929',
    rowSeparator: 'rgba(255, 255, 255, 0.06)',
    headerBackground: pick(dark, 8, '#1f1f1f'),
    headerText: pick(dark, 0, '#c9c9c9'),
    axisBackground: pick(dark, 8, '#1f1f1f'),
    axisMajorText: pick(dark, 0, '#c9c9c9'),
    axisMinorText: pick(dark, 2, '#828282'),
    gridMajor: 'rgba(255, 255, 255, 0.14)',
    gridMinor: 'rgba(255, 255, 255, 0.05)',
    eraLine: 'rgba(204, 93, 232, 0.6)',
    eraText: pick(grape, 3, '#e599f7'),
    bar: pick(blue, 8, '#1971c2'),
    barOpenEnded: 'rgba(25, 113, 194, 0.55)',
    barText: '#ffffff',
    marker: pick(primary, 4, '#c86a6b'),
    markerText: pick(dark, 0, '#c9c9c9'),
    selectedFill: pick(blue, 5, '#339af0'),
    selectedOutline: '#ffffff',
    hoverOutline: 'rgba(255, 255, 255, 0.75)',
    dragFill: 'rgba(252, 196, 25, 0.35)',
    dragOutline: '#fcc419',
    font: `12px ${family}`,
    boldFont: `600 12px ${family}`,
  };
}
