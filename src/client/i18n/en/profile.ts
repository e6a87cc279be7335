/** Strings of the profile screens. */
export const profileEn = {
  PROFILE: {},
};
