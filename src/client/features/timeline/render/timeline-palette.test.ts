import { DEFAULT_THEME, mergeMantineTheme } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { theme } from '../../../app/theme';
import { contrastRatio } from '../../../../../tests/kits/client/contrast';
import { paletteFromTheme } from './timeline-palette';

const appTheme = mergeMantineTheme(DEFAULT_THEME, theme);

describe.each(['light', 'dark'] as const)('the %s palette', (scheme) => {
  const palette = paletteFromTheme(appTheme, scheme);

  it('draws every text at 4.5:1 or more on what it stands on', () => {
    const pairs = {
      header: [palette.headerText, palette.headerBackground],
      'axis labels': [palette.axisMajorText, palette.axisBackground],
      'minor axis labels': [palette.axisMinorText, palette.axisBackground],
      'era names': [palette.eraText, palette.axisBackground],
      'labels beside markers': [palette.markerText, palette.background],
      'labels beside markers, on a banded row': [palette.markerText, palette.rowBandAlternate],
      'labels on bars': [palette.barText, palette.bar],
    } as const;
    for (const [what, [text, band]] of Object.entries(pairs)) {
      expect(contrastRatio(text, band), what).toBeGreaterThanOrEqual(4.5);
    }
  });
});

it('the light palette is not the dark one', () => {
  const light = paletteFromTheme(appTheme, 'light');
  const dark = paletteFromTheme(appTheme, 'dark');
  expect(light.headerBackground).not.toBe(dark.headerBackground);
  expect(light.markerText).not.toBe(dark.markerText);
});

it('labels on an open-ended bar read in the light scheme, where the bar is opaque', () => {
  const light = paletteFromTheme(appTheme, 'light');
  expect(contrastRatio(light.barText, light.barOpenEnded)).toBeGreaterThanOrEqual(4.5);
});
