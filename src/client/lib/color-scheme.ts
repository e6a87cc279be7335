import { useComputedColorScheme } from '@mantine/core';

/**
 * The scheme on screen, 'auto' resolved to the system's, and right on the
 * first render: a canvas keys its drawing effect on it, so it draws once in
 * the right colours and again whenever the scheme changes (the profile's
 * switch, or the system's while on 'auto').
 */
export function useResolvedColorScheme(): 'light' | 'dark' {
  return useComputedColorScheme('dark', { getInitialValueInEffect: false });
}
