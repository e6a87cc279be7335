/** Strings of the help screens. */
export const helpEn = {
  HELP: {
    TITLE: 'Help',
    INTRO:
      'Loreweave keeps the knowledge of a fictional world in one place, shared with your team. Here is what each part does, who may do what, and how to get back into your account.',
    SECTIONS_TITLE: 'What each section does',
    SECTIONS: {
      world: {
        TITLE: 'Dashboard',
        TEXT: 'The start page of a world: its description, the last activities of the team and who is in it.',
      },
      documents: {
        TITLE: 'Documents',
        TEXT: 'The wiki of the world: a page for each character, place, item or idea, with tags, templates, a change history and a print view. A document shows its events, images, connections and contents.',
      },
      timeline: {
        TITLE: 'Timeline',
        TEXT: 'Events on the world’s own calendar, lasting or instant, laid out on rows and linked to documents. View them by name or by document.',
      },
      images: {
        TITLE: 'Images',
        TEXT: 'Art, maps and references, sorted into categories and linked to the documents they show.',
      },
      maps: {
        TITLE: 'Maps',
        TEXT: 'Pictures of the world’s lands, with pins, regions and paths linked to documents, maps inside maps, layers (secret ones for the game master) and a time slider on the world’s calendar that shows borders as they were.',
      },
      relations: {
        TITLE: 'Relations',
        TEXT: 'How documents are connected: define relation types such as family or alliance, and see one table per type.',
      },
      stories: {
        TITLE: 'Stories',
        TEXT: 'Stories made of blocks and scenes, with story variables that keep track of the state of the plot.',
      },
      dialogs: {
        TITLE: 'Dialogs',
        TEXT: 'Linear or branching conversations built from text, character and custom nodes. Choose a starting node, play them with next, restart and end, and export them.',
      },
      settings: {
        TITLE: 'Settings',
        TEXT: 'The name, address and description of the world, the calendar of its timeline, and the access level of each member. Only the owner can change them or delete the world.',
      },
    },
    ROLES_TITLE: 'Roles and what they may do',
    ROLES_INTRO:
      'Everyone in a world has one role. The owner adds people by user name and chooses their role in the world settings, on the Access Level tab.',
    ACCESS_CAPTION: 'What each role may do in a world',
    ACCESS_ACTION: 'Action',
    YOUR_ROLE: 'You',
    CAPABILITY: {
      world_read: 'Read what a public world shows everyone',
      world_view: 'See the world and everything in it',
      world_edit: 'Change the name, address and description of the world',
      world_delete: 'Delete the world',
      world_pay: 'Pay for the world',
      members_manage: 'Add people, change their access level, remove them, hand the world over',
      timeline_edit: 'Change the calendar of the timeline',
      documents_edit: 'Create, edit and delete documents',
      events_edit: 'Create, edit and delete events',
      relations_edit: 'Create, edit and delete relations',
      stories_edit: 'Write and edit stories',
      dialogs_edit: 'Build and edit dialogs',
      dialogs_share: 'Share dialogs by play link and see their playtests',
      images_edit: 'Upload, edit and delete images',
      todos_edit: 'Edit the “things to do” lists',
      maps_edit: 'Place pins, draw regions and paths, edit layers and delete maps',
      maps_upload: 'Make maps and give them their pictures',
      maps_secrets: 'See the secret layers of maps',
    },
    SHORTCUTS_TITLE: 'Keyboard shortcuts',
    SHORTCUTS: {
      CTRL: 'Ctrl',
      SEARCH: 'Jump to the search field (inside a world)',
      CLOSE: 'Close a dialog window or a menu',
      SKIP: 'First press on a page: show the “Skip to content” link',
    },
    PASSWORD: {
      TITLE: 'Forgot your password?',
      STEP_1: 'On the sign-in page, follow the link “Forgot the password?”.',
      STEP_2: 'Enter the e-mail of your account; a letter with a code is sent to it.',
      STEP_3: 'Type the code from the letter and choose a new password (more than 6 characters).',
      STEP_4:
        'When you see “Password was changed!”, go back to the sign-in page and sign in with the new password.',
      LOCKED: 'An account locked after too many wrong passwords is unlocked the same way.',
      LINK: 'Restore the password',
    },
  },
};
