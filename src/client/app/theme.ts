import { createTheme, Input, type MantineColorsTuple } from '@mantine/core';

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
 * Dark theme of SPEC §9: dark grey background, muted red primary, blue
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

/** Below lg (1280 px) the top bar is a placeholder and the mobile navigation takes over. */
export const mobileQuery = '(max-width: 79.99em)';
export const topBarHeight = 40;
