import { ApiError } from './api-error';
import { showBannerMessages } from './banner';
import { bannerMessages } from './error-messages';
import { i18n } from './i18n';

/**
 * For a form whose mutation sets `meta: { banner: false }`: a server error
 * about one of the form's fields (say 40031, the e-mail is taken) is shown
 * under that field, where the user will fix it; everything else goes to the
 * error banner as usual (SPEC §8). The field gets the catalogue key, which
 * `useSchemaForm().field()` translates, so it follows a language switch.
 */
export function showFormError<Field extends string>(
  error: unknown,
  fieldByCode: Partial<Record<string, Field>>,
  setFieldError: (field: Field, messageKey: string) => void,
): void {
  let rest: unknown = error;
  if (error instanceof ApiError && error.exceptions.length > 0) {
    const unmatched = error.exceptions.filter((item) => {
      const field = fieldByCode[item.Code];
      if (field) setFieldError(field, `SERVER_ERROR.${item.Code}`);
      return !field;
    });
    if (unmatched.length === 0) return;
    rest = new ApiError(error.status, unmatched, error.errors, error.message);
  }
  showBannerMessages(bannerMessages(rest, (key) => i18n.t(key)));
}
