import { useMediaQuery } from '@mantine/hooks';

/** Below the `sm` breakpoint (600 px, SPEC §9): a phone held upright, where wide tables and toolbars give way to lists and drawers. */
export const phoneQuery = '(max-width: 37.5em)';

/**
 * True on a phone-sized viewport. Read on the first render (not in an
 * effect), so a phone never draws the wide layout for a frame first.
 */
export function usePhone(): boolean {
  return useMediaQuery(phoneQuery, false, { getInitialValueInEffect: false });
}
