/** Strings of the help screens. */
export const helpEn = {
  HELP: {},
};
