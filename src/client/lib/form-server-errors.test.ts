import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-error';
import { appStore } from './session';
import { bannerAtom, clearBanner } from './banner';
import { showFormError } from './form-server-errors';

afterEach(() => clearBanner());

describe('showFormError', () => {
  it('puts a field error under its field and keeps it out of the banner', () => {
    const setFieldError = vi.fn();
    showFormError(
      new ApiError(400, [{ Code: '40031', Message: 'taken' }]),
      { '40031': 'emailAdress' },
      setFieldError,
    );
    expect(setFieldError).toHaveBeenCalledWith('emailAdress', 'SERVER_ERROR.40031');
    expect(appStore.get(bannerAtom)).toEqual([]);
  });

  it('sends the errors no field claims to the banner', () => {
    const setFieldError = vi.fn();
    const error = new ApiError(400, [
      { Code: '40032', Message: 'name taken' },
      { Code: '4291', Message: 'slow down' },
    ]);
    showFormError(error, { '40032': 'userName' }, setFieldError);
    expect(setFieldError).toHaveBeenCalledOnce();
    expect(appStore.get(bannerAtom).map((entry) => entry.text)).toEqual([
      'Too many attempts. Wait a minute and try again',
    ]);
  });

  it('shows a failure without a response in the banner', () => {
    showFormError(new ApiError(0, [], [], 'Failed to fetch'), { '4007': 'password' }, vi.fn());
    expect(appStore.get(bannerAtom).map((entry) => entry.text)).toEqual(['Failed to fetch']);
  });
});
