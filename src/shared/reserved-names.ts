/**
 * Top-level paths of the app (SPEC §2.1). `/{ownerUserName}` shares that
 * level, so nobody may take one of these as a user name.
 */
export const reservedUserNames: ReadonlySet<string> = new Set([
  'authenticate',
  'new-login',
  'dialogue-builder-test',
  'create-setting',
  'select-setting',
  'analytics',
  'help',
  'profile',
  'api',
  'assets',
  'play',
]);
