/**
 * SPEC §2.1 route names. Each route carries its name in `handle`; pages link
 * with these builders so a path is spelled once.
 */
export const routeNames = {
  login: 'Login',
  createAccount: 'Create Account',
  restorePassword: 'Restore Password',
  dialogueBuilderTest: 'Dialogue Builder Test',
  newLogin: 'New Login',
  createSetting: 'Create Setting',
  selectSetting: 'Select Setting',
  ownerUserName: 'Owner User Name',
  analytics: 'Analytics',
  setting: 'Setting',
  details: 'Details',
  world: 'World',
  documents: 'Documents',
  document: 'Document',
  timeline: 'Timeline',
  images: 'Images',
  maps: 'Maps',
  map: 'Map',
  relations: 'Relations',
  stories: 'Stories',
  story: 'Story',
  dialog: 'Dialog',
  help: 'Help',
  profile: 'Profile',
  printDocument: 'Print Document',
  play: 'Play',
} as const;

export type RouteName = (typeof routeNames)[keyof typeof routeNames];

const seg = encodeURIComponent;

export const paths = {
  login: () => '/authenticate/login',
  createAccount: () => '/authenticate/create-account',
  restorePassword: () => '/authenticate/restore-password',
  landing: () => '/authenticate',
  newLogin: () => '/new-login',
  selectSetting: () => '/select-setting',
  createSetting: (userId: string) => `/create-setting/${seg(userId)}/`,
  ownerWorlds: (ownerUserName: string) => `/${seg(ownerUserName)}`,
  analytics: () => '/analytics',
  help: () => '/help',
  profile: () => '/profile',
  setting: (owner: string, url: string) => `/${seg(owner)}/${seg(url)}`,
  worldChild: (owner: string, url: string, child: string) => `/${seg(owner)}/${seg(url)}/${child}`,
  document: (owner: string, url: string, documentId: string) =>
    `/${seg(owner)}/${seg(url)}/documents/${seg(documentId)}`,
  /** The timeline with one event's details open and the event in view. */
  timelineEvent: (owner: string, url: string, eventId: string) =>
    `/${seg(owner)}/${seg(url)}/timeline?event=${seg(eventId)}`,
  maps: (owner: string, url: string) => `/${seg(owner)}/${seg(url)}/maps`,
  /** A map page; `featureId` selects a pin, region or path and flies to it. */
  map: (owner: string, url: string, mapId: string, featureId?: string) =>
    `/${seg(owner)}/${seg(url)}/maps/${seg(mapId)}${featureId ? `?feature=${seg(featureId)}` : ''}`,
  dialog: (owner: string, url: string, dialogId: string) =>
    `/${seg(owner)}/${seg(url)}/dialog/${seg(dialogId)}`,
  printDocument: (owner: string, url: string, documentId: string) =>
    `/${seg(owner)}/${seg(url)}/print-document/${seg(documentId)}`,
};
