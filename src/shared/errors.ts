/**
 * Stable error codes answered in `{"Exceptions":[{"Message","Code"}]}` (SPEC §8).
 *
 * The client shows `SERVER_ERROR.{Code}` translated when a code is longer than
 * three characters and the server's `Message` otherwise, so every code that
 * must be translated on the client is at least four characters long, and the
 * short HTTP-like codes carry a message already in the caller's language.
 */
export const ErrorCode = {
  validation: '400',
  unauthenticated: '401',
  forbidden: '403',
  notFound: '404',
  conflict: '409',
  payloadTooLarge: '413',
  internal: '500',
  unavailable: '503',

  // SPEC §8
  wrongCredentials: '4001',
  accountLocked: '4002',
  tagExists: '4004',
  timelineEventsOnDates: '4005',
  timelineEventsOutside: '4006',
  emailNotFound: '4041',
  moduleUnavailable: '5001',
  emailTaken: '40031',
  userNameTaken: '40032',
  noWorldAccess: '401_2',

  // Ours, in the same style.
  restoreCodeInvalid: '4003',
  wrongCurrentPassword: '4007',
  worldNameMismatch: '4008',
  ownerCannotLeave: '4009',
  roleForbidden: '4031',
  /** A personal API token reached a route no token may call (account, tokens, members). */
  apiTokenRefused: '4033',
  /** A read-only personal API token tried to change something. */
  apiTokenReadOnly: '4034',
  /** A save or restore would change a document's text while the caller cannot see all its secret blocks. */
  secretsHidden: '4035',
  apiTokenNotFound: '4044',
  userNotFound: '4042',
  worldNotFound: '4043',
  worldUrlTaken: '40033',
  alreadyMember: '40034',
  documentNameTaken: '40035',
  timelineRowHasEvents: '40036',
  timelineRowNameTaken: '40037',
  timelineLastRow: '40038',
  staleVersion: '4091',
  tooManyRequests: '4291',
  imageCategoryExists: '40039',
  relationExists: '40040',
  relationTypeNameTaken: '40041',
  /** SPEC §5: a meta schema definition or a story variable with the same name exists in the world. */
  schemaNameTaken: '40042',
  storyNotFound: '40043',
  dialogNotFound: '40044',
  /** A dialog refers to a variable, meta schema definition or document that the world does not have. */
  dialogReferenceMissing: '40045',
  /** A variable's or meta schema definition's new type does not fit values that dialogs hold on it. */
  definitionTypeConflict: '40046',
  imageLinkInvalid: '4032',
  imageTooLarge: '4131',
  imageTooManyPixels: '4132',
  imageTypeUnsupported: '4151',
  imageUnreadable: '4152',
  /** An animation with more frames than imageUploadLimits.maxFrames. */
  imageTooManyFrames: '4135',
  /** World import (issue 9): the upload is not a Loreweave world archive. */
  archiveInvalid: '40047',
  /** The archive is of a format version this server does not read. */
  archiveVersionUnsupported: '40048',
  /** The archive's contents do not hold together (the detail names the entry and field). */
  archiveDamaged: '40049',
  /** An entry name that could leave the archive's folder (absolute, `..`, backslashes). */
  archiveUnsafeName: '40050',
  /** The uploaded archive is larger than the limit. */
  archiveTooLarge: '4133',
  /** The archive would inflate to more than the limit, or holds too many files. */
  archiveUnpacksTooLarge: '4134',
  /** A JSON body or an uploaded text file holds bytes that are not UTF-8. */
  textNotUtf8: '40051',
  /** Dialog import: the file is not a dialog of the chosen format (one item per problem, the detail names the resource). */
  dialogFileInvalid: '40052',
  /** Dialog import: the file names a variable or field that the world has with another type (the detail names them). */
  dialogImportTypeClash: '40053',
  /** Dialog import: the file is larger than dialogImportLimits.maxFileBytes. */
  dialogFileTooLarge: '4136',
  /** String table import: the file is larger than stringTableImportLimits.maxFileBytes. */
  stringTableTooLarge: '4137',
  /** String table import: the file is not a CSV or XLIFF string table (one item per problem). */
  stringTableInvalid: '40054',
  /** String table import: an XLIFF of another version than 2.0 (1.2 is the usual one). */
  xliffVersionUnsupported: '40055',
  /** String table import: the XLIFF's target language is not the language chosen for the import. */
  stringTableLanguageMismatch: '40056',
  /** No such map in this world (or it is not one the caller may see). */
  mapNotFound: '40057',
  /** No such pin, region, path or layer on this map (or it is on a secret layer the caller does not see). */
  mapFeatureNotFound: '40058',
  /** A point lies off the picture, a region's edges cross, or too many vertices (the detail names which). */
  mapGeometryInvalid: '40059',
  /** A map cannot sit inside itself or one of its own child maps. */
  mapParentCycle: '40060',
  /** A map's picture is larger than mapPictureLimits.maxBytes. */
  mapPictureTooLarge: '4138',
  /** A map's picture is beyond mapPictureLimits.maxPixels or maxSide. */
  mapPictureTooManyPixels: '4139',
  /** A map's picture is not PNG, JPEG or WebP (by its bytes). */
  mapPictureTypeUnsupported: '4153',
  /** A new picture was sent while the previous one is still being cut into tiles. */
  mapPictureBusy: '4092',
  /** A map holds mapFeatureLimits.maxFeatures features or maxLayers layers already. */
  mapFull: '40061',
  /** A play link that does not exist, was revoked or has expired (answered alike). */
  playLinkNotFound: '4045',
  /** A static site is made of a world's public part: a private world has none. */
  worldNotPublic: '40062',
  /** A document cannot sit inside itself or inside a document below it. */
  documentParentCycle: '40063',
  /** A document type with this name exists in the world (built-in names count in every language). */
  documentTypeNameTaken: '40064',
  /** Documents use the type: the delete must say which type they move to (the detail is their count). */
  documentTypeInUse: '40065',
  /** A world keeps at least one document type. */
  documentTypeLast: '40066',
  /** A world holds maxDocumentTypes types already. */
  documentTypesFull: '40067',
} as const;

export type ErrorCodeValue = (typeof ErrorCode)[keyof typeof ErrorCode];

export interface ErrorItem {
  Message: string;
  Code: string;
}

export interface ErrorBody {
  Exceptions: ErrorItem[];
}

/** True when the client translates `SERVER_ERROR.{code}` instead of showing the message. */
export function isTranslatedCode(code: string): boolean {
  return code.length > 3;
}
