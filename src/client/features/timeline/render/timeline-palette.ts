/**
 * Colours and fonts of the canvas. A canvas cannot read CSS variables while it
 * draws, so the component resolves them from the Mantine theme and the colour
 * scheme on screen, again when the scheme changes, and hands this plain
 * object to the draw functions.
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

export function paletteFromTheme(
  theme: PaletteTheme,
  scheme: 'light' | 'dark' = 'dark',
): TimelinePalette {
  return scheme === 'light' ? lightPalette(theme) : darkPalette(theme);
}

function darkPalette(theme: PaletteTheme): TimelinePalette {
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
    // Mantine's dimmed dark-2 is 4.3:1 on the axis; this is theme.ts's dimmed grey.
    axisMinorText: '#a6a6a6',
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

/**
 * The light scheme's: text at 4.5:1 or more on its band (the dimmed grey of
 * theme.ts), labels on bars white on blues dark enough for them, and outlines
 * in dark grey, since white ones vanish on a white page.
 */
function lightPalette(theme: PaletteTheme): TimelinePalette {
  const gray = theme.colors.gray ?? [];
  const blue = theme.colors.blue ?? [];
  const primary = theme.colors[theme.primaryColor] ?? blue;
  const grape = theme.colors.grape ?? [];
  const pick = (shades: readonly string[], index: number, fallback: string) =>
    shades[index] ?? fallback;
  const family = theme.fontFamily ?? 'system-ui, sans-serif';
  const text = pick(gray, 9, '#212529');
  return {
    background: '#ffffff',
    rowBandAlternate: pick(gray, 0, '#f8f9fa'),
    rowSeparator: 'rgba(0, 0, 0, 0.08)',
    headerBackground: pick(gray, 1, '#f1f3f5'),
    headerText: text,
    axisBackground: pick(gray, 1, '#f1f3f5'),
    axisMajorText: text,
    axisMinorText: '#5c636a',
    gridMajor: 'rgba(0, 0, 0, 0.16)',
    gridMinor: 'rgba(0, 0, 0, 0.06)',
    eraLine: 'rgba(156, 54, 181, 0.6)',
    eraText: pick(grape, 9, '#862e9c'),
    bar: pick(blue, 8, '#1971c2'),
    // Opaque and greyer than a bar: a see-through blue on white would be too pale for white text.
    barOpenEnded: '#52749a',
    barText: '#ffffff',
    marker: pick(primary, 6, '#b5484b'),
    markerText: text,
    selectedFill: pick(blue, 5, '#339af0'),
    selectedOutline: text,
    hoverOutline: 'rgba(0, 0, 0, 0.6)',
    dragFill: 'rgba(252, 196, 25, 0.35)',
    dragOutline: '#f08c00',
    font: `12px ${family}`,
    boldFont: `600 12px ${family}`,
  };
}
