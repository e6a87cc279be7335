/**
 * Messages both sides show: validation (SPEC §5) and server errors (SPEC §8).
 * The client merges these into its catalogue; the server answers with them in
 * the language of the `lang` header.
 */
export const sharedMessagesEn = {
  VALIDATION: {
    REQUIRED: 'This field is required',
    EMAIL_INVALID_GENERIC: 'Please enter a valid email',
    EMAIL_REQUIRED: 'E-mail is required',
    EMAIL_INVALID: 'E-mail must be correct',
    USERNAME_REQUIRED: 'Username is required',
    USERNAME_TOO_LONG: 'Username must be less than 20 chars',
    USERNAME_CHARS: "You can use only small latins letters, numbers and '-'",
    USERNAME_RESERVED: 'This user name is reserved, choose another one',
    PASSWORD_REQUIRED: 'Password is required',
    PASSWORD_TOO_SHORT: 'Password must be more than 6 chars',
    PASSWORD_TOO_LONG: 'Password must be at most 200 chars',
    URL_REQUIRED: 'URL is required',
    URL_CHARS: "You can use only small latins letters, numbers and '-'",
    URL_TOO_LONG: 'URL must be at most 60 chars',
    NAME_REQUIRED: 'Name is required',
    NAME_TOO_LONG: 'Name must be at most 200 chars',
    DESCRIPTION_TOO_LONG: 'Description must be at most 5000 chars',
    RELATION_TYPE_REQUIRED: 'Required',
    CODE_REQUIRED: 'Enter the code from the letter',
    ROLE_INVALID: 'Choose a role: writer, artist or viewer',
    INVALID_VALUE: 'Invalid value',
    UNKNOWN_FIELD: 'Unknown field',
  },
  SERVER_ERROR: {
    '400': 'The request is not valid',
    '401': 'Please sign in again',
    '403': 'You are not allowed to do this',
    '404': '404 - not found',
    '409': 'Conflict',
    '413': 'The request is too large',
    '500': 'Something went wrong on our side. Please try again',
    '503':
      'The server is temporarily unavailable. Usually it is an update that takes about 2 minutes. If it persists, contact your provider',
    '4001': 'Wrong login or password',
    '4002': 'The account is locked. Use the "Forgot the password?" link to unlock it',
    '4003': 'The code is wrong or has expired. Request a new code',
    '4004': 'Tag is already exist with same name',
    '4005': 'Cannot change the timeline: there are events on these dates',
    '4006': 'Cannot change the timeline: there are events outside these dates',
    '4007': 'The current password is wrong',
    '4008': 'The typed name does not match the world name',
    '4009': 'The owner cannot leave the world without handing it over first',
    '4031': 'Your role in this world does not allow this',
    '4041': "An account with this email doesn't exist",
    '4042': 'There is no user with this user name',
    '4043': 'The world does not exist',
    '4091': 'Someone else has changed this in the meantime',
    '4291': 'Too many attempts. Wait a minute and try again',
    '5001': 'The module is temporarily unavailable',
    '40031': 'An account with this email already exists',
    '40032': 'An account with this user name already exists',
    '40033': 'You already have a world with this URL',
    '40034': 'This user is already a member of the world',
    '401_2': "You don't have access to this world",
    front5001: 'Access to Local Storage / Cookies is blocked, the application cannot work',
  },
} as const;

type Widen<T> = { [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };
export type SharedMessages = Widen<typeof sharedMessagesEn>;
