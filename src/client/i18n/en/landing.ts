/** Strings of the landing screens. */
export const landingEn = {
  LANDING: {},
};
