/** Strings of the worlds screens. */
export const worldsEn = {
  WORLDS: {},
};
