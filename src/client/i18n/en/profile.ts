/** Strings of the profile screen. */
export const profileEn = {
  PROFILE: {
    TITLE: 'Profile',
    SHOW_PASSWORD: 'Show the password',
    SUBTITLE: 'Your account, how you sign in, and the language and look of the interface',
    ACCOUNT: {
      TITLE: 'Account',
      USER_NAME: 'User name',
      EMAIL: 'E-mail',
    },
    EMAIL_FORM: {
      TITLE: 'Change the e-mail',
      TEXT: 'Letters such as password restore codes go to this address.',
      NEW_EMAIL: 'New e-mail',
      PASSWORD: 'Current password',
      SUBMIT: 'Change the e-mail',
      DONE: 'Your e-mail is now {{email}}',
    },
    PASSWORD_FORM: {
      TITLE: 'Change the password',
      TEXT: 'Every other device signed in to this account will be signed out; this one stays signed in.',
      CURRENT: 'Current password',
      NEW: 'New password',
      HINT: 'More than 6 characters',
      SUBMIT: 'Change the password',
      DONE: 'The password was changed. Other sessions were signed out.',
    },
    LANGUAGE: {
      TITLE: 'Language',
      TEXT: 'The language of the interface on this device.',
    },
    COLOR_SCHEME: {
      TITLE: 'Theme',
      TEXT: 'Light or dark on this device, or as the system is set.',
      LIGHT: 'Light',
      DARK: 'Dark',
      AUTO: 'System',
    },
    SESSION: {
      TITLE: 'Session',
      TEXT: 'Sign out of Loreweave on this device.',
    },
  },
};
