import * as z from 'zod/mini';

/** A BCP 47 language tag as dialogs use it: `ru`, `pt-BR`, `zh-Hant-TW`. */
export const languageCodePattern = /^[a-z]{2,3}(-[A-Za-z0-9]{2,8}){0,2}$/;

export const languageCode = z.string().check(z.regex(languageCodePattern));

/** How many target languages a world may have. */
export const maxDialogLanguages = 20;
