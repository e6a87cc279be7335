import { DEFAULT_THEME, mergeMantineTheme } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { contrastRatio } from '../../../tests/kits/client/contrast';
import { cssVariablesResolver, theme } from './theme';

const appTheme = mergeMantineTheme(DEFAULT_THEME, theme);
const resolvedVariables = cssVariablesResolver(appTheme);
// Mantine types the result by its own variable names; ours are any string.
const resolved = {
  light: resolvedVariables.light as Record<string, string>,
  dark: resolvedVariables.dark as Record<string, string>,
};
const surfaces = [
  '--app-top-bar',
  '--app-canvas',
  '--app-panel',
  '--app-raised',
  '--app-hover',
] as const;

describe.each(['light', 'dark'] as const)('the %s scheme', (scheme) => {
  const variables = resolved[scheme];
  const value = (name: string) => {
    const found = variables[name];
    if (!found) throw new Error(`${name} is not set for ${scheme}`);
    return found;
  };

  it.each(['--mantine-color-dimmed', '--mantine-color-anchor', '--mantine-color-ember-text'])(
    '%s reads at 4.5:1 or more on every surface',
    (text) => {
      for (const surface of surfaces) {
        expect(contrastRatio(value(text), value(surface)), surface).toBeGreaterThanOrEqual(4.5);
      }
    },
  );

  it('the blue of the buttons takes white text at 4.5:1', () => {
    expect(
      contrastRatio(appTheme.white, value('--mantine-color-blue-filled')),
    ).toBeGreaterThanOrEqual(4.5);
  });
});

it('text in a colour reads at 4.5:1 in the light scheme, on white and on its light badge', () => {
  const light = resolved.light;
  const colored = Object.keys(light).filter((name) => /^--mantine-color-[a-z]+-text$/.test(name));
  expect(colored.length).toBeGreaterThan(10);
  for (const name of colored) {
    const color = name.replace(/^--mantine-color-|-text$/g, '');
    const text = light[name]!;
    expect(contrastRatio(text, appTheme.white), name).toBeGreaterThanOrEqual(4.5);
    const badge = appTheme.colors[color]?.[1];
    if (badge)
      expect(contrastRatio(text, badge), `${name} on ${color}.1`).toBeGreaterThanOrEqual(4.5);
  }
});
