import {
  createTheme,
  Input,
  localStorageColorSchemeManager,
  type CSSVariablesResolver,
  type MantineColorsTuple,
} from '@mantine/core';
import { storageKeys } from '../lib/storage';

/** SPEC §9: a muted red as the primary colour. */
const ember: MantineColorsTuple = [
  '#fbefef',
  '#f1dcdc',
  '#e2b5b6',
  '#d48c8d',
  '#c86a6b',
  '#c05456',
  '#b5484b',
  '#9c3a3d',
  '#8b3235',
  '#7a282b',
];

/** Keyboard focus and a focused field: the accent blue of the buttons, apart from the red of errors. */
const focusColor = 'var(--mantine-color-blue-filled)';

/**
 * SPEC §9's look in a dark and a light scheme: grey background, muted red primary, blue
 * buttons, the breakpoints sm 600, md 960, lg 1280, xl 1920, xxl 2560 (in em,
 * as Mantine wants them) and Inter, shipped in the package, at weights 100–900.
 */
export const theme = createTheme({
  primaryColor: 'ember',
  primaryShade: { light: 6, dark: 6 },
  colors: { ember },
  fontFamily: "'Inter Variable', system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif",
  headings: { fontFamily: "'Inter Variable', system-ui, sans-serif", fontWeight: '650' },
  breakpoints: { xs: '30em', sm: '37.5em', md: '60em', lg: '80em', xl: '120em', xxl: '160em' },
  defaultRadius: 'sm',
  components: {
    Button: { defaultProps: { color: 'blue' } },
    // A focused field is outlined in the buttons' blue: in the primary, a red, it read as an error.
    Input: Input.extend({
      styles: (_theme, props) => ({
        wrapper: props.variant === 'unstyled' ? {} : { '--input-bd-focus': focusColor },
      }),
    }),
  },
});

/**
 * The colours that differ between the schemes. Mantine's own dimmed grey and
 * link red fall below WCAG AA's 4.5:1 on our backgrounds, and its light blue
 * button takes white text at 3.6:1, so those are darker (or, in dark, lighter)
 * here. The --app-* surfaces are what the CSS modules and the canvases paint
 * with instead of fixed greys, so every screen follows the scheme; a canvas
 * reads them through getComputedStyle, which is why they are plain colours and
 * not light-dark().
 */
export const cssVariablesResolver: CSSVariablesResolver = (theme) => {
  // Mantine writes the filled shades per scheme, so an override must too.
  const buttons = {
    '--mantine-color-blue-filled': theme.colors.blue[8],
    '--mantine-color-blue-filled-hover': theme.colors.blue[9],
  };
  // Text in a colour (`c="teal"`, links, light badges) on white: Mantine's light shades of
  // these read at 2–4:1, so the light scheme takes the darkest, or darker still, enough
  // for 4.5:1 on white and on the pale shade 1 of a light badge.
  const c = theme.colors;
  const lightText = {
    '--mantine-color-red-text': '#c32929',
    '--mantine-color-pink-text': c.pink[9],
    '--mantine-color-grape-text': c.grape[9],
    '--mantine-color-violet-text': c.violet[9],
    '--mantine-color-indigo-text': c.indigo[9],
    '--mantine-color-blue-text': c.blue[9],
    '--mantine-color-cyan-text': c.cyan[9],
    '--mantine-color-teal-text': '#087856',
    '--mantine-color-green-text': '#267836',
    '--mantine-color-lime-text': '#4a780b',
    '--mantine-color-yellow-text': '#a65600',
    '--mantine-color-orange-text': '#b93e0c',
  };
  // Light badges and alerts write in the same colours, on a pale tint of them.
  const lightVariantText = Object.fromEntries(
    Object.entries(lightText).map(([name, value]) => [
      name.replace(/-text$/, '-light-color'),
      value,
    ]),
  );
  return {
    variables: {},
    dark: {
      ...buttons,
      '--mantine-color-dimmed': '#a6a6a6',
      '--mantine-color-anchor': ember[3],
      '--mantine-color-ember-text': ember[3],
      '--app-top-bar': '#19191b',
      '--app-canvas': theme.colors.dark[8],
      '--app-panel': theme.colors.dark[7],
      '--app-raised': theme.colors.dark[6],
      '--app-hover': theme.colors.dark[6],
      '--app-active': theme.colors.dark[5],
      '--app-separator': theme.colors.dark[5],
      '--app-outline': theme.colors.dark[4],
      '--app-outline-strong': theme.colors.dark[3],
      '--app-minimap-mask': 'rgba(0, 0, 0, 0.45)',
      '--app-link-line': theme.colors.gray[5],
      // React Flow's dot colours, ours so a canvas need not wait for React Flow's colour class.
      '--app-canvas-dots': '#555555',
    },
    light: {
      ...buttons,
      ...lightText,
      ...lightVariantText,
      // Outlined grey badges (tags) and red buttons (delete) write in their outline colour.
      '--mantine-color-gray-outline': '#5c636a',
      '--mantine-color-red-outline': lightText['--mantine-color-red-text'],
      '--mantine-color-dimmed': '#5c636a',
      '--mantine-color-anchor': ember[7],
      '--mantine-color-ember-text': ember[7],
      '--app-top-bar': theme.colors.gray[0],
      '--app-canvas': theme.colors.gray[0],
      '--app-panel': theme.white,
      '--app-raised': theme.white,
      '--app-hover': theme.colors.gray[1],
      '--app-active': theme.colors.gray[2],
      '--app-separator': theme.colors.gray[2],
      '--app-outline': theme.colors.gray[3],
      '--app-outline-strong': theme.colors.gray[5],
      '--app-minimap-mask': 'rgba(73, 80, 87, 0.12)',
      '--app-link-line': theme.colors.gray[6],
      '--app-canvas-dots': '#91919a',
    },
  };
};

/** Light, dark or the system's, kept per browser (the profile page sets it). */
export const colorSchemeManager = localStorageColorSchemeManager({ key: storageKeys.colorScheme });

/** Below lg (1280 px) the top bar is a placeholder and the mobile navigation takes over. */
export const mobileQuery = '(max-width: 79.99em)';
export const topBarHeight = 40;
