/** Live updates and presence (issue 8): who else is in the world, and where; the connection's state. */
export const liveEn = {
  LIVE: {
    OTHERS_HERE_one: '{{count}} other person in this world',
    OTHERS_HERE_other: '{{count}} other people in this world',
    USER_ON_PAGE: '{{user}} · {{page}}',
    MORE: '+{{count}}',
    PAGE: {
      WORLD: 'Dashboard',
      DETAILS: 'World settings',
      DOCUMENTS: 'Documents',
      DOCUMENT: 'A document',
      TIMELINE: 'Timeline',
      IMAGES: 'Images',
      MAPS: 'Maps',
      MAP: 'A map',
      RELATIONS: 'Relations',
      STORIES: 'Stories',
      STORY: 'A story',
      DIALOG: 'Dialog builder',
      HELP: 'Help',
      PROFILE: 'Profile',
      PRINT_DOCUMENT: 'Printing a document',
      OTHER: 'Elsewhere in the world',
    },
    PAGE_DOCUMENT_NAMED: 'Document “{{name}}”',
    OFFLINE: 'Offline',
    OFFLINE_TEXT: 'Offline — changes by others will appear when the connection is back.',
    ALSO_VIEWING: 'Also viewing:',
    ALSO_VIEWING_LIST: 'Also viewing: {{names}}',
    DOCUMENT_UPDATED: '{{user}} saved a newer version of this document.',
    SCENE_CHANGED:
      'Someone else saved this scene while you were editing. Saving will show their version first: copy any text of yours you want to keep.',
    EVENT_CHANGED:
      'Someone else saved this event while you had it open. Your changes are kept; saving will show both versions to choose from.',
    SOMEONE: 'Someone',
    DIALOG_UPDATED: '{{user}} changed this dialog; the builder shows their version.',
  },
};
