/** Strings of the auth screens. */
export const authEn = {
  AUTH: {},
};
